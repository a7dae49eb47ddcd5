// GraphQL over real HTTP: every request needs a valid id token; the customer comes from the database.
import { createHmac } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema } from 'graphql';
import { readAccessPolicy } from './accessPolicy';
import { unresolvedFields } from './unresolvedFields';
import { schemaText } from './schemaText';

import { cognito, expectTrustEnded, graphql, tokensFor } from '../../tests/support/serverClient';
import { easternWallClock } from '../../src/lib/rules/easternTime';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('GraphQL endpoint', () => {
  it("serves the signed-in customer's name from the database", async () => {
    const { IdToken } = await tokensFor('maria.lopez@example.com');
    expect(await graphql('{ me { firstName lastName email brand customerType } }', IdToken)).toEqual({
      status: 200,
      body: {
        data: {
          me: {
            firstName: 'Maria',
            lastName: 'Lopez',
            email: 'maria.lopez@example.com',
            brand: 'cng',
            customerType: 'ONLINE_RETURNING',
          },
        },
      },
    });
  });

  it('answers 401 with no data without a token, with a forged, an unsigned or an expired token, and with an access token', async () => {
    const { IdToken, AccessToken } = await tokensFor('james.carter@example.com');
    const [header, payload] = IdToken.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    const forgedPayload = b64({ ...claims, email: 'maria.lopez@example.com' });
    const forged = `${header}.${forgedPayload}.${createHmac('sha256', 'guess').update('x').digest('base64url')}`;
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${forgedPayload}.`;
    for (const token of [undefined, '', 'Bearer nonsense', forged, unsigned, AccessToken]) {
      const result = await graphql('{ me { firstName } }', token);
      expect(result.status).toBe(401);
      expect(result.body.data).toBeUndefined();
    }
    await new Promise((resolve) => setTimeout(resolve, 6000));
    expect((await graphql('{ me { firstName } }', IdToken)).status).toBe(401);
  }, 20000);

  // Issue 30: the brand came from X-brand-key alone, so an aca customer reached aca data through the cng site.
  it('takes the brand from the site: a header naming another brand is refused, the matching one answered', async () => {
    const { IdToken } = await tokensFor('james.carter@example.com');
    const port = new URL(process.env.TEST_SERVER_URL!).port;
    // The test server believes X-Forwarded-Host from 127.0.0.1 (a trusted proxy), as it would a load balancer's.
    const through = async (site: string, brandKey: string) => {
      const response = await fetch(`${process.env.TEST_SERVER_URL!}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: IdToken,
          'x-brand-key': brandKey,
          'x-forwarded-host': `${site}.localhost:${port}`,
        },
        body: JSON.stringify({ query: '{ me { email brand } }' }),
      });
      return {
        status: response.status,
        body: (await response.json()) as {
          data?: unknown;
          errors?: { message: string; extensions?: { code?: string } }[];
        },
      };
    };
    expect(await through('cng', 'aca')).toEqual({
      status: 400,
      body: {
        errors: [
          {
            message: 'X-brand-key does not match the site this request was sent to',
            extensions: { code: 'BAD_REQUEST' },
          },
        ],
      },
    });
    expect((await through('cng', 'cng')).body.errors?.[0]?.extensions?.code).toBe('INCORRECT_BRAND');
    expect(await through('aca', 'aca')).toEqual({
      status: 200,
      body: { data: { me: { email: 'james.carter@example.com', brand: 'aca' } } },
    });
  });

  it('authentication says whether the caller is a returning customer; an agent not acting for anyone has no answer', async () => {
    const { IdToken } = await tokensFor('li.wei@example.com');
    expect((await graphql('{ authentication { isReturningCustomer } }', IdToken, 'p360')).body).toEqual({
      data: { authentication: { isReturningCustomer: true } },
    });
    const agent = (await tokensFor('agent.kowalski@example.com', 'Agent#2026')).IdToken;
    expect(
      (await graphql('{ authentication { isReturningCustomer } }', agent)).body.errors?.[0]?.extensions,
    ).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('customerEmailLookup answers a customer about their own address only, an agent about any, and refuses what is not an address', async () => {
    const LOOKUP =
      'query L($email: String!) { customerEmailLookup(email: $email) { existsInP360 existsAsCustomer email isPasswordless } }';
    const customer = (await tokensFor('li.wei@example.com')).IdToken;
    expect((await graphql(LOOKUP, customer, 'p360', { email: ' Li.Wei@Example.com ' })).body).toEqual({
      data: {
        customerEmailLookup: {
          existsInP360: true,
          existsAsCustomer: true,
          email: 'li.wei@example.com',
          isPasswordless: false,
        },
      },
    });
    const other = await graphql(LOOKUP, customer, 'p360', { email: 'james.carter@example.com' });
    expect(other.body.errors?.[0]).toMatchObject({
      message: 'You can only look up your own email address.',
      extensions: { code: 'FORBIDDEN' },
    });

    const agent = (await tokensFor('agent.kowalski@example.com', 'Agent#2026')).IdToken;
    expect((await graphql(LOOKUP, agent, 'cng', { email: 'james.carter@example.com' })).body.data).toEqual({
      customerEmailLookup: {
        existsInP360: false,
        existsAsCustomer: true,
        email: 'james.carter@example.com',
        isPasswordless: false,
      },
    });
    // A store customer with no online login is a customer all the same.
    expect((await graphql(LOOKUP, agent, 'cng', { email: 'sam.rivera@example.com' })).body.data).toMatchObject({
      customerEmailLookup: { existsAsCustomer: true, existsInP360: false },
    });
    expect((await graphql(LOOKUP, agent, 'cng', { email: 'nobody.here@example.com' })).body.data).toEqual({
      customerEmailLookup: { existsInP360: false, existsAsCustomer: false, email: null, isPasswordless: false },
    });
    for (const email of ['', 'no-at-sign', 'a\u0000b@example.com', `${'a'.repeat(250)}@example.com`]) {
      expect((await graphql(LOOKUP, agent, 'cng', { email })).body.errors?.[0]?.extensions).toMatchObject({
        code: expect.stringMatching(/^BAD_(REQUEST|USER_INPUT)$/) as unknown,
      });
    }
    // Acting for a customer, the agent is that customer: their address only.
    expect(
      (await graphql('mutation { startImpersonation(email: "james.carter@example.com") { customerEmail } }', agent))
        .body.errors,
    ).toBeUndefined();
    try {
      expect((await graphql(LOOKUP, agent, 'aca', { email: 'james.carter@example.com' })).body.data).toMatchObject({
        customerEmailLookup: { existsAsCustomer: true },
      });
      expect(
        (await graphql(LOOKUP, agent, 'aca', { email: 'li.wei@example.com' })).body.errors?.[0]?.extensions,
      ).toMatchObject({ code: 'FORBIDDEN' });
      expect((await graphql('{ authentication { isReturningCustomer } }', agent, 'aca')).body.data).toEqual({
        authentication: { isReturningCustomer: true },
      });
    } finally {
      await graphql('mutation { stopImpersonation { success } }', agent);
    }
  });

  it('names the schema’s fields left without a resolver (the server, which answers these tests, starts only with none)', () => {
    const schema = buildSchema(schemaText);
    expect(unresolvedFields(schema, { Query: {}, Mutation: {} })).toEqual(
      expect.arrayContaining([
        'Query.authentication',
        'Query.customerEmailLookup',
        'Mutation.cloneApprovedLeadApplication',
      ]),
    );
    expect(unresolvedFields(schema, { Query: { authentication: () => null }, Mutation: {} })).not.toContain(
      'Query.authentication',
    );
  });

  it('getCurrentDate is the lender’s date (Eastern), for a signed-in customer, not for a visitor', async () => {
    const { IdToken } = await tokensFor('li.wei@example.com');
    const result = await graphql('{ getCurrentDate }', IdToken, 'p360');
    expect(result.body).toEqual({ data: { getCurrentDate: easternWallClock(new Date()).date } });
    expect((await graphql('{ getCurrentDate }', '', 'p360')).status).toBe(401);
  });

  // Issue 30: introspection (and with it the only queries deeper than the depth limit) is off unless GRAPHQL_DEVELOPMENT=true.
  it('refuses introspection, however deep', async () => {
    const { IdToken } = await tokensFor('li.wei@example.com');
    const deep =
      '{ __schema { types { fields { type { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } }';
    const result = await graphql(deep, IdToken, 'p360');
    expect(result.body.data ?? null).toBeNull();
    expect(result.body.errors?.[0]?.message).toMatch(/introspection has been disabled/);
    expect((await graphql('{ __type(name: "Customer") { name } }', IdToken, 'p360')).body.errors?.[0]?.message).toMatch(
      /introspection has been disabled/,
    );
  });

  it('writes logMessage and logDetails (personal data masked) and answers success', async () => {
    const { IdToken } = await tokensFor('li.wei@example.com');
    const result = await graphql(
      'mutation { logMessage(request: { message: "Render error for 123-45-6789", logLevel: ERROR }) { success } logDetails(message: "x", data: "{\\"ssn\\":\\"123456789\\"}", logLevel: INFO) { success } }',
      IdToken,
      'p360',
    );
    expect(result.body).toEqual({ data: { logMessage: { success: true }, logDetails: { success: true } } });
  });

  it('ends the session on timeoutExpireAction: its tokens and the refresh token stop working', async () => {
    const { IdToken, RefreshToken } = await tokensFor('tom.becker@example.com');
    const expired = await graphql(
      'mutation { timeoutExpireAction(isEnrollment: false, isManualTrigger: true) { success } }',
      IdToken,
      'csh',
    );
    expect(expired.body.data).toEqual({ timeoutExpireAction: { success: true } });
    // The refresh token at once; the ID token at once with the portal's identity service, at its expiry with Cognito.
    expect((await cognito('GetTokensFromRefreshToken', { RefreshToken })).body.__type).toBe('NotAuthorizedException');
    await expectTrustEnded(() => graphql('{ me { firstName } }', IdToken, 'csh'), IdToken);
  });

  it('answers up to 15 aliases in one request and refuses more before running anything (500 aliases of me too)', async () => {
    const { IdToken } = await tokensFor('li.wei@example.com');
    const aliased = (count: number) =>
      `{ ${Array.from({ length: count }, (_, i) => `m${i}: me { email }`).join(' ')} }`;
    const allowed = await graphql(aliased(15), IdToken, 'p360');
    expect(allowed.status).toBe(200);
    expect(Object.keys(allowed.body.data ?? {})).toHaveLength(15);
    for (const count of [16, 500]) {
      const refused = await graphql(aliased(count), IdToken, 'p360');
      expect(refused.status).toBe(400);
      expect(refused.body.data ?? null).toBeNull();
      expect(refused.body.errors?.[0]?.message).toBe('Too many aliases in one request (at most 15).');
    }
  });
});

