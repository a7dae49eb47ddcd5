// Settings of the reference back end, read once from the environment.
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { localSecrets, type LocalSecretName } from './security/localSecrets';
import { checkedEnvironment, type Environment } from './settingsSchema';
import { BRAND_KEYS, type BrandKey } from '../brands/brandKeys';

export interface Settings {
  port: number;
  /**
   * The port the portal is reached at: PORT, or the load balancer's (PUBLIC_PORT) when instances sit behind one. The
   * brands' default origins and the loopback hosts answered are on it.
   */
  publicPort: number;
  host: string;
  production: boolean;
  databaseUrl?: string;
  dataDir: string;
  distDir: string;
  /** The page shell built for Node (dist-ssr/page-shell.cjs); without it pages are served with an empty root. */
  shellFile: string;
  /** Pool id in Cognito's "region_name" form; the part after the underscore is the SRP pool name. */
  userPoolId: string;
  userPoolClientId: string;
  /** Lifetime of id and access tokens, seconds. */
  tokenTtlSeconds: number;
  refreshTtlSeconds: number;
  /** Failed sign-ins in a row before the account is locked, and for how long. */
  maxFailedSignIns: number;
  lockoutSeconds: number;
  /** Test hooks (/api/test/*: flags, purge, audit log, loans) are served only when the test runner sets TEST_HOOKS=true. */
  testHooks: boolean;
  allowBrandOverride: boolean;
  /**
   * GraphQL introspection and the "Did you mean …?" suggestions in its errors, which map the schema for anyone: off
   * unless a developer asks for them with GRAPHQL_DEVELOPMENT=true (never in production).
   */
  graphqlDevelopment: boolean;
  /** GraphQL requests one signed-in user may make a minute (GRAPHQL_RATE_PER_MINUTE), and browser log entries. */
  graphqlPerMinute: number;
  logsPerMinute: number;
  /** Mail: the SMTP server, and whether to start MailDev (SMTP + inbox on maildevWebPort) in-process. */
  smtpHost: string;
  smtpPort: number;
  mailFrom: string;
  startMaildev: boolean;
  /**
   * Whether this instance seeds the personas, stores, products and flags at start (SEED, on unless 'false'). One
   * instance of a cluster seeds, before the others start: seeding again would put back what tests and people changed.
   */
  seed: boolean;
  maildevWebPort: number;
  /** A token handed over by a partner brand is accepted this long after it was issued. */
  handoffMaxAgeSeconds: number;
  /** Wrong one-time codes allowed in a passwordless sign-in before it must start again. */
  passwordlessMaxAttempts: number;
  /** Password-reset codes: lifetime and wrong tries allowed. */
  resetCodeTtlSeconds: number;
  resetMaxAttempts: number;
  /**
   * What one account may spend on one-time codes of every kind (server/security/codeBudget.ts, decision 0076): wrong
   * tries in a day (CODE_GUESSES_PER_DAY, 10), and codes issued in an hour and in a day (CODES_PER_HOUR, 5;
   * CODES_PER_DAY, 10), to the account and to any one address alike.
   */
  codeGuessesPerDay: number;
  codesPerHour: number;
  codesPerDay: number;
  /**
   * Where each brand's site is (scheme, host and port): the only hosts the server answers, and the base of every
   * URL it hands out (identity endpoint, socket, hand-offs). BRAND_ORIGINS="cng=https://www.cng.example,..."; a brand
   * not named there is http://<key>.localhost:<PUBLIC_PORT>.
   */
  brandOrigins: Record<BrandKey, string>;
  /** Loopback hosts (127.0.0.1, localhost, [::1] on PUBLIC_PORT and PORT) are answered as the default brand: on, but in production. */
  allowLoopbackHosts: boolean;
  /** Proxies whose X-Forwarded-Host / -Proto / -For are believed (addresses or CIDR ranges); none by default. */
  trustedProxies: string[];
  /**
   * The bearer token an operator sends for the job queue's counts (`GET /api/health/jobs`); OPERATOR_TOKEN or
   * OPERATOR_TOKEN_FILE, at least 32 characters. Unset, the counts answer only on the loopback host names (never in
   * production, never on a brand host).
   */
  operatorToken: string | null;
  /**
   * Lookups that tell something about a person (pre-sign-up, forgot-password, enrollment, forgot-email, resume) a
   * client address may make in 10 minutes (LOOKUPS_PER_ADDRESS, 20), and that may be made for one person, by email or
   * SSN, from anywhere (LOOKUPS_PER_SUBJECT, 5): server/security/lookupLimits.ts.
   */
  lookupsPerAddress: number;
  lookupsPerSubject: number;
  /** The secret SSNs are keyed with before they are stored (HMAC-SHA256): a stored hash cannot be reversed by trying every SSN. */
  ssnPepper: string;
  /** The secret bank data is sealed with at rest (AES-256-GCM): Plaid access tokens, full account and routing numbers. */
  bankDataKey: string;
  /** The secret the token signing key is sealed with in the database (AES-256-GCM): the key is never stored in plain text. */
  signingKeySecret: string;
  /** Where bank links go: 'local' (the Plaid sandbox stand-in, server/domain/bank/localPlaid.ts) or 'plaid'. */
  bankLinkMode: 'local' | 'plaid';
  /**
   * Plaid, when bankLinkMode is 'plaid' (issue 70): the address its SDK calls (PLAID_BASE_URL; or PLAID_ENV's: sandbox
   * and production as the SDK has them, null here; local, the stand-in of Plaid's API started in this process on
   * PLAID_STAND_IN_PORT), the client id and secret (PLAID_SECRET or PLAID_SECRET_FILE; never logged), and where Plaid
   * sends webhooks (PLAID_WEBHOOK_URL, or the brand's own origin's /api/plaid/webhook when null).
   */
  plaid: {
    environment: 'sandbox' | 'production' | 'local';
    baseUrl: string | null;
    clientId: string;
    secret: string;
    startStandIn: boolean;
    standInPort: number;
    webhookUrl: string | null;
  } | null;
  /**
   * Amazon Cognito as the identity provider (IDENTITY_PROVIDER=cognito; issue 70, decision 0081): the pool
   * (USER_POOL_ID, its region from it), the app client (USER_POOL_CLIENT_ID), the pool's issuer, and where its JWKS is
   * fetched (COGNITO_JWKS_URI; with COGNITO_ENV=local, this server's own, its identity service standing in for the
   * pool; null: Cognito's). null: the portal's own identity service.
   */
  cognito: {
    environment: 'aws' | 'local';
    userPoolId: string;
    region: string;
    clientId: string;
    issuer: string;
    jwksUri: string | null;
    /**
     * Where the pool's admin API is called (decision 0082): COGNITO_ENDPOINT; with COGNITO_ENV=local, this server's
     * own identity service (its /cognito API, which answers the admin calls as the pool's stand-in); null: Cognito's.
     */
    adminEndpoint: string | null;
    /** The keys the admin calls are signed with (AWS_ACCESS_KEY_ID with its secret); null: the SDK's own chain, a role. */
    credentials: AwsKeys | null;
  } | null;
  /** What sends texts (issue 70, decision 0080): 'mail' (to MailDev, server/sms/mailedTexts.ts) or 'sns'. */
  smsProvider: 'mail' | 'sns';
  /**
   * Amazon SNS, when smsProvider is 'sns': its region (SNS_REGION, else AWS_REGION), the address its SDK calls
   * (SNS_ENDPOINT; SNS_ENV=local, the stand-in of SNS started in this process on SNS_STAND_IN_PORT; null: the
   * region's own), the keys (AWS_ACCESS_KEY_ID with AWS_SECRET_ACCESS_KEY or its _FILE; null: the SDK's own chain,
   * a role, checked at start) and the lender's origination number (SNS_ORIGINATION_NUMBER, E.164; null: the
   * account's default).
   */
  sns: {
    environment: 'aws' | 'local';
    region: string;
    endpoint: string | null;
    credentials: AwsKeys | null;
    originationNumber: string | null;
    startStandIn: boolean;
    standInPort: number;
  } | null;
  /** The store map's tiles (a {z}/{x}/{y} URL template, {s} for subdomains) and the credit their licence asks for. */
  mapTileUrl: string;
  mapAttribution: string;
  /** How long each step of the simulated decision (submission to decision, e-sign to origination) takes. */
  decisionStepMs: number;
  /** Whether the sandbox SSNs' table decides their applications (underwriting.ts): on in development and tests, never in production. */
  underwritingSandbox: boolean;
  /**
   * The card processor (issue 48, decision 0051): its API for the back end (CARD_PROCESSOR_URL), the origin its card
   * frame is served from to browsers (CARD_FRAME_ORIGIN), and the secret key the back end sends (CARD_PROCESSOR_KEY).
   * Not in production, and with no CARD_PROCESSOR_URL, the processor's stand-in (server/cardProcessor/) is started in
   * this process on CARD_PROCESSOR_PORT (8090), as MailDev is.
   */
  cardProcessor: { url: string; frameOrigin: string; key: string; start: boolean; port: number };
  /** The log: its level (LOG_LEVEL, info), each request's line (LOG_REQUESTS=true), nothing at all (QUIET=true). */
  log: { level: Environment['LOG_LEVEL']; requests: boolean; quiet: boolean };
  /** The tokens' issuer (ISSUER_BASE), before the user pool's id. */
  issuerBase: string;
  /**
   * Traces (server/telemetry/tracing.ts): sent over OTLP when OTEL_EXPORTER_OTLP_ENDPOINT or
   * OTEL_EXPORTER_OTLP_TRACES_ENDPOINT is set; kept in memory for the tests to read (GET /api/test/spans) with
   * TRACE_TO_MEMORY=true, which needs the test hooks (the benchmarks' servers leave it off: tracing costs time).
   */
  tracing: { otlp: boolean; inMemory: boolean };
  /** Field reports (POST /api/rum) one address may send a minute (FIELD_REPORTS_PER_MINUTE, 60). */
  fieldReportsPerMinute: number;
}

