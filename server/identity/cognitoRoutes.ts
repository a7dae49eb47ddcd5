// A Cognito-compatible user-pool endpoint: the JSON protocol that aws-amplify speaks when it is given
// `userPoolEndpoint`. Requests are POSTs whose X-Amz-Target header names the operation.
import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_BRAND } from '../../brands/index';
import type { Database } from '../db/client';
import { authChallenges, refreshTokens } from '../db/schema/identity';
import type { Mailer } from '../mail/mailer';
import type { HostPolicy } from '../web/hosts';
import { HOSTILE_INPUT_TEXT, isDataException } from '../security/hostileInput';
import type { Settings } from '../settings';
import { cognitoAdmin, type CognitoAdmin } from './cognitoAdmin';
import { createCustomAuth } from './customAuth';
import { createPasskeys } from './passkeys';
import { createPasswordReset } from './passwordReset';
import { passCheckWithPasskey } from '../domain/mfa/mfaRepository';
import { createSignUp } from './signUp';
import { attemptsExceeded, CognitoError, incorrectCredentials, invalidParameter, notAuthorized } from './cognitoErrors';
import { checkPassword, DUMMY_PASSWORD_HASH, sha256 } from './passwordHash';
import { createServerEphemeral, parseSrpTimestamp, verifyPasswordClaim } from './srp';
import { srpDecoys } from './srpDecoy';
import { signInTries } from './signInTries';
import { DEVICE_COOKIE } from '../web/deviceCookie';
import { codeBudget } from '../security/codeBudget';
import { TokenError, type TokenService } from './tokens';
import {
  findUserByEmail,
  findUserBySub,
  recordGoodSignIn,
  revokeAllRefreshTokens,
  toTokenUser,
  userAttributes,
  type UserRow,
} from './userStore';

type Body = Record<string, unknown>;
type Handler = (body: Body, request: FastifyRequest) => Promise<Body>;

/** The brand site a request came from (for links in mail): one of the configured brand origins, else the default brand's. */
function siteOrigin(request: FastifyRequest, settings: Settings): string {
  const origin = String(request.headers.origin ?? '');
  return Object.values(settings.brandOrigins).includes(origin) ? origin : settings.brandOrigins[DEFAULT_BRAND];
}

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';
const CHALLENGE_TTL_MS = 5 * 60 * 1000;
const CLOCK_SKEW_MS = 5 * 60 * 1000;

function field(body: Body, path: string[]): string {
  let value: unknown = body;
  for (const key of path) value = value && typeof value === 'object' ? (value as Body)[key] : undefined;
  if (typeof value !== 'string' || value === '') throw invalidParameter(`Missing required parameter ${path.join('.')}`);
  return value;
}

