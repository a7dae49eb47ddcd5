// The API's check of Amazon Cognito's tokens (IDENTITY_PROVIDER=cognito, decision 0081): aws-jwt-verify against a
// pool's JWKS served here, with tokens signed as Cognito signs them. A good ID token gives the claims the portal reads;
// another client's, an access token for an ID token, an expired one, another pool's, one without the brand, or one
// signed by a key the pool does not publish are refused; a key the pool adds later is fetched when a token names it.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { cognitoTokens, type CognitoSettings } from './cognitoVerifier';
import { TokenError, type TokenService } from './tokens';

const POOL = 'us-east-2_TestPool1';
const ISSUER = `https://cognito-idp.us-east-2.amazonaws.com/${POOL}`;
const CLIENT = 'portal-test-client';
const published: JWK[] = [];
let fetches = 0;
let server: Server;
let settings: CognitoSettings;

const keyPair = async (kid: string) => {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  return { kid, privateKey, jwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' } };
};
let first: { kid: string; privateKey: CryptoKey; jwk: JWK };

beforeAll(async () => {
  first = await keyPair('key-1');
  published.push(first.jwk);
  server = createServer((_request, response) => {
    fetches += 1;
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ keys: published }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  settings = {
    environment: 'local',
    userPoolId: POOL,
    region: 'us-east-2',
    clientId: CLIENT,
    issuer: ISSUER,
    jwksUri: `http://127.0.0.1:${port}/${POOL}/.well-known/jwks.json`,
    adminEndpoint: null,
    credentials: null,
  };
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const ownService = { issuer: 'own', jwks: () => ({ keys: [] }) } as unknown as TokenService;
const idClaims = {
  sub: 'c0ffee00-0000-4000-8000-000000000001',
  email: 'maria.lopez@example.com',
  'cognito:groups': ['my.account.user'],
  'custom:brand': 'cng',
  'custom:source': 'CNG',
  origin_jti: 'origin-1',
  token_use: 'id',
  aud: CLIENT,
};

async function signed(
  claims: Record<string, unknown>,
  key = first,
  { issuer = ISSUER, lifeSeconds = 300 }: { issuer?: string; lifeSeconds?: number } = {},
) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: key.kid })
    .setIssuer(issuer)
    .setIssuedAt(now - 10)
    .setExpirationTime(now + lifeSeconds)
    .setJti('jti-1')
    .sign(key.privateKey);
}

const refusal = async (verifier: TokenService, token: string, use: 'id' | 'access' = 'id') => {
  try {
    await verifier.verify(token, use);
  } catch (error) {
    expect(error).toBeInstanceOf(TokenError);
    return (error as Error).message;
  }
  throw new Error('it was not refused');
};

describe("Amazon Cognito's tokens checked with aws-jwt-verify", () => {
  it('gives the claims the portal reads from a good ID token, and its session lasts until it expires', async () => {
    const verifier = cognitoTokens(settings, ownService);
    const claims = await verifier.verify(await signed(idClaims), 'id');
    expect(claims).toMatchObject({
      sub: idClaims.sub,
      email: idClaims.email,
      'cognito:groups': ['my.account.user'],
      'custom:brand': 'cng',
      'custom:source': 'CNG',
      origin_jti: 'origin-1',
    });
    expect(await verifier.sessionLasts(claims)).toBe(true);
    expect(await verifier.sessionLasts({ ...claims, exp: Math.floor(Date.now() / 1000) - 1 })).toBe(false);
    // A customer in no group has an empty list; a pool without revocation names the sign-in by jti.
    const { 'cognito:groups': _groups, origin_jti: _origin, ...plain } = idClaims;
    expect(await verifier.verify(await signed(plain), 'id')).toMatchObject({
      'cognito:groups': [],
      origin_jti: 'jti-1',
    });
    expect(verifier.issuer).toBe(ISSUER);
  });

  it('refuses another client, an access token for an ID token, an expired one, another pool, and one without the brand', async () => {
    const verifier = cognitoTokens(settings, ownService);
    expect(await refusal(verifier, await signed({ ...idClaims, aud: 'someone-else' }))).toMatch(/client id|audience/i);
    expect(
      await refusal(verifier, await signed({ ...idClaims, token_use: 'access', client_id: CLIENT, aud: undefined })),
    ).toMatch(/token use/i);
    expect(await refusal(verifier, await signed(idClaims, first, { lifeSeconds: -5 }))).toMatch(/expired/i);
    expect(
      await refusal(verifier, await signed(idClaims, first, { issuer: ISSUER.replace('TestPool1', 'OtherPool') })),
    ).toMatch(/issuer/i);
    const { 'custom:brand': _brand, ...withoutBrand } = idClaims;
    expect(await refusal(verifier, await signed(withoutBrand))).toBe('the token has no custom:brand');
    expect(await refusal(verifier, 'not.a.token')).toBeTruthy();
  });

  it('fetches the JWKS once, again for a key the pool added since, and refuses a key it does not publish', async () => {
    const verifier = cognitoTokens(settings, ownService);
    const before = fetches;
    await verifier.verify(await signed(idClaims), 'id');
    await verifier.verify(await signed(idClaims), 'id');
    expect(fetches - before).toBe(1);
    const rotated = await keyPair('key-2');
    published.push(rotated.jwk);
    expect(await verifier.verify(await signed(idClaims, rotated), 'id')).toMatchObject({ sub: idClaims.sub });
    expect(fetches - before).toBe(2);
    const stranger = await keyPair('key-3');
    expect(await refusal(verifier, await signed(idClaims, stranger))).toMatch(/key|kid|JWK/i);
    // A stranger's key forged with a published kid fails its signature.
    expect(await refusal(verifier, await signed(idClaims, { ...stranger, kid: 'key-1' }))).toMatch(/signature/i);
  });
});