/** An AWS access key and its secret. */
export interface AwsKeys {
  accessKeyId: string;
  secretAccessKey: string;
}

const root = fileURLToPath(new URL('..', import.meta.url));

export function readSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  // Numbers, flags and modes checked first (settingsSchema.ts): a variable that is not what it should be stops here.
  const checked = checkedEnvironment(env);
  const production = env.NODE_ENV === 'production';
  const port = checked.PORT;
  const publicPort = checked.PUBLIC_PORT ?? port;
  const pool = {
    userPoolId: env.USER_POOL_ID ?? LOCAL_POOL_ID,
    clientId: env.USER_POOL_CLIENT_ID ?? 'portal-web-client',
  };
  const cognitoPool = cognito(env, checked, production, pool);
  return {
    port,
    publicPort,
    host: env.HOST ?? '127.0.0.1',
    production,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR ?? `${root}.data/pglite`,
    distDir: env.DIST_DIR ?? `${root}dist`,
    shellFile: env.SHELL_FILE ?? `${root}dist-ssr/page-shell.cjs`,
    userPoolId: pool.userPoolId,
    userPoolClientId: pool.clientId,
    tokenTtlSeconds: checked.TOKEN_TTL_SECONDS,
    refreshTtlSeconds: checked.REFRESH_TTL_SECONDS,
    maxFailedSignIns: checked.MAX_FAILED_SIGN_INS,
    lockoutSeconds: checked.LOCKOUT_SECONDS,
    testHooks: testHooks(env.TEST_HOOKS, production),
    graphqlDevelopment: env.GRAPHQL_DEVELOPMENT === 'true' && !production,
    graphqlPerMinute: checked.GRAPHQL_RATE_PER_MINUTE,
    logsPerMinute: checked.LOG_RATE_PER_MINUTE,
    allowBrandOverride: env.ALLOW_BRAND_OVERRIDE === 'true' || (!production && env.ALLOW_BRAND_OVERRIDE !== 'false'),
    smtpHost: env.SMTP_HOST ?? '127.0.0.1',
    smtpPort: checked.SMTP_PORT,
    mailFrom: env.MAIL_FROM ?? 'Lending portal <no-reply@portal.example>',
    startMaildev: env.START_MAILDEV === 'true' || (!production && !env.SMTP_HOST && env.START_MAILDEV !== 'false'),
    maildevWebPort: checked.MAILDEV_WEB_PORT,
    seed: env.SEED !== 'false',
    handoffMaxAgeSeconds: checked.HANDOFF_MAX_AGE_SECONDS,
    passwordlessMaxAttempts: checked.PASSWORDLESS_MAX_ATTEMPTS,
    resetCodeTtlSeconds: checked.RESET_CODE_TTL_SECONDS,
    resetMaxAttempts: checked.RESET_MAX_ATTEMPTS,
    codeGuessesPerDay: checked.CODE_GUESSES_PER_DAY,
    codesPerHour: checked.CODES_PER_HOUR,
    codesPerDay: checked.CODES_PER_DAY,
    ssnPepper: secret(env, 'SSN_PEPPER', production),
    bankDataKey: secret(env, 'BANK_DATA_KEY', production),
    signingKeySecret: secret(env, 'SIGNING_KEY_SECRET', production),
    bankLinkMode: checked.BANK_LINK_MODE,
    plaid: checked.BANK_LINK_MODE === 'plaid' ? plaid(env, checked, production) : null,
    cognito: cognitoPool,
    smsProvider: checked.SMS_PROVIDER,
    sns: checked.SMS_PROVIDER === 'sns' ? sns(env, checked, production) : null,
    mapTileUrl: env.MAP_TILE_URL ?? 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    mapAttribution: env.MAP_ATTRIBUTION ?? '© OpenStreetMap contributors',
    decisionStepMs: checked.DECISION_STEP_MS,
    underwritingSandbox: underwritingSandbox(env.UNDERWRITING_SANDBOX, production),
    cardProcessor: cardProcessor(env, production, checked.CARD_PROCESSOR_PORT),
    brandOrigins: readBrandOrigins(env.BRAND_ORIGINS ?? '', publicPort),
    allowLoopbackHosts: env.ALLOW_LOOPBACK_HOSTS === 'true' || (!production && env.ALLOW_LOOPBACK_HOSTS !== 'false'),
    operatorToken: operatorToken(env),
    lookupsPerAddress: checked.LOOKUPS_PER_ADDRESS,
    lookupsPerSubject: checked.LOOKUPS_PER_SUBJECT,
    log: { level: checked.LOG_LEVEL, requests: checked.LOG_REQUESTS === 'true', quiet: checked.QUIET === 'true' },
    // With Cognito's stand-in, the identity service signs as the pool does.
    issuerBase:
      cognitoPool?.environment === 'local'
        ? cognitoIssuerBase(cognitoPool.region)
        : (env.ISSUER_BASE ?? 'https://identity.portal.local'),
    fieldReportsPerMinute: checked.FIELD_REPORTS_PER_MINUTE,
    tracing: {
      otlp: Boolean(checked.OTEL_EXPORTER_OTLP_ENDPOINT ?? checked.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT),
      inMemory: checked.TRACE_TO_MEMORY === 'true' && testHooks(env.TEST_HOOKS, production),
    },
    trustedProxies: (env.TRUSTED_PROXIES ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  };
}