export function registerCognitoRoutes(
  app: FastifyInstance,
  deps: { db: Database; tokens: TokenService; settings: Settings; mailer: Mailer; hosts: HostPolicy },
): { admin: CognitoAdmin | null } {
  const { db, tokens, settings, mailer } = deps;
  const poolName = settings.userPoolId.split('_')[1] ?? '';
  const decoyFor = srpDecoys(settings.signingKeySecret, poolName);
  const tries = signInTries({ db, settings, mailer, log: app.log });
  /** The remembered device's secret the browser sent with a sign-in (its HttpOnly cookie), if any. */
  const deviceSecretOf = (request: FastifyRequest): string | null => request.cookies[DEVICE_COOKIE] ?? null;

  function checkClient(body: Body): void {
    if (field(body, ['ClientId']) !== settings.userPoolClientId)
      throw new CognitoError('ResourceNotFoundException', 'User pool client does not exist.');
  }

  /**
   * Tokens for a user who has proved who they are. A passkey proves more than a password: the sign-in counts as its
   * multi-factor check passed (decision 0070), and it leaves the password's count of wrong tries alone, so signing in
   * with a passkey does not give a password guesser fresh tries.
   */
  async function authenticated(user: UserRow, how: { passkey: boolean } = { passkey: false }): Promise<Body> {
    if (!how.passkey) await recordGoodSignIn(db, user);
    if (!user.confirmed) throw new CognitoError('UserNotConfirmedException', 'User is not confirmed.');
    const refreshToken = randomBytes(48).toString('base64url');
    const originJti = randomUUID();
    await db.insert(refreshTokens).values({
      originJti,
      userSub: user.sub,
      tokenHash: sha256(refreshToken),
      expiresAt: new Date(Date.now() + settings.refreshTtlSeconds * 1000),
    });
    if (how.passkey) await passCheckWithPasskey(db, user, originJti);
    const issued = await tokens.issue(toTokenUser(user), originJti, Math.floor(Date.now() / 1000));
    return {
      ChallengeParameters: {},
      AuthenticationResult: {
        AccessToken: issued.accessToken,
        IdToken: issued.idToken,
        RefreshToken: refreshToken,
        ExpiresIn: issued.expiresIn,
        TokenType: 'Bearer',
      },
    };
  }

  /** The user of an access token, and the sign-in (origin_jti) it came from. */
  async function signInOfAccessToken(body: Body): Promise<{ user: UserRow; originJti: string }> {
    try {
      const claims = await tokens.verify(field(body, ['AccessToken']), 'access');
      const user = await findUserBySub(db, claims.sub);
      if (!user) throw notAuthorized('Access Token has been revoked');
      return { user, originJti: claims.origin_jti };
    } catch (error) {
      if (error instanceof TokenError) throw notAuthorized('Access Token has been revoked');
      throw error;
    }
  }

  const userForAccessToken = async (body: Body): Promise<UserRow> => (await signInOfAccessToken(body)).user;

  async function refreshRow(token: string) {
    const [row] = await db
      .select()
      .from(refreshTokens)
      .where(
        and(
          eq(refreshTokens.tokenHash, sha256(token)),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, new Date()),
        ),
      );
    return row;
  }

  const initiateSrp = async (body: Body): Promise<Body> => {
    const email = field(body, ['AuthParameters', 'USERNAME']).toLowerCase();
    const A = field(body, ['AuthParameters', 'SRP_A']);
    // A is a number of the 3072-bit group, in hexadecimal: anything else can never answer the challenge.
    if (!/^[0-9a-fA-F]{1,1024}$/.test(A))
      throw invalidParameter('SRP_A must be a hexadecimal number of at most 1024 digits');
    const user = await findUserByEmail(db, email);
    // A name without a password login gets the decoy: the same salt and user id each time, shaped as a real user's,
    // and a challenge that can never be met, so the answer does not tell who exists.
    const usable = user && user.srpVerifier && user.srpSalt && !user.isPasswordless;
    const decoy = usable ? null : decoyFor(email.trim());
    const verifier = usable ? user.srpVerifier! : decoy!.verifier;
    const salt = usable ? user.srpSalt! : decoy!.salt;
    const userId = usable ? user.sub : decoy!.userId;
    const { b, B } = createServerEphemeral(verifier);
    const id = randomBytes(32).toString('base64url');
    const secretBlock = randomBytes(64).toString('base64');
    await db.insert(authChallenges).values({
      id,
      userSub: usable ? user.sub : null,
      kind: 'PASSWORD_VERIFIER',
      data: { A, b, B, verifier, secretBlock, userId },
      expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
    });
    return {
      ChallengeName: 'PASSWORD_VERIFIER',
      Session: id,
      ChallengeParameters: {
        SALT: salt,
        SECRET_BLOCK: secretBlock,
        SRP_B: B,
        USERNAME: userId,
        USER_ID_FOR_SRP: userId,
      },
    };
  };

  const initiatePassword = async (body: Body, request: FastifyRequest): Promise<Body> => {
    const email = field(body, ['AuthParameters', 'USERNAME']);
    const password = field(body, ['AuthParameters', 'PASSWORD']);
    const user = await findUserByEmail(db, email);
    if (!user || !user.passwordHash) {
      // Counted and locked as a login is, and as long as a real user's wrong password takes, so neither the answer
      // nor its time tells who has a login.
      if (!(await tries.decoyTry(decoyFor(email.trim().toLowerCase()).userId))) throw attemptsExceeded();
      await checkPassword(password, DUMMY_PASSWORD_HASH);
      throw incorrectCredentials();
    }
    const counted = await tries.loginTry(user, deviceSecretOf(request));
    if (!counted) throw attemptsExceeded();
    if (!(await checkPassword(password, user.passwordHash))) {
      tries.wrongPassword(counted);
      throw incorrectCredentials();
    }
    return authenticated(counted);
  };

  const refreshTokensOp = async (token: string): Promise<Body> => {
    const row = await refreshRow(token);
    if (!row) throw notAuthorized('Invalid Refresh Token');
    const user = await findUserBySub(db, row.userSub);
    if (!user) throw notAuthorized('Invalid Refresh Token');
    const issued = await tokens.issue(toTokenUser(user), row.originJti, Math.floor(Date.now() / 1000));
    return {
      ChallengeParameters: {},
      AuthenticationResult: {
        AccessToken: issued.accessToken,
        IdToken: issued.idToken,
        ExpiresIn: issued.expiresIn,
        TokenType: 'Bearer',
      },
    };
  };

  const budget = codeBudget(db, settings);
  const customAuth = createCustomAuth({
    db,
    tokens,
    settings,
    mailer,
    budget,
    log: app.log,
    authenticated: (user) => authenticated(user),
  });
  const passkeys = createPasskeys({ db, settings, signInOfAccessToken, authenticated });
  const passwordReset = createPasswordReset({ db, settings, mailer, poolName, log: app.log, budget });
  const signUps = createSignUp({ db, settings, mailer, poolName, budget });

  const handlers: Record<string, Handler> = {
    async InitiateAuth(body, request) {
      checkClient(body);
      const flow = field(body, ['AuthFlow']);
      if (flow === 'USER_SRP_AUTH') return initiateSrp(body);
      if (flow === 'USER_PASSWORD_AUTH') return initiatePassword(body, request);
      if (flow === 'CUSTOM_AUTH') return customAuth.initiate(body);
      if (flow === 'USER_AUTH') return passkeys.initiate(body, request);
      if (flow === 'REFRESH_TOKEN_AUTH' || flow === 'REFRESH_TOKEN')
        return refreshTokensOp(field(body, ['AuthParameters', 'REFRESH_TOKEN']));
      throw invalidParameter(`Unsupported AuthFlow ${flow}`);
    },
    async RespondToAuthChallenge(body, request) {
      checkClient(body);
      const name = field(body, ['ChallengeName']);
      if (name === 'CUSTOM_CHALLENGE') return customAuth.respond(body);
      if (name === 'WEB_AUTHN') return passkeys.respond(body);
      if (name !== 'PASSWORD_VERIFIER') throw invalidParameter(`Unsupported ChallengeName ${name}`);
      const sessionId = field(body, ['Session']);
      const [challenge] = await db
        .delete(authChallenges)
        .where(and(eq(authChallenges.id, sessionId), gt(authChallenges.expiresAt, new Date())))
        .returning();
      if (!challenge || challenge.kind !== 'PASSWORD_VERIFIER')
        throw notAuthorized('Invalid session for the user, session is expired.');
      const user = challenge.userSub ? await findUserBySub(db, challenge.userSub) : undefined;
      // A decoy's try is counted and locked as a login's is, and its claim is checked like a real one (it always
      // fails), so neither the answer nor its time tells who has a login.
      const counted = user ? await tries.loginTry(user, deviceSecretOf(request)) : undefined;
      if (user ? !counted : !(await tries.decoyTry(challenge.data.userId ?? ''))) throw attemptsExceeded();
      const timestamp = field(body, ['ChallengeResponses', 'TIMESTAMP']);
      const at = parseSrpTimestamp(timestamp);
      const good =
        Number.isFinite(at) &&
        Math.abs(at - Date.now()) <= CLOCK_SKEW_MS &&
        field(body, ['ChallengeResponses', 'PASSWORD_CLAIM_SECRET_BLOCK']) === challenge.data.secretBlock &&
        verifyPasswordClaim({
          poolName,
          userId: challenge.data.userId!,
          secretBlock: challenge.data.secretBlock,
          timestamp,
          signature: field(body, ['ChallengeResponses', 'PASSWORD_CLAIM_SIGNATURE']),
          A: challenge.data.A!,
          b: challenge.data.b!,
          B: challenge.data.B!,
          verifier: challenge.data.verifier!,
        });
      if (!good || !counted) {
        if (counted) tries.wrongPassword(counted);
        throw incorrectCredentials();
      }
      return authenticated(counted);
    },
    async ForgotPassword(body, request) {
      checkClient(body);
      return passwordReset.forgotPassword(body, siteOrigin(request, settings));
    },
    async ConfirmForgotPassword(body) {
      checkClient(body);
      return passwordReset.confirmForgotPassword(body);
    },
    async SignUp(body, request) {
      checkClient(body);
      return signUps.signUp(
        body,
        deps.hosts.isLoopback(request) ? null : deps.hosts.brandOf(request),
        request.ip || null,
      );
    },
    async ConfirmSignUp(body) {
      checkClient(body);
      return signUps.confirmSignUp(body);
    },
    async GetTokensFromRefreshToken(body) {
      checkClient(body);
      return refreshTokensOp(field(body, ['RefreshToken']));
    },
    async GetUser(body) {
      const user = await userForAccessToken(body);
      return { Username: user.sub, UserAttributes: userAttributes(user) };
    },
    StartWebAuthnRegistration: (body, request) => passkeys.startRegistration(body, request),
    CompleteWebAuthnRegistration: (body, request) => passkeys.completeRegistration(body, request),
    ListWebAuthnCredentials: (body, request) => passkeys.list(body, request),
    DeleteWebAuthnCredential: (body, request) => passkeys.remove(body, request),
    async GlobalSignOut(body) {
      const user = await userForAccessToken(body);
      await revokeAllRefreshTokens(db, user.sub);
      return {};
    },
    async RevokeToken(body) {
      checkClient(body);
      const row = await refreshRow(field(body, ['Token']));
      // Revoking an unknown or already revoked token succeeds, as it does at Cognito.
      if (row)
        await db.update(refreshTokens).set({ revokedAt: new Date() }).where(eq(refreshTokens.originJti, row.originJti));
      return {};
    },
  };

  // The admin operations, signed as Cognito's are: only while this service stands in for a lender's pool.
  const admin = settings.cognito?.environment === 'local' ? cognitoAdmin(db, settings.cognito) : null;
  /** Each request's body as it arrived, for the admin operations' signature check. */
  const rawBodies = new WeakMap<FastifyRequest, string>();
  const operationOf = (request: FastifyRequest) => {
    const target = String(request.headers['x-amz-target'] ?? '');
    return target.startsWith(TARGET_PREFIX) ? target.slice(TARGET_PREFIX.length) : '';
  };
  const isAdminCall = (request: FastifyRequest) => !!admin && Object.hasOwn(admin.operations, operationOf(request));

  const parseJson = (request: FastifyRequest, body: string, done: (err: Error | null, value?: unknown) => void) => {
    rawBodies.set(request, body);
    try {
      done(null, body ? JSON.parse(body) : {});
    } catch {
      done(new CognitoError('SerializationException', 'Malformed JSON'));
    }
  };

  void app.register((scope, _options, done) => {
    scope.addContentTypeParser(
      ['application/x-amz-json-1.1', 'application/x-amz-json-1.0'],
      { parseAs: 'string' },
      parseJson,
    );
    // aws-amplify posts to the endpoint as given (`/cognito`); the AWS SDK v3 adds a trailing slash (`/cognito/`), as
    // real Cognito answers at `/`. Both reach the same handler and share one rate limit.
    for (const url of ['/cognito', '/cognito/']) {
      scope.route({
        method: 'POST',
        url,
        // The stand-in's admin calls (the portal's own, signed, from this machine) are a pool's API, not a browser's:
        // they are not counted with the sign-ins of 127.0.0.1.
        config: {
          rateLimit: {
            max: 300,
            timeWindow: '1 minute',
            groupId: 'cognito',
            ...(admin ? { allowList: (request: FastifyRequest) => isAdminCall(request) } : {}),
          },
        },
        // Described once (the trailing-slash twin is hidden). Each operation's body is checked by its handler, as
        // Cognito checks it, and refused in Cognito's own shape.
        schema: {
          ...(url === '/cognito'
            ? {
                tags: ['identity'],
                summary: "Amazon Cognito's user-pool operations, as aws-amplify calls them",
                description: `X-Amz-Target: AWSCognitoIdentityProviderService.<operation>, one of ${Object.keys(handlers).sort().join(', ')}${admin ? `; signed with Signature Version 4 (Cognito's stand-in), ${Object.keys(admin.operations).sort().join(', ')}` : ''}. Body: the operation's JSON (application/x-amz-json-1.1).`,
              }
            : { hide: true }),
        },
        handler: operationHandler,
      });
    }
    done();
  });

  async function operationHandler(request: FastifyRequest, reply: FastifyReply): Promise<string> {
    const operation = operationOf(request);
    reply.header('content-type', 'application/x-amz-json-1.1');
    try {
      const body = request.body && typeof request.body === 'object' ? (request.body as Body) : {};
      const adminOperation = admin && Object.hasOwn(admin.operations, operation) ? admin.operations[operation] : null;
      if (adminOperation) {
        await admin!.checkSignature(request, rawBodies.get(request) ?? '');
        return JSON.stringify(await adminOperation(body));
      }
      const handler = Object.hasOwn(handlers, operation) ? handlers[operation] : undefined;
      if (!handler)
        throw new CognitoError(
          'InvalidAction',
          `Operation ${operation || '(none)'} is not supported by this user pool`,
        );
      return JSON.stringify(await handler(body, request));
    } catch (error) {
      const known =
        error instanceof CognitoError
          ? error
          : isDataException(error)
            ? invalidParameter(HOSTILE_INPUT_TEXT.data)
            : new CognitoError('InternalErrorException', 'Internal error', 500);
      if (known.status >= 500) request.log.error({ err: error, operation }, 'identity operation failed');
      reply.code(known.status).header('x-amzn-errortype', known.type);
      return JSON.stringify({ __type: known.type, message: known.message });
    }
  }
  return { admin };
}
