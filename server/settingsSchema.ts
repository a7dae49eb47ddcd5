// Every environment variable the back end reads, in one JSON schema checked at start (issue 49; env-schema, with
// Ajv): a number that is not one, a flag that is neither true nor false, or a mode we do not know stops start-up
// naming the variable, where `Number(env.X)` used to let NaN through. Numbers get their defaults here; what depends
// on other settings (production or not, a file named by NAME_FILE) is worked out in settings.ts.
import envSchema from 'env-schema';

const port = (fallback: number) => ({ type: 'integer', minimum: 1, maximum: 65535, default: fallback }) as const;
/** A count or a span: at most what a timer takes (2^31 - 1 ms), so a span in seconds or ms never overflows one. */
const whole = (fallback: number) =>
  ({ type: 'integer', minimum: 1, maximum: 2_147_483_647, default: fallback }) as const;
const flag = { type: 'string', enum: ['true', 'false'] } as const;
const text = { type: 'string' } as const;
/** An address the server sends to: http or https, nothing else (OpenTelemetry's exporter reads it itself). */
const address = { type: 'string', pattern: '^https?://[^\\s]+$' } as const;

/** The variables, with their types and defaults (docs/security.md says what each is for). */
export const ENV_SCHEMA = {
  type: 'object',
  properties: {
    NODE_ENV: text,
    PORT: port(8080),
    // The port browsers use (behind a balancer), PORT's when not set.
    PUBLIC_PORT: { type: 'integer', minimum: 1, maximum: 65535 },
    HOST: text,
    DATABASE_URL: text,
    DATA_DIR: text,
    DIST_DIR: text,
    SHELL_FILE: text,
    USER_POOL_ID: text,
    USER_POOL_CLIENT_ID: text,
    ISSUER_BASE: text,
    TOKEN_TTL_SECONDS: whole(3600),
    REFRESH_TTL_SECONDS: whole(30 * 24 * 3600),
    MAX_FAILED_SIGN_INS: whole(5),
    LOCKOUT_SECONDS: whole(900),
    TEST_HOOKS: flag,
    TRACE_TO_MEMORY: flag,
    GRAPHQL_DEVELOPMENT: flag,
    GRAPHQL_RATE_PER_MINUTE: whole(1200),
    LOG_RATE_PER_MINUTE: whole(60),
    FIELD_REPORTS_PER_MINUTE: whole(60),
    LOG_LEVEL: {
      type: 'string',
      enum: ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
      default: 'info',
    },
    LOG_REQUESTS: flag,
    QUIET: flag,
    ALLOW_BRAND_OVERRIDE: flag,
    SMTP_HOST: text,
    SMTP_PORT: port(1025),
    MAIL_FROM: text,
    START_MAILDEV: flag,
    MAILDEV_WEB_PORT: port(1080),
    SEED: flag,
    HANDOFF_MAX_AGE_SECONDS: whole(60),
    PASSWORDLESS_MAX_ATTEMPTS: whole(3),
    RESET_CODE_TTL_SECONDS: whole(3600),
    RESET_MAX_ATTEMPTS: whole(5),
    CODE_GUESSES_PER_DAY: whole(10),
    CODES_PER_HOUR: whole(5),
    CODES_PER_DAY: whole(10),
    SSN_PEPPER: text,
    SSN_PEPPER_FILE: text,
    BANK_DATA_KEY: text,
    BANK_DATA_KEY_FILE: text,
    SIGNING_KEY_SECRET: text,
    SIGNING_KEY_SECRET_FILE: text,
    LOCAL_SECRETS_FILE: text,
    BANK_LINK_MODE: { type: 'string', enum: ['local', 'plaid'], default: 'local' },
    PLAID_ENV: { type: 'string', enum: ['sandbox', 'production', 'local'], default: 'sandbox' },
    PLAID_CLIENT_ID: text,
    PLAID_SECRET: text,
    PLAID_SECRET_FILE: text,
    PLAID_BASE_URL: address,
    PLAID_WEBHOOK_URL: address,
    PLAID_STAND_IN_PORT: port(8091),
    IDENTITY_PROVIDER: { type: 'string', enum: ['portal', 'cognito'], default: 'portal' },
    COGNITO_ENV: { type: 'string', enum: ['aws', 'local'], default: 'aws' },
    COGNITO_JWKS_URI: address,
    COGNITO_ENDPOINT: address,
    SMS_PROVIDER: { type: 'string', enum: ['mail', 'sns'], default: 'mail' },
    SNS_ENV: { type: 'string', enum: ['aws', 'local'], default: 'aws' },
    SNS_REGION: text,
    AWS_REGION: text,
    SNS_ENDPOINT: address,
    SNS_ORIGINATION_NUMBER: { type: 'string', pattern: '^\\+[1-9][0-9]{6,14}$' },
    SNS_STAND_IN_PORT: port(8092),
    AWS_ACCESS_KEY_ID: text,
    AWS_SECRET_ACCESS_KEY: text,
    AWS_SECRET_ACCESS_KEY_FILE: text,
    MAP_TILE_URL: text,
    MAP_ATTRIBUTION: text,
    DECISION_STEP_MS: whole(1200),
    UNDERWRITING_SANDBOX: flag,
    CARD_PROCESSOR_URL: text,
    CARD_FRAME_ORIGIN: text,
    CARD_PROCESSOR_KEY: text,
    CARD_PROCESSOR_KEY_FILE: text,
    CARD_PROCESSOR_PORT: port(8090),
    START_CARD_PROCESSOR: flag,
    BRAND_ORIGINS: text,
    ALLOW_LOOPBACK_HOSTS: flag,
    OPERATOR_TOKEN: text,
    OPERATOR_TOKEN_FILE: text,
    LOOKUPS_PER_ADDRESS: whole(20),
    LOOKUPS_PER_SUBJECT: whole(5),
    TRUSTED_PROXIES: text,
    // OpenTelemetry's own variables: the exporter reads them (and OTEL_EXPORTER_OTLP_HEADERS, _TIMEOUT) as its spec says.
    OTEL_EXPORTER_OTLP_ENDPOINT: address,
    OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: address,
  },
} as const;

