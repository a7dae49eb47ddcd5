// Issue 30: every bad byte gets a 4xx, never a 500. First the reproductions found by probing a running portal (each
// answered 500 or GraphQL INTERNAL before), then a fuzz test: generated hostile values (NUL, lone surrogates, huge and
// negative numbers, deep nesting, long strings, wrong types) sent to every public REST route, every identity operation
// and every GraphQL mutation. No answer may be a 5xx or INTERNAL, and a refused request stores nothing (the row count
// of every table is the same after it). A server of its own, so the counts see only this file's requests.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import fc from 'fast-check';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLInputType,
} from 'graphql';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startServer } = require('../../tests/jest/startServer.cjs') as {
  startServer: (env: Record<string, string>) => Promise<{ child: ChildProcess; url: string }>;
};

jest.setTimeout(300_000);

const NUL_TEXT = 'Text may not contain a NUL character (\\u0000). Remove it and send again.';
const SURROGATE_TEXT =
  'Text must be valid Unicode: it has a broken character (a lone surrogate). Retype it and send again.';
const DEPTH_TEXT = 'The request is nested too deeply (more than 16 levels).';

let server: { child: ChildProcess; url: string };
let token = '';
beforeAll(async () => {
  // A database of its own even on the PostgreSQL run: the counts must see only this file's requests, and the pause of
  // screen-share joins below must not reach the shared server's tests.
  server = await startServer({
    DATABASE_URL: '',
    DATA_DIR: 'memory://',
    DECISION_STEP_MS: '150',
    TRUSTED_PROXIES: '127.0.0.1',
  });
  token = await signIn();
});
afterAll(() => {
  server.child.kill();
});

interface Answer {
  status: number;
  body: Record<string, unknown> & { errors?: { message: string; extensions?: { code?: string } }[] };
}

/** The server's body limit (server/app.ts): past it the request is refused, and the connection may close mid-upload. */
const BODY_LIMIT = 1024 * 1024;

async function post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const sent = typeof body === 'string' ? body : JSON.stringify(body);
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: sent,
  }).catch((error: unknown) => {
    // A body over the limit is answered 413 before it is read; the server then closes the connection, and a client
    // still writing sees EPIPE or a reset instead of the answer. That is the refusal, not a fault.
    const code = ((error as { cause?: { code?: string } }).cause ?? {}).code;
    if (Buffer.byteLength(sent) > BODY_LIMIT && (code === 'EPIPE' || code === 'ECONNRESET'))
      return new Response('{}', { status: 413 });
    throw error;
  });
  const text = await response.text();
  let parsed: Answer['body'];
  try {
    parsed = JSON.parse(text) as Answer['body'];
  } catch {
    parsed = { text };
  }
  return { status: response.status, body: parsed };
}

// Each call comes from an address of its own (the test server believes X-Forwarded-For from 127.0.0.1), so the
// per-client rate limits answer 429 rarely and the routes themselves are reached.
let caller = 0;
const from = () => ({ 'x-forwarded-for': `10.77.${Math.floor(caller / 250) % 250}.${(caller++ % 250) + 1}` });
const cognito = (operation: string, body: unknown) =>
  post('/cognito', body, {
    'content-type': 'application/x-amz-json-1.1',
    'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
    ...from(),
  });
const graphql = (query: string, variables: unknown) =>
  post('/graphql', { query, variables }, { authorization: token, 'x-brand-key': 'cng', ...from() });
const rest = (path: string, body: unknown) => post(path, body, from());

async function signIn(): Promise<string> {
  const answer = await cognito('InitiateAuth', {
    ClientId: 'portal-web-client',
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: 'maria.lopez@example.com', PASSWORD: 'Portal#2026' },
  });
  return (answer.body.AuthenticationResult as { IdToken: string }).IdToken;
}

const rowCounts = async () =>
  (await (await fetch(`${server.url}/api/test/row-counts`)).json()) as Record<string, number>;

const refused = (answer: Answer) => answer.status >= 400 || (answer.body.errors?.length ?? 0) > 0;
const fault = (answer: Answer) =>
  answer.status >= 500 || (answer.body.errors ?? []).some((error) => error.extensions?.code === 'INTERNAL');
const firstMessage = (answer: Answer) =>
  answer.body.errors?.[0]?.message ??
  (answer.body.error as string | undefined) ??
  (answer.body.message as string | undefined);