/** Test hooks only when asked for by name, and never in production (a running portal has no open door for them). */
function testHooks(value: string | undefined, production: boolean): boolean {
  if (value !== 'true') return false;
  if (production)
    throw new Error(
      'TEST_HOOKS=true cannot be used with NODE_ENV=production: the test hooks would let anyone change flags and read the audit log',
    );
  return true;
}

/** The sandbox SSNs' outcomes: on unless turned off, but never in production (a real SSN may end in 0201). */
function underwritingSandbox(value: string | undefined, production: boolean): boolean {
  if (production && value === 'true')
    throw new Error(
      'UNDERWRITING_SANDBOX=true cannot be used with NODE_ENV=production: real applicants would be decided by the sandbox table',
    );
  return !production && value !== 'false';
}

/** Production's secrets are at least this long (a short pepper is as easy to try as no pepper). */
export const MIN_SECRET_LENGTH = 32;

/**
 * A secret's value: from the variable, or from the file NAME_FILE names (a mounted secret). In production it must be
 * set, and long enough; elsewhere a missing one is made at random once and kept in the local secrets file.
 */
function secret(env: NodeJS.ProcessEnv, name: LocalSecretName | 'CARD_PROCESSOR_KEY', production: boolean): string {
  const value = secretValue(env, name);
  if (value) {
    if (production && value.length < MIN_SECRET_LENGTH)
      throw new Error(`${name} must be at least ${MIN_SECRET_LENGTH} characters in production`);
    return value;
  }
  if (production) throw new Error(`${name} must be set in production (or ${name}_FILE naming a file that holds it)`);
  if (name === 'CARD_PROCESSOR_KEY') throw new Error('CARD_PROCESSOR_KEY_FILE names an empty file');
  return localSecrets(env.LOCAL_SECRETS_FILE ?? `${root}.data/local-secrets.json`)[name];
}