type Schema = typeof ENV_SCHEMA.properties;
type Value<T> = T extends { type: 'integer' } ? number : T extends { enum: readonly (infer E)[] } ? E : string;
type Defaulted = {
  [K in keyof Schema as Schema[K] extends { default: unknown } ? K : never]: Value<Schema[K]>;
};
type Optional = {
  [K in keyof Schema as Schema[K] extends { default: unknown } ? never : K]?: Value<Schema[K]>;
};
/** The environment as the schema reads it: numbers as numbers, defaults filled in. */
export type Environment = Defaulted & Optional;

interface SchemaError {
  instancePath: string;
  message?: string;
  params: { allowedValues?: readonly string[] };
}

/** The environment checked: the first thing wrong stops start-up with one line naming the variable. */
export function checkedEnvironment(env: NodeJS.ProcessEnv): Environment {
  try {
    const checked = envSchema<Environment>({ schema: ENV_SCHEMA, data: [{ ...env }], env: false, dotenv: false });
    // Ajv takes "Infinity" for an integer and its coercion skips the bounds: refused here.
    for (const [name, rule] of Object.entries(ENV_SCHEMA.properties))
      if (rule.type === 'integer' && name in checked && !Number.isSafeInteger(checked[name as keyof Environment]))
        throw new Error(`${name} must be a whole number`);
    return checked;
  } catch (error) {
    if (!(error as { errors?: unknown }).errors) throw error;
    const [first] = (error as { errors?: SchemaError[] }).errors ?? [];
    if (!first) throw error;
    const name = first.instancePath.replace(/^\//, '');
    const allowed = first.params.allowedValues;
    throw new Error(
      allowed
        ? `${name} must be one of ${allowed.join(', ')}`
        : `${name} ${(first.message ?? 'is not valid')
            .replace('must be integer', 'must be a whole number')
            .replace(/^must match pattern "\^\\\+.*/, 'must be a phone number in E.164, such as +18005550111')
            .replace(/^must match pattern .*/, 'must be an http or https address')}`,
      { cause: error },
    );
  }
}