describe('the reproductions: each was a 500 or INTERNAL', () => {
  it.each([
    ['storeNumber 2147483648', { storeNumber: 2147483648 }, 'storeNumber must be at most 99999999'],
    ['storeNumber 2^53+1', { storeNumber: 2 ** 53 + 1 }, 'storeNumber must be at most 99999999'],
    ['storeNumber 1e308', { storeNumber: 1e308 }, 'storeNumber must be at most 99999999'],
    ['skip 1e308', { postalCode: '43215', params: { skip: 1e308 } }, 'skip must be at most 10000'],
    ['a NUL in the address', { address: 'Main\u0000St' }, NUL_TEXT],
  ])('the store search with %s', async (_name, body, message) => {
    expect(await rest('/api/locations/search', { type: 'Store', ...body })).toEqual({
      status: 400,
      body: { error: message },
    });
  });

  it('forgot-email with a NUL in lastName, and a body nested 3000 deep', async () => {
    expect(
      await rest('/api/forgot-email', { lastName: 'Lo\u0000pez', dateOfBirth: '1988-04-12', ssnLast4: '4821' }),
    ).toEqual({ status: 400, body: { error: NUL_TEXT } });
    const deep = `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`;
    expect(await rest('/api/forgot-email', deep)).toEqual({ status: 400, body: { error: DEPTH_TEXT } });
  });

  it('identity: SignUp with a NUL in the name, InitiateAuth with one in USERNAME, a non-hex SRP_A', async () => {
    const signUp = await cognito('SignUp', {
      ClientId: 'portal-web-client',
      Username: 'nul.name@example.com',
      Password: 'Rosa#2026',
      UserAttributes: [
        { Name: 'name', Value: 'Ro\u0000sa' },
        { Name: 'family_name', Value: 'Diaz' },
        { Name: 'custom:brand', Value: 'cng' },
      ],
    });
    expect(signUp).toEqual({ status: 400, body: { __type: 'InvalidParameterException', message: NUL_TEXT } });
    const initiate = await cognito('InitiateAuth', {
      ClientId: 'portal-web-client',
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: 'maria\u0000@example.com', PASSWORD: 'x' },
    });
    expect(initiate).toEqual({ status: 400, body: { __type: 'InvalidParameterException', message: NUL_TEXT } });
    const srp = await cognito('InitiateAuth', {
      ClientId: 'portal-web-client',
      AuthFlow: 'USER_SRP_AUTH',
      AuthParameters: { USERNAME: 'maria.lopez@example.com', SRP_A: 'not-hex-at-all' },
    });
    expect(srp).toEqual({
      status: 400,
      body: {
        __type: 'InvalidParameterException',
        message: 'SRP_A must be a hexadecimal number of at most 1024 digits',
      },
    });
  });

  it('GraphQL: a NUL or a lone surrogate in free text (in variables or inline), campaignId, a cmsData key, and cmsData 3000 deep', async () => {
    const before = await rowCounts();
    const personal =
      'mutation P($id: ID!, $p: PersonalInformationInput!) { savePersonalInformation(id: $id, personalInformation: $p) { id } }';
    const create =
      'mutation C($a: ApplicationInput!, $cms: JSON) { createApplication(application: $a, cmsData: $cms) { id } }';
    const application = {
      applicationType: 'NEW',
      stateCode: 'OH',
      channel: 'ONLINE',
      userInformation: { email: 'maria.lopez@example.com' },
    };
    const cases: [string, unknown, string][] = [
      [personal, { id: '00000000-0000-0000-0000-000000000000', p: { firstName: 'Ma\u0000ria' } }, NUL_TEXT],
      [personal, { id: '00000000-0000-0000-0000-000000000000', p: { firstName: 'Ma\ud800ria' } }, SURROGATE_TEXT],
      [create, { a: { ...application, campaignId: 'c\u0000' } }, NUL_TEXT],
      [create, { a: application, cms: { ['k\u0000']: 'v' } }, NUL_TEXT],
    ];
    for (const [query, variables, message] of cases) {
      const answer = await graphql(query, variables);
      expect(fault(answer)).toBe(false);
      expect(firstMessage(answer)).toBe(message);
    }
    const inline = await graphql(
      'mutation { logMessage(request: { message: "a\\u0000b", logLevel: INFO }) { success } }',
      {},
    );
    expect(firstMessage(inline)).toBe(NUL_TEXT);
    const deep = `{"query":"mutation C($a: ApplicationInput!, $cms: JSON) { createApplication(application: $a, cmsData: $cms) { id } }","variables":{"a":${JSON.stringify(application)},"cms":${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}}}`;
    expect(await post('/graphql', deep, { authorization: token, 'x-brand-key': 'cng' })).toEqual({
      status: 400,
      body: { errors: [{ message: DEPTH_TEXT, extensions: { code: 'BAD_USER_INPUT' } }] },
    });
    expect(await rowCounts()).toEqual(before);
  });
});