/** Plaid's address, keys and webhook address (BANK_LINK_MODE=plaid): the id and the secret must be set. */
function plaid(env: NodeJS.ProcessEnv, checked: Environment, production: boolean): NonNullable<Settings['plaid']> {
  const environment = checked.PLAID_ENV;
  if (production && environment === 'local')
    throw new Error('PLAID_ENV=local cannot be used with NODE_ENV=production: bank links would go to the stand-in');
  const clientId = checked.PLAID_CLIENT_ID ?? '';
  if (!clientId)
    throw new Error("PLAID_CLIENT_ID must be set when BANK_LINK_MODE=plaid (the lender's Plaid client id)");
  const secret = secretValue(env, 'PLAID_SECRET');
  if (!secret)
    throw new Error(
      'PLAID_SECRET must be set when BANK_LINK_MODE=plaid (or PLAID_SECRET_FILE naming a file that holds it)',
    );
  const startStandIn = environment === 'local' && !checked.PLAID_BASE_URL;
  const standInPort = checked.PLAID_STAND_IN_PORT;
  // null: the environment's own address, as Plaid's SDK has it.
  const baseUrl =
    checked.PLAID_BASE_URL?.replace(/\/+$/, '') ?? (environment === 'local' ? `http://127.0.0.1:${standInPort}` : null);
  return {
    environment,
    baseUrl,
    clientId,
    secret,
    startStandIn,
    standInPort,
    webhookUrl: checked.PLAID_WEBHOOK_URL ?? null,
  };
}

