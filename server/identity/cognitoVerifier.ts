// The API's check of a sign-in's tokens when Amazon Cognito is the identity provider (IDENTITY_PROVIDER=cognito;
// issue 70, decision 0081): aws-jwt-verify's CognitoJwtVerifier, which checks the signature against the pool's JWKS
// (cached, and fetched again when a token names a key it does not hold, at most every 10 s), the pool's issuer, the
// app client (the ID token's aud, the access token's client_id), the token's use and its expiry. Then the claims the
// portal reads: who (sub, email), through which brand and source (the pool's custom attributes), and the groups.
//
// A Cognito token cannot be asked after, so a session lasts until its token expires: the pool's app client keeps ID
// and access tokens short (docs/providers.md). With COGNITO_ENV=local the portal's own identity service stands in
// for the pool: it signs as the pool, and its JWKS is fetched from this server as Cognito's would be.
import { CognitoJwtVerifier } from 'aws-jwt-verify';
import type { Fetcher } from 'aws-jwt-verify/https';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import type { Settings } from '../settings';
import { TokenError, type IdClaims, type TokenService } from './tokens';

export type CognitoSettings = NonNullable<Settings['cognito']>;

/** How long a fetch of the pool's JWKS may take. */
const JWKS_TIMEOUT_MS = 5_000;

/** Fetches the pool's JWKS from `jwksUri` (any http or https address) wherever the verifier asks for Cognito's. */
function jwksFetcherAt(jwksUri: string): Fetcher {
  return {
    async fetch() {
      const response = await fetch(jwksUri, { signal: AbortSignal.timeout(JWKS_TIMEOUT_MS) });
      if (!response.ok) throw new Error(`the pool's JWKS answered ${response.status}`);
      return response.arrayBuffer();
    },
  };
}

const text = (payload: Record<string, unknown>, name: string): string => {
  const value = payload[name];
  if (typeof value !== 'string' || !value) throw new TokenError(`the token has no ${name}`);
  return value;
};

/** The claims the portal reads, from an ID token Cognito's verifier passed. */
function claimsOf(payload: Record<string, unknown>): IdClaims {
  const groups = payload['cognito:groups'];
  return {
    ...payload,
    sub: text(payload, 'sub'),
    email: text(payload, 'email'),
    'cognito:groups': Array.isArray(groups) ? groups.filter((group): group is string => typeof group === 'string') : [],
    'custom:brand': text(payload, 'custom:brand'),
    'custom:source': text(payload, 'custom:source'),
    // Cognito names each sign-in's tokens by origin_jti when token revocation is on (the default); jti otherwise.
    origin_jti: typeof payload.origin_jti === 'string' ? payload.origin_jti : text(payload, 'jti'),
    token_use: 'id',
  };
}

/**
 * The token service the API uses with Cognito: tokens checked by CognitoJwtVerifier, sessions lasting to their
 * token's expiry. Issuing and the JWKS stay the portal's own identity service's (the stand-in, in local mode).
 */
export function cognitoTokens(cognito: CognitoSettings, own: TokenService): TokenService {
  const verifier = CognitoJwtVerifier.create(
    { userPoolId: cognito.userPoolId, clientId: cognito.clientId, tokenUse: null },
    cognito.jwksUri ? { jwksCache: new SimpleJwksCache({ fetcher: jwksFetcherAt(cognito.jwksUri) }) } : undefined,
  );
  return {
    ...own,
    issuer: cognito.issuer,
    // The API reads ID tokens only (access tokens are the user-pool API's, which is Cognito's own in this mode).
    async verify(token, use) {
      if (use !== 'id') throw new TokenError('the API takes ID tokens');
      let payload: Record<string, unknown>;
      try {
        payload = await verifier.verify(token, { tokenUse: 'id', clientId: cognito.clientId });
      } catch (error) {
        throw new TokenError(error instanceof Error ? error.message : 'invalid token');
      }
      return claimsOf(payload);
    },
    sessionLasts: (claims) => Promise.resolve((claims.exp ?? 0) * 1000 > Date.now()),
  };
}