// ---- the fuzz test ----

const hostileText = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udc00y',
    '\ud83d',
    '',
    ' ',
    '%PDF-1.7',
    "'; drop table users; --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '😀'.repeat(50),
  ),
  fc.string({ maxLength: 40, unit: 'binary' }),
  fc.integer({ min: 1_000, max: 200_000 }).map((length) => 'x'.repeat(length)),
);
const hostileNumber = fc.oneof(
  fc.constantFrom(1e308, -1e308, 2 ** 53 + 1, 2147483648, -2147483649, -1, 0, 0.5, Number.MIN_VALUE),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const deepValue = fc
  .integer({ min: 17, max: 200 })
  .map((depth) => JSON.parse(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`) as unknown);
const wrongType = fc.oneof(
  hostileText,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.constant([]),
  fc.constant({ a: 1 }),
  deepValue,
);
const anyHostile: fc.Arbitrary<unknown> = fc.oneof(hostileText, hostileNumber, wrongType);

/** Values of a GraphQL input type, hostile inside (the right shape, so the resolvers are reached), now and then of the wrong type. */
function valueOf(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return valueOf(type.ofType, depth);
  if (isListType(type)) return fc.array(valueOf(type.ofType, depth + 1), { maxLength: 3 });
  const named = getNamedType(type);
  let right: fc.Arbitrary<unknown>;
  if (isEnumType(named)) right = fc.constantFrom(...named.getValues().map((value) => value.name));
  else if (isInputObjectType(named)) {
    if (depth > 4) return fc.constant({});
    const fields = Object.values(named.getFields());
    right = fc.record(Object.fromEntries(fields.map((field) => [field.name, valueOf(field.type, depth + 1)])), {
      requiredKeys: fields.filter((field) => isNonNullType(field.type)).map((field) => field.name),
    });
  } else if (isScalarType(named) && named.name === 'Int')
    right = fc.oneof(fc.integer(), fc.constantFrom(2147483647, -2147483648, 0, -1));
  else if (isScalarType(named) && named.name === 'Float') right = hostileNumber;
  else if (isScalarType(named) && named.name === 'Boolean') right = fc.boolean();
  else if (isScalarType(named) && (named.name === 'String' || named.name === 'ID')) right = hostileText;
  else right = fc.oneof(anyHostile, deepValue, fc.dictionary(hostileText, hostileText, { maxKeys: 3 }));
  return fc.oneof({ weight: 6, arbitrary: right }, { weight: 1, arbitrary: wrongType });
}

const schemaDir = join(__dirname, '../../schema');
const schema = buildSchema(
  readdirSync(schemaDir)
    .filter((name) => name.endsWith('.graphql'))
    .sort()
    .map((name) => readFileSync(join(schemaDir, name), 'utf8'))
    .join('\n'),
);

/** A request of one mutation with variables for its arguments (the selection is its type's first scalar, or __typename). */
function mutationRequest(name: string): { query: string; variables: fc.Arbitrary<Record<string, unknown>> } {
  const field = schema.getMutationType()!.getFields()[name]!;
  const declared = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const passed = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const query = `mutation Fuzz${declared ? `(${declared})` : ''} { ${name}${passed ? `(${passed})` : ''} { __typename } }`;
  const variables = fc.record(Object.fromEntries(field.args.map((arg) => [arg.name, valueOf(arg.type)])), {
    requiredKeys: [],
  });
  return { query, variables };
}

// Sessions and the impersonation of others would end or change this fuzzer's own sign-in; they have tests of their own.
const SKIPPED = new Set(['stopImpersonation', 'startImpersonation', 'stopRemoteSession', 'timeoutExpireAction']);
const leafOnly = (name: string) => {
  const type = getNamedType(schema.getMutationType()!.getFields()[name]!.type);
  return isScalarType(type) || isEnumType(type);
};

/** Sends one request; a refusal must leave every table's row count as it was. */
async function checked(send: () => Promise<Answer>, what: string): Promise<void> {
  const before = await rowCounts();
  const answer = await send();
  if (fault(answer))
    throw new Error(`${what} answered a fault: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
  if (refused(answer)) expect({ what, counts: await rowCounts() }).toEqual({ what, counts: before });
}

describe('the fuzz test: no 5xx, nothing stored when refused', () => {
  it('every GraphQL mutation', async () => {
    const names = Object.keys(schema.getMutationType()!.getFields()).filter((name) => !SKIPPED.has(name));
    for (const name of names) {
      const request = mutationRequest(name);
      const query = leafOnly(name) ? request.query.replace(' { __typename }', '') : request.query;
      await fc.assert(
        fc.asyncProperty(request.variables, async (variables) => {
          await checked(() => graphql(query, variables), name);
        }),
        { numRuns: 6 },
      );
    }
    // Still the same customer at the end: nothing above ended the session.
    expect((await graphql('{ me { email } }', {})).body).toEqual({
      data: { me: { email: 'maria.lopez@example.com' } },
    });
  });

  it('every identity operation', async () => {
    const body = fc.record(
      {
        ClientId: fc.oneof(
          { weight: 4, arbitrary: fc.constant('portal-web-client') },
          { weight: 1, arbitrary: anyHostile },
        ),
        Username: anyHostile,
        Password: anyHostile,
        ConfirmationCode: anyHostile,
        Session: anyHostile,
        RefreshToken: anyHostile,
        Token: anyHostile,
        AccessToken: anyHostile,
        AuthFlow: fc.constantFrom('USER_SRP_AUTH', 'USER_PASSWORD_AUTH', 'CUSTOM_AUTH', 'REFRESH_TOKEN_AUTH'),
        ChallengeName: fc.constantFrom('PASSWORD_VERIFIER', 'CUSTOM_CHALLENGE'),
        AuthParameters: fc.dictionary(fc.constantFrom('USERNAME', 'PASSWORD', 'SRP_A', 'REFRESH_TOKEN'), anyHostile),
        ChallengeResponses: fc.dictionary(
          fc.constantFrom('USERNAME', 'ANSWER', 'PASSWORD_CLAIM_SIGNATURE', 'PASSWORD_CLAIM_SECRET_BLOCK', 'TIMESTAMP'),
          anyHostile,
        ),
        UserAttributes: fc.array(
          fc.record({
            Name: fc.constantFrom(
              'name',
              'family_name',
              'email',
              'custom:brand',
              'custom:source',
              'custom:isPasswordless',
            ),
            Value: anyHostile,
          }),
          { maxLength: 6 },
        ),
        ClientMetadata: fc.dictionary(fc.constantFrom('flow'), anyHostile),
      },
      { requiredKeys: [] },
    );
    const operations = [
      'SignUp',
      'ConfirmSignUp',
      'ResendConfirmationCode',
      'InitiateAuth',
      'RespondToAuthChallenge',
      'GetTokensFromRefreshToken',
      'GetUser',
      'UpdateUserAttributes',
      'ForgotPassword',
      'ConfirmForgotPassword',
      'GlobalSignOut',
      'RevokeToken',
    ];
    for (const operation of operations) {
      await fc.assert(
        fc.asyncProperty(body, async (sent) => checked(() => cognito(operation, sent), operation)),
        { numRuns: 8 },
      );
    }
  });

  it('every public REST route', async () => {
    const routes = [
      '/api/auth',
      '/api/password-changed',
      '/api/forgot-email',
      '/api/locations/search',
      '/api/application/resume-lookup',
      '/api/plaid-local/session',
      '/api/plaid-local/sign-in',
      '/stand-in/boku/x',
      '/stand-in/id-scan/x',
    ];
    const body = fc.oneof(
      fc.dictionary(
        fc.constantFrom(
          'email',
          'type',
          'blackBox',
          'lastName',
          'dateOfBirth',
          'ssnLast4',
          'storeNumber',
          'postalCode',
          'address',
          'brand',
          'params',
          'link_token',
          'institution_id',
          'username',
          'password',
        ),
        anyHostile,
      ),
      deepValue,
      anyHostile,
    );
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(body, async (sent) => checked(() => rest(route, sent), route)),
        { numRuns: 8 },
      );
    }
  });
});