/** The user pool of the portal's own identity service (and of Cognito's stand-in) when USER_POOL_ID is not set. */
const LOCAL_POOL_ID = 'us-east-1_LocalPool';
/** A Cognito user pool's id: its region, an underscore, its name. */
const POOL_ID = /^([a-z]{2}(?:-gov)?-[a-z]+-\d)_[0-9A-Za-z]+$/;
const cognitoIssuerBase = (region: string) => `https://cognito-idp.${region}.amazonaws.com`;

/** Cognito's pool, client, issuer and JWKS (IDENTITY_PROVIDER=cognito): a real pool needs its id and client id. */
function cognito(
  env: NodeJS.ProcessEnv,
  checked: Environment,
  production: boolean,
  { userPoolId, clientId }: { userPoolId: string; clientId: string },
): Settings['cognito'] {
  if (checked.IDENTITY_PROVIDER !== 'cognito') return null;
  const environment = checked.COGNITO_ENV;
  if (production && environment === 'local')
    throw new Error('COGNITO_ENV=local cannot be used with NODE_ENV=production: sign-in would go to the stand-in');
  if (environment === 'aws')
    for (const name of ['USER_POOL_ID', 'USER_POOL_CLIENT_ID'])
      if (!env[name]) throw new Error(`${name} must be set when IDENTITY_PROVIDER=cognito (the lender's user pool)`);
  const region = POOL_ID.exec(userPoolId)?.[1];
  if (!region)
    throw new Error(
      'USER_POOL_ID must be a Cognito user pool id, such as us-east-1_AbCdEf123, when IDENTITY_PROVIDER=cognito',
    );
  return {
    environment,
    userPoolId,
    region,
    clientId,
    issuer: `${cognitoIssuerBase(region)}/${userPoolId}`,
    jwksUri:
      checked.COGNITO_JWKS_URI ??
      (environment === 'local' ? `http://127.0.0.1:${checked.PORT}/${userPoolId}/.well-known/jwks.json` : null),
    adminEndpoint:
      checked.COGNITO_ENDPOINT?.replace(/\/+$/, '') ??
      (environment === 'local' ? `http://127.0.0.1:${checked.PORT}/cognito` : null),
    credentials:
      awsKeys(env, checked, 'IDENTITY_PROVIDER=cognito') ?? (environment === 'local' ? COGNITO_STAND_IN_KEYS : null),
  };
}

