// RS256 id and access tokens shaped like Cognito's, the JWKS that publishes the key, and the one
// verification every GraphQL, REST and socket request goes through.
import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import {
  exportJWK,
  generateKeyPair,
  importJWK,
  jwtVerify,
  SignJWT,
  type CryptoKey,
  type JWK,
  type JWTPayload,
} from 'jose';
import type { Database } from '../db/client';
import { rememberedRead } from '../db/rememberedReads';
import { refreshTokens, signingKeys, users } from '../db/schema/identity';
import { createSecretBox, type SecretBox } from '../security/secretBox';
import { verifiedSignatures } from './verifiedSignatures';

export interface TokenUser {
  sub: string;
  email: string;
  brand: string;
  source: string;
  groups: string[];
  givenName: string;
  familyName: string;
  isPasswordless: boolean;
}

export interface IdClaims extends JWTPayload {
  sub: string;
  email: string;
  'cognito:groups': string[];
  'custom:source': string;
  'custom:brand': string;
  origin_jti: string;
  token_use: 'id';
}

export interface TokenService {
  issuer: string;
  jwks: () => { keys: JWK[] };
  issue: (
    user: TokenUser,
    originJti: string,
    authTime: number,
  ) => Promise<{ idToken: string; accessToken: string; expiresIn: number }>;
  /** Verifies signature, issuer, audience (id) or client_id (access), expiry, token use and revocation. */
  verify: (token: string, use: 'id' | 'access') => Promise<IdClaims>;
  /** False once the session of verified claims has ended (sign-out, global sign-out, revocation): open sockets close. */
  sessionLasts: (claims: IdClaims) => Promise<boolean>;
}

export class TokenError extends Error {}

/**
 * The signing key, sealed in the database with the signing-key secret (a copy of the database alone cannot sign). A key
 * kept in plain text by an earlier version is sealed, and its plain copy cleared, the first time it is loaded.
 */
async function loadOrCreateKey(
  db: Database,
  box: SecretBox,
): Promise<{ kid: string; privateKey: CryptoKey; publicJwk: JWK }> {
  // The oldest key: two instances starting at once on a new database may each store one; both then sign with the first.
  const [row] = await db.select().from(signingKeys).orderBy(asc(signingKeys.createdAt), asc(signingKeys.kid)).limit(1);
  if (row) {
    let privateJwk: JWK;
    if (row.privateSealed) {
      try {
        privateJwk = JSON.parse(box.open(row.privateSealed)) as JWK;
      } catch {
        throw new Error(
          'the token signing key cannot be opened with SIGNING_KEY_SECRET: set the secret it was sealed with',
        );
      }
    } else {
      privateJwk = row.privateJwk as JWK;
      await db
        .update(signingKeys)
        .set({ privateSealed: box.seal(JSON.stringify(privateJwk)), privateJwk: null })
        .where(eq(signingKeys.kid, row.kid));
    }
    const privateKey = (await importJWK(privateJwk, 'RS256')) as CryptoKey;
    return { kid: row.kid, privateKey, publicJwk: row.publicJwk };
  }
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = randomUUID();
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  await db
    .insert(signingKeys)
    .values({ kid, privateSealed: box.seal(JSON.stringify(await exportJWK(privateKey))), publicJwk });
  return loadOrCreateKey(db, box);
}

export async function createTokenService(
  db: Database,
  options: { issuerBase: string; userPoolId: string; clientId: string; ttlSeconds: number; signingKeySecret: string },
): Promise<TokenService> {
  const issuer = `${options.issuerBase}/${options.userPoolId}`;
  const { kid, privateKey, publicJwk } = await loadOrCreateKey(
    db,
    createSecretBox(options.signingKeySecret, 'signing-key'),
  );
  const publicKey = await importJWK(publicJwk, 'RS256');

  const signatures = verifiedSignatures();

  /** A token's signature and claims checked (the expensive part: RSA), remembered until the token expires. */
  async function checkSignature(token: string, use: 'id' | 'access'): Promise<JWTPayload> {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, publicKey, {
        issuer,
        algorithms: ['RS256'],
        ...(use === 'id' ? { audience: options.clientId } : {}),
        requiredClaims: ['sub', 'exp', 'iat', 'token_use', 'origin_jti'],
      }));
    } catch (error) {
      throw new TokenError(error instanceof Error ? error.message : 'invalid token');
    }
    if (payload.token_use !== use) throw new TokenError('wrong token use');
    if (use === 'access' && payload.client_id !== options.clientId) throw new TokenError('wrong client');
    signatures.remember(token, use, payload);
    return payload;
  }

  async function sign(claims: JWTPayload, now: number): Promise<string> {
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
      .setIssuer(issuer)
      .setIssuedAt(now)
      .setExpirationTime(now + options.ttlSeconds)
      .setJti(randomUUID())
      .sign(privateKey);
  }

  // Asked on every call that carries a token: prepared once (the database plans it once; drizzle builds it once).
  const sessionOf = db
    .select({ valid: users.tokensValidAfter, revoked: refreshTokens.revokedAt })
    .from(users)
    .leftJoin(refreshTokens, eq(refreshTokens.originJti, sql.placeholder('originJti')))
    .where(eq(users.sub, sql.placeholder('sub')))
    .prepare('session_of_token');

  /** Why a verified token's session is over (its user gone, revoked, signed out everywhere), or null while it lasts. */
  async function sessionEnded(payload: JWTPayload): Promise<string | null> {
    const originJti = String(payload.origin_jti);
    const sub = String(payload.sub);
    const [row] = await rememberedRead(db, `session_of_token\0${originJti}\0${sub}`, () =>
      sessionOf.execute({ originJti, sub }),
    );
    if (!row) return 'unknown user';
    if (row.revoked) return 'token revoked';
    if ((payload.iat ?? 0) < Math.floor(row.valid.getTime() / 1000)) return 'signed out';
    return null;
  }

  return {
    issuer,
    jwks: () => ({ keys: [publicJwk] }),
    sessionLasts: async (claims) => (await sessionEnded(claims)) === null,
    async issue(user, originJti, authTime) {
      const now = Math.floor(Date.now() / 1000);
      const common = {
        sub: user.sub,
        'cognito:groups': user.groups,
        origin_jti: originJti,
        auth_time: authTime,
        event_id: randomUUID(),
      };
      const idToken = await sign(
        {
          ...common,
          aud: options.clientId,
          token_use: 'id',
          email: user.email,
          email_verified: true,
          given_name: user.givenName,
          family_name: user.familyName,
          'cognito:username': user.sub,
          'custom:source': user.source,
          'custom:brand': user.brand,
          'custom:isPasswordless': String(user.isPasswordless),
        },
        now,
      );
      const accessToken = await sign(
        {
          ...common,
          client_id: options.clientId,
          token_use: 'access',
          scope: 'aws.cognito.signin.user.admin',
          username: user.sub,
        },
        now,
      );
      return { idToken, accessToken, expiresIn: options.ttlSeconds };
    },
    async verify(token, use) {
      const payload = signatures.known(token, use) ?? (await checkSignature(token, use));
      const ended = await sessionEnded(payload);
      if (ended) throw new TokenError(ended);
      return payload as IdClaims;
    },
  };
}