// The limit across agents would pause joining for every test on the shared server, so it is tried here.
describe('screen-share codes across agents', () => {
  it('pauses joining for everyone once 30 wrong codes were typed in 10 minutes', async () => {
    const tokenOf = async (email: string, password: string) =>
      (
        (
          await cognito('InitiateAuth', {
            ClientId: 'portal-web-client',
            AuthFlow: 'USER_PASSWORD_AUTH',
            AuthParameters: { USERNAME: email, PASSWORD: password },
          })
        ).body.AuthenticationResult as { IdToken: string }
      ).IdToken;
    const as = (idToken: string, query: string) =>
      post('/graphql', { query }, { authorization: idToken, 'x-brand-key': 'cng', ...from() });
    const { code } = (
      (await graphql('mutation { startRemoteSession { code } }', {})).body.data as {
        startRemoteSession: { code: string };
      }
    ).startRemoteSession;
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (const agent of ['agent.smith', 'agent.jones', 'agent.reyes', 'agent.okafor', 'agent.ngata', 'agent.silva']) {
      const idToken = await tokenOf(`${agent}@example.com`, 'Agent#2026');
      for (let tries = 0; tries < 5; tries += 1)
        expect(
          firstMessage(await as(idToken, `mutation { joinRemoteSession(code: "${wrong}") { customerEmail } }`)),
        ).toMatch(/^That code does not match/);
    }
    const seventh = await tokenOf('agent.mensah@example.com', 'Agent#2026');
    expect(firstMessage(await as(seventh, `mutation { joinRemoteSession(code: "${code}") { customerEmail } }`))).toBe(
      'Too many wrong codes have been tried. Joining a screen share is paused for a few minutes.',
    );
  });
});