/** The keys the identity service takes for the pool's admin calls when it stands in for Cognito (never in production). */
export const COGNITO_STAND_IN_KEYS: AwsKeys = {
  accessKeyId: 'LOCALCOGNITOSTANDIN',
  secretAccessKey: 'local-cognito-stand-in-secret',
};

/** AWS_ACCESS_KEY_ID with its secret (AWS_SECRET_ACCESS_KEY or its _FILE), both or neither; null when neither is set. */
function awsKeys(env: NodeJS.ProcessEnv, checked: Environment, chosen: string): AwsKeys | null {
  const accessKeyId = checked.AWS_ACCESS_KEY_ID ?? '';
  const secretAccessKey = secretValue(env, 'AWS_SECRET_ACCESS_KEY');
  if (accessKeyId && !secretAccessKey)
    throw new Error(
      `AWS_SECRET_ACCESS_KEY must be set with AWS_ACCESS_KEY_ID when ${chosen} (or AWS_SECRET_ACCESS_KEY_FILE naming a file that holds it)`,
    );
  if (!accessKeyId && secretAccessKey)
    throw new Error(`AWS_ACCESS_KEY_ID must be set with AWS_SECRET_ACCESS_KEY when ${chosen}`);
  return accessKeyId ? { accessKeyId, secretAccessKey } : null;
}

/** The keys the SNS stand-in takes when none are set (it listens on 127.0.0.1 only, and never in production). */
export const SNS_STAND_IN_KEYS: AwsKeys = {
  accessKeyId: 'LOCALSNSSTANDIN',
  secretAccessKey: 'local-sns-stand-in-secret',
};

/** Amazon SNS's region, address and keys (SMS_PROVIDER=sns): a key id needs its secret, and AWS needs a region. */
function sns(env: NodeJS.ProcessEnv, checked: Environment, production: boolean): NonNullable<Settings['sns']> {
  const environment = checked.SNS_ENV;
  if (production && environment === 'local')
    throw new Error('SNS_ENV=local cannot be used with NODE_ENV=production: text messages would go to the stand-in');
  const region = checked.SNS_REGION ?? checked.AWS_REGION ?? (environment === 'local' ? 'us-east-1' : '');
  if (!region)
    throw new Error("SNS_REGION must be set when SMS_PROVIDER=sns (the AWS region of the lender's SNS, or AWS_REGION)");
  const keys = awsKeys(env, checked, 'SMS_PROVIDER=sns');
  const startStandIn = environment === 'local' && !checked.SNS_ENDPOINT;
  const standInPort = checked.SNS_STAND_IN_PORT;
  return {
    environment,
    region,
    endpoint:
      checked.SNS_ENDPOINT?.replace(/\/+$/, '') ?? (environment === 'local' ? `http://127.0.0.1:${standInPort}` : null),
    credentials: keys ?? (environment === 'local' ? SNS_STAND_IN_KEYS : null),
    originationNumber: checked.SNS_ORIGINATION_NUMBER ?? null,
    startStandIn,
    standInPort,
  };
}