describe('the access policy (@auth in the SDL)', () => {
  const sdl = readdirSync('schema')
    .filter((name) => name.endsWith('.graphql'))
    .sort()
    .map((name) => readFileSync(join('schema', name), 'utf8'))
    .join('\n');

  it('declares who may call every Query and Mutation field', () => {
    const policy = readAccessPolicy(buildSchema(sdl));
    const undeclared = [...policy].filter(([, callers]) => callers.size === 0).map(([name]) => name);
    expect(policy.size).toBeGreaterThan(60);
    expect(undeclared).toEqual([]);
    // What an agent acting for a customer may not do: change email, password, MFA settings or bank data.
    expect(
      ['saveUserInformation', 'rememberDevice', 'otpSendCode', 'saveBankInformation', 'createPlaidToken'].filter(
        (name) => policy.get(name)?.has('ACTING_AGENT'),
      ),
    ).toEqual([]);
    // Before the multi-factor check: only the check's calls, who is signed in, logging and ending the session.
    expect(
      [...policy]
        .filter(([, callers]) => callers.has('MFA_PENDING'))
        .map(([name]) => name)
        .sort(),
    ).toEqual(
      [
        'emailResendCode',
        'emailVerificationQuery',
        'logDetails',
        'logMessage',
        'me',
        'mfaChallenge',
        'otpSearch',
        'otpSendCode',
        'otpVerifyCode',
        'rememberDevice',
        'timeoutExpireAction',
        'validateEmailVerificationCode',
      ].sort(),
    );
  });

  it('gives a field without @auth no callers at all (deny by default)', () => {
    const schema = buildSchema(
      'directive @auth(allow: [Caller!]!) on FIELD_DEFINITION\nenum Caller { CUSTOMER MFA_PENDING ENROLLMENT AGENT ACTING_AGENT }\ntype Query { open: Int @auth(allow: [CUSTOMER, AGENT]) forgotten: Int }',
    );
    const policy = readAccessPolicy(schema);
    expect([...policy.get('open')!]).toEqual(['CUSTOMER', 'AGENT']);
    expect(policy.get('forgotten')!.size).toBe(0);
  });

  it('refuses a malformed application save by its typed input, before any resolver runs', async () => {
    const { IdToken } = await tokensFor('li.wei@example.com');
    const result = await graphql(
      'mutation { saveIncomeInformation(id: "a-1", incomeInformation: { type: "EMPLOYMENT", amountNet: "lots" }) { id } }',
      IdToken,
      'p360',
    );
    expect(result.body.data ?? null).toBeNull();
    expect(result.body.errors?.map((e) => e.message).join(' ')).toMatch(/amountNet|paymentFrequency/);
    expect(result.body.errors?.map((e) => e.message).join(' ')).not.toMatch(/Not implemented/);
  });
});
