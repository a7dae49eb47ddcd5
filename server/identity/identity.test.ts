// Contract tests: the real aws-amplify client against the identity service over HTTP.
import { configureAmplifyForTestServer } from '../../tests/support/amplifyClient';
import { fetchAuthSession, fetchUserAttributes, signIn, signOut } from 'aws-amplify/auth';
import { expectTrustEnded, graphql as graphqlCall } from '../../tests/support/serverClient';

const url = () => process.env.TEST_SERVER_URL!;

beforeAll(configureAmplifyForTestServer);

afterEach(async () => {
  await signOut().catch(() => undefined);
});

async function cognito(operation: string, body: unknown) {
  const response = await fetch(`${url()}/cognito`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
    },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    type: response.headers.get('x-amzn-errortype'),
    body: (await response.json()) as Record<string, unknown>,
  };
}

/** GraphQL through the brand that allows every persona used here (cng: CNG and CSH; ccb for CCB). */
const graphql = (token: string, query: string, brand = 'cng') => graphqlCall(query, token, brand);

describe('identity service with the real aws-amplify client', () => {
  it('signs in with SRP (the default flow) and issues RS256 tokens with groups, source and brand', async () => {
    const result = await signIn({ username: 'maria.lopez@example.com', password: 'Portal#2026' });
    expect(result).toEqual({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    const { tokens } = await fetchAuthSession();
    const id = tokens!.idToken!;
    expect(id.payload).toMatchObject({
      'cognito:groups': ['my.account.user'],
      'custom:source': 'CNG',
      'custom:brand': 'cng',
      email: 'maria.lopez@example.com',
      token_use: 'id',
      aud: 'portal-web-client',
    });
    expect(JSON.parse(Buffer.from(id.toString().split('.')[0]!, 'base64url').toString())).toMatchObject({
      alg: 'RS256',
    });
    expect(tokens!.accessToken.payload).toMatchObject({ token_use: 'access', client_id: 'portal-web-client' });
    expect((id.payload.exp as number) - (id.payload.iat as number)).toBe(5);
    // As Amazon Cognito's pool when it stands in for one (the API then trusts it through aws-jwt-verify).
    const cognito = process.env.TEST_PROVIDERS === 'stand-ins';
    expect(id.payload.iss).toBe(
      cognito
        ? 'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_LocalPool'
        : 'https://identity.portal.local/us-east-1_LocalPool',
    );
    const ready = (await (await fetch(`${process.env.TEST_SERVER_URL!}/api/ready`)).json()) as {
      providers: { identity: string };
    };
    expect(ready.providers.identity).toBe(cognito ? 'cognito-stand-in' : 'portal-identity-service');
  });

  it('reads the attributes with GetUser', async () => {
    await signIn({ username: 'james.carter@example.com', password: 'Portal#2026' });
    expect(await fetchUserAttributes()).toMatchObject({
      email: 'james.carter@example.com',
      given_name: 'James',
      family_name: 'Carter',
      'custom:source': 'ACA',
      'custom:brand': 'aca',
    });
  });

  it('signs in with USER_PASSWORD_AUTH', async () => {
    const result = await signIn({
      username: 'li.wei@example.com',
      password: 'Portal#2026',
      options: { authFlowType: 'USER_PASSWORD_AUTH' },
    });
    expect(result.isSignedIn).toBe(true);
  });

  it("answers 'Incorrect username or password.' for a wrong password and for an unknown user alike", async () => {
    await expect(signIn({ username: 'maria.lopez@example.com', password: 'Wrong#2026' })).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
    await expect(signIn({ username: 'nobody@example.com', password: 'Wrong#2026' })).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
  });

  it('locks the account after 5 failed sign-ins in a row, even for the right password', async () => {
    // A persona no other server test signs in with (the lock lasts 15 minutes).
    for (let i = 0; i < 5; i += 1) {
      await expect(signIn({ username: 'enroll.only@example.com', password: `Wrong#${i}x` })).rejects.toMatchObject({
        message: 'Incorrect username or password.',
      });
    }
    await expect(signIn({ username: 'enroll.only@example.com', password: 'Portal#2026' })).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Password attempts exceeded',
    });
  });

  it('refreshes tokens with GetTokensFromRefreshToken', async () => {
    await signIn({ username: 'tom.becker@example.com', password: 'Portal#2026' });
    const before = (await fetchAuthSession()).tokens!.idToken!.toString();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const after = (await fetchAuthSession({ forceRefresh: true })).tokens!.idToken!.toString();
    expect(after).not.toBe(before);
    expect((await graphql(after, '{ me { firstName } }')).body.data).toEqual({ me: { firstName: 'Tom' } });
  });

  it('sign-out revokes the refresh token (RevokeToken): the old tokens stop working', async () => {
    await signIn({ username: 'aisha.khan@example.com', password: 'Portal#2026' });
    const token = (await fetchAuthSession()).tokens!.idToken!.toString();
    expect((await graphql(token, '{ me { firstName } }', 'ccb')).status).toBe(200);
    await signOut();
    await expectTrustEnded(() => graphql(token, '{ me { firstName } }', 'ccb'), token);
  });

  it('global sign-out ends every session of the user', async () => {
    await signIn({ username: 'nina.patel@example.com', password: 'Portal#2026' });
    const token = (await fetchAuthSession()).tokens!.idToken!.toString();
    // Used once first: its signature is remembered, and its session is asked about all the same.
    expect((await graphql(token, '{ me { firstName } }')).status).toBe(200);
    await signOut({ global: true });
    await expectTrustEnded(() => graphql(token, '{ me { firstName } }'), token);
  });

  it('never stores a plain password and refuses unknown operations and clients clearly', async () => {
    expect(await cognito('AdminGetUser', {})).toMatchObject({ status: 400, type: 'InvalidAction' });
    expect(
      await cognito('InitiateAuth', {
        ClientId: 'other',
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: 'a', PASSWORD: 'b' },
      }),
    ).toMatchObject({
      status: 400,
      type: 'ResourceNotFoundException',
    });
    expect(
      await cognito('InitiateAuth', {
        ClientId: 'portal-web-client',
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: 'a' },
      }),
    ).toMatchObject({
      status: 400,
      type: 'InvalidParameterException',
      body: { message: 'Missing required parameter AuthParameters.PASSWORD' },
    });
  });

  it('publishes its signing key as a JWKS', async () => {
    const jwks = (await (await fetch(`${url()}/.well-known/jwks.json`)).json()) as {
      keys: { kty: string; alg: string; d?: string }[];
    };
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256' });
    expect(jwks.keys[0]!.d).toBeUndefined();
  });

  // Issue 30: the private key was stored as a plain JWK in the database.
  it('keeps its private signing key only sealed in the database, never in plain text', async () => {
    const stored = (await (await fetch(`${url()}/api/test/signing-keys`)).json()) as {
      kid: string;
      privateJwk: unknown;
      privateSealed: string | null;
    }[];
    expect(stored).toHaveLength(1);
    expect(stored[0]!.privateJwk).toBeNull();
    expect(stored[0]!.privateSealed).toMatch(/^[A-Za-z0-9_-]{200,}$/);
    expect(Buffer.from(stored[0]!.privateSealed!, 'base64url').toString('latin1')).not.toMatch(/"d"|"kty"|RSA/);
  });
});