/** A secret from its variable or from the file NAME_FILE names; empty when neither is set. */
function secretValue(env: NodeJS.ProcessEnv, name: string): string {
  const file = env[`${name}_FILE`];
  if (env[name] || !file) return env[name] ?? '';
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    throw new Error(
      `${name}_FILE names a file that cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)}): ${file}`,
      { cause: error },
    );
  }
}

/** Where the card processor is, and its key: all three named in production; otherwise the local stand-in's. */
function cardProcessor(env: NodeJS.ProcessEnv, production: boolean, port: number): Settings['cardProcessor'] {
  if (production)
    for (const name of ['CARD_PROCESSOR_URL', 'CARD_FRAME_ORIGIN'])
      if (!env[name]) throw new Error(`${name} must be set in production (where the card processor is)`);
  const start =
    env.START_CARD_PROCESSOR === 'true' ||
    (!production && !env.CARD_PROCESSOR_URL && env.START_CARD_PROCESSOR !== 'false');
  // The stand-in's key, when none is set: derived from a local secret, so every instance of this checkout agrees.
  const key =
    env.CARD_PROCESSOR_KEY || env.CARD_PROCESSOR_KEY_FILE || production
      ? secret(env, 'CARD_PROCESSOR_KEY', production)
      : createHmac('sha256', secret(env, 'SIGNING_KEY_SECRET', false))
          .update('card-processor-key')
          .digest('base64url');
  return {
    url: (env.CARD_PROCESSOR_URL ?? `http://127.0.0.1:${port}`).replace(/\/+$/, ''),
    frameOrigin: new URL(env.CARD_FRAME_ORIGIN ?? `http://cards.localhost:${port}`).origin,
    key,
    start,
    port,
  };
}

function operatorToken(env: NodeJS.ProcessEnv): string | null {
  const value = secretValue(env, 'OPERATOR_TOKEN');
  if (!value) return null;
  if (value.length < MIN_SECRET_LENGTH)
    throw new Error(`OPERATOR_TOKEN must be at least ${MIN_SECRET_LENGTH} characters`);
  return value;
}

function readBrandOrigins(value: string, port: number): Record<BrandKey, string> {
  const origins = Object.fromEntries(BRAND_KEYS.map((key) => [key, `http://${key}.localhost:${port}`])) as Record<
    BrandKey,
    string
  >;
  for (const entry of value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [key, origin = ''] = entry.split('=');
    if (!key || !(BRAND_KEYS as readonly string[]).includes(key))
      throw new Error(`BRAND_ORIGINS names an unknown brand: ${entry}`);
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      throw new Error(`BRAND_ORIGINS has a brand origin that is not a URL: ${entry}`);
    }
    if (url.origin !== origin.replace(/\/$/, ''))
      throw new Error(`BRAND_ORIGINS takes origins only (scheme, host, port): ${entry}`);
    origins[key as BrandKey] = url.origin;
  }
  return origins;
}

/** The origin the map's tiles come from, for the page's Content-Security-Policy ('https://*.tile.example' for {s}). */
export function tileOrigin(tileUrl: string): string {
  const url = new URL(tileUrl.replace(/\{[a-z]\}/gi, 'x'));
  return tileUrl.includes('{s}') ? `${url.protocol}//*.${url.host.split('.').slice(1).join('.')}` : url.origin;
}