describe('limits everywhere', () => {
  const tokenOf = async (email: string) =>
    (
      (
        await cognito('InitiateAuth', {
          ClientId: 'portal-web-client',
          AuthFlow: 'USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: email, PASSWORD: 'Portal#2026' },
        })
      ).body.AuthenticationResult as { IdToken: string }
    ).IdToken;
  const as = (idToken: string, query: string, variables: unknown = {}) =>
    post('/graphql', { query, variables }, { authorization: idToken, 'x-brand-key': 'cng', ...from() });

  it('takes a GraphQL body of at most 64 KB, however it is sent', async () => {
    const big = {
      query: `mutation { logMessage(request: { message: "${'x'.repeat(70_000)}", logLevel: INFO }) { success } }`,
    };
    expect((await post('/graphql', big, { authorization: token, 'x-brand-key': 'cng' })).status).toBe(413);
    const chunked = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: token, 'x-brand-key': 'cng' },
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(JSON.stringify(big)));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
  });

  // Issue 47: application/graphql bodies of 70 KB and 900 KB (also chunked) were parsed and answered.
  it('takes GraphQL as JSON only: another type is refused unread, whatever its size', async () => {
    const query = `{ me { firstName } } # ${'x'.repeat(70_000)}`;
    for (const type of ['application/graphql', 'text/plain', 'application/x-www-form-urlencoded']) {
      const answer = await post('/graphql', query, {
        authorization: token,
        'x-brand-key': 'cng',
        'content-type': type,
      });
      expect(answer).toEqual({
        status: 415,
        body: {
          errors: [
            { message: 'Send GraphQL requests as application/json.', extensions: { code: 'UNSUPPORTED_MEDIA_TYPE' } },
          ],
        },
      });
    }
    const chunked = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/graphql', authorization: token, 'x-brand-key': 'cng' },
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(`{ me { firstName } } # ${'x'.repeat(900_000)}`));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit).catch(() => new Response('{}', { status: 415 }));
    expect(chunked.status).toBe(415);
    // A small query as application/graphql is refused too; as JSON with a charset it is answered.
    expect(
      (
        await post('/graphql', '{ me { firstName } }', {
          authorization: token,
          'x-brand-key': 'cng',
          'content-type': 'application/graphql',
        })
      ).status,
    ).toBe(415);
    const json = await post(
      '/graphql',
      { query: '{ me { firstName } }' },
      {
        authorization: token,
        'x-brand-key': 'cng',
        'content-type': 'application/json; charset=utf-8',
      },
    );
    expect(json.status).toBe(200);
  });

  it('tells no browser or cache to keep an answer with tokens or personal data', async () => {
    const signIn = await fetch(`${server.url}/cognito`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      body: JSON.stringify({
        ClientId: 'portal-web-client',
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: 'maria.lopez@example.com', PASSWORD: 'Portal#2026' },
      }),
    });
    expect(signIn.status).toBe(200);
    expect(signIn.headers.get('cache-control')).toBe('no-store');
    const me = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: token, 'x-brand-key': 'cng' },
      body: JSON.stringify({ query: '{ me { firstName } }' }),
    });
    expect(me.status).toBe(200);
    expect(me.headers.get('cache-control')).toBe('no-store');
    const refused = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(refused.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses a long campaignId, big cmsData and a long name at sign-up, storing nothing', async () => {
    const before = await rowCounts();
    const create =
      'mutation C($a: ApplicationInput!, $cms: JSON) { createApplication(application: $a, cmsData: $cms) { id } }';
    const application = {
      applicationType: 'SAGA_APPLICATION_ONLINE',
      stateCode: 'OH',
      channel: 'ONLINE',
      userInformation: { email: 'maria.lopez@example.com' },
    };
    expect(firstMessage(await graphql(create, { a: { ...application, campaignId: 'c'.repeat(200) } }))).toBe(
      'campaignId must be 1 to 64 letters, digits, - or _',
    );
    expect(firstMessage(await graphql(create, { a: application, cms: { note: 'x'.repeat(5000) } }))).toBe(
      'cmsData must be at most 4096 bytes of JSON',
    );
    expect(firstMessage(await graphql(create, { a: { ...application, source: 's'.repeat(40) } }))).toBe(
      'source must be 1 to 32 letters, digits, - or _',
    );
    const signUp = await cognito('SignUp', {
      ClientId: 'portal-web-client',
      Username: 'long.name@example.com',
      Password: 'Rosa#2026',
      UserAttributes: [
        { Name: 'name', Value: 'R'.repeat(101) },
        { Name: 'family_name', Value: 'Diaz' },
        { Name: 'custom:brand', Value: 'cng' },
      ],
    });
    expect(signUp).toEqual({
      status: 400,
      body: { __type: 'InvalidParameterException', message: 'name and family_name must be at most 100 characters' },
    });
    const longEmail = await cognito('SignUp', {
      ClientId: 'portal-web-client',
      Username: `${'a'.repeat(250)}@example.com`,
      Password: 'Rosa#2026',
      UserAttributes: [
        { Name: 'name', Value: 'R' },
        { Name: 'family_name', Value: 'D' },
        { Name: 'custom:brand', Value: 'cng' },
      ],
    });
    expect(longEmail).toEqual({
      status: 400,
      body: { __type: 'InvalidParameterException', message: 'Invalid email address format.' },
    });
    expect(await rowCounts()).toEqual(before);
  });

  it('lets one user write 60 log entries a minute', async () => {
    const idToken = await tokenOf('owen.price@example.com');
    const answers = [];
    for (let n = 0; n < 61; n += 1)
      answers.push(
        await as(idToken, 'mutation { logMessage(request: { message: "hello", logLevel: INFO }) { success } }'),
      );
    expect(answers.slice(0, 60).every((answer) => !answer.body.errors)).toBe(true);
    expect(answers[60]!.body.errors?.[0]).toMatchObject({
      message: 'Too many log entries from this session. Later ones are dropped for a minute.',
      extensions: { code: 'RATE_LIMITED' },
    });
  });

  it('lets one user make 1,200 GraphQL requests a minute, then answers 429', async () => {
    const idToken = await tokenOf('lena.ortiz@example.com');
    const statuses: number[] = [];
    for (let batch = 0; batch < 25; batch += 1) {
      const answers = await Promise.all(Array.from({ length: 50 }, () => as(idToken, '{ me { email } }')));
      statuses.push(...answers.map((answer) => answer.status));
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(1200);
    expect(statuses.filter((status) => status === 429)).toHaveLength(50);
    const limited = await as(idToken, '{ me { email } }');
    expect(limited.body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  });
});
