// Settings checked at start (issue 49): every variable through one schema; a number that is not one, a flag that is
// neither true nor false, or an unknown mode stops start-up naming the variable. Defaults when unset.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { checkedEnvironment, ENV_SCHEMA } from './settingsSchema';
import { readSettings, SNS_STAND_IN_KEYS } from './settings';

const failure = (env: Record<string, string>) => {
  try {
    checkedEnvironment(env);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('the settings schema', () => {
  it('gives the defaults, and reads numbers as numbers', () => {
    const env = checkedEnvironment({});
    expect(env).toMatchObject({ PORT: 8080, TOKEN_TTL_SECONDS: 3600, LOG_LEVEL: 'info', BANK_LINK_MODE: 'local' });
    expect(env.PUBLIC_PORT).toBeUndefined();
    expect(checkedEnvironment({ PORT: '9090', DECISION_STEP_MS: '50' })).toMatchObject({
      PORT: 9090,
      DECISION_STEP_MS: 50,
    });
  });

  it('names the variable of a number that is not one, out of range, or a fraction', () => {
    expect(failure({ PORT: '80a' })).toBe('PORT must be a whole number');
    expect(failure({ PORT: '' })).toBe('PORT must be a whole number');
    expect(failure({ PORT: '1e308' })).toBe('PORT must be <= 65535');
    expect(failure({ SMTP_PORT: '0' })).toBe('SMTP_PORT must be >= 1');
    expect(failure({ TOKEN_TTL_SECONDS: '3.5' })).toBe('TOKEN_TTL_SECONDS must be a whole number');
    expect(failure({ MAX_FAILED_SIGN_INS: 'NaN' })).toBe('MAX_FAILED_SIGN_INS must be a whole number');
    expect(failure({ LOCKOUT_SECONDS: '9\u0000' })).toBe('LOCKOUT_SECONDS must be a whole number');
    expect(failure({ DECISION_STEP_MS: 'Infinity' })).toBe('DECISION_STEP_MS must be a whole number');
    expect(failure({ DECISION_STEP_MS: '1e10' })).toBe('DECISION_STEP_MS must be <= 2147483647');
  });

  it('names a flag or a mode that is not one of its values', () => {
    expect(failure({ TEST_HOOKS: 'yes' })).toBe('TEST_HOOKS must be one of true, false');
    expect(failure({ BANK_LINK_MODE: 'Plaid' })).toBe('BANK_LINK_MODE must be one of local, plaid');
    expect(failure({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })).toBe(
      'OTEL_EXPORTER_OTLP_ENDPOINT must be an http or https address',
    );
    expect(failure({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces\n' })).toBe(
      'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT must be an http or https address',
    );
    expect(failure({ LOG_LEVEL: 'loud' })).toBe(
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    );
  });

  it('takes any whole number in range for every numeric variable, and refuses words and Infinity', () => {
    const numeric = Object.entries(ENV_SCHEMA.properties)
      .filter(([, rule]) => rule.type === 'integer')
      .map(([name]) => name);
    fc.assert(
      fc.property(fc.constantFrom(...numeric), fc.integer({ min: 60, max: 65535 }), (name, value) => {
        expect(checkedEnvironment({ [name]: String(value) })[name as 'PORT']).toBe(value);
      }),
    );
    fc.assert(
      fc.property(fc.constantFrom(...numeric), fc.stringMatching(/^[0-9]*[g-wyz][0-9g-wyz]*$/), (name, value) => {
        expect(failure({ [name]: value })).toBe(`${name} must be a whole number`);
      }),
    );
  });

  it('is read by readSettings, which stops on the first variable that is wrong', () => {
    expect(() => readSettings({ PORT: '8o8o' })).toThrow('PORT must be a whole number');
    const secrets = join(mkdtempSync(join(tmpdir(), 'settings-')), 'local-secrets.json');
    expect(readSettings({ PORT: '9191', LOCAL_SECRETS_FILE: secrets }).port).toBe(9191);
    // Traces go out over OTLP only when an endpoint is named.
    expect(readSettings({ LOCAL_SECRETS_FILE: secrets }).tracing.otlp).toBe(false);
    expect(
      readSettings({ LOCAL_SECRETS_FILE: secrets, OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318' }).tracing.otlp,
    ).toBe(true);
  });

  it('chooses Plaid by configuration: its id and secret must be set, and its environment one Plaid has (or local)', () => {
    const secrets = join(mkdtempSync(join(tmpdir(), 'settings-')), 'local-secrets.json');
    const plaid = (env: Record<string, string>) =>
      readSettings({ LOCAL_SECRETS_FILE: secrets, BANK_LINK_MODE: 'plaid', ...env });
    expect(readSettings({ LOCAL_SECRETS_FILE: secrets }).plaid).toBeNull();
    expect(() => plaid({ PLAID_SECRET: 's' })).toThrow(
      "PLAID_CLIENT_ID must be set when BANK_LINK_MODE=plaid (the lender's Plaid client id)",
    );
    expect(() => plaid({ PLAID_CLIENT_ID: 'id' })).toThrow(
      'PLAID_SECRET must be set when BANK_LINK_MODE=plaid (or PLAID_SECRET_FILE naming a file that holds it)',
    );
    expect(() => plaid({ PLAID_CLIENT_ID: 'id', PLAID_SECRET: 's', PLAID_ENV: 'development' })).toThrow(
      'PLAID_ENV must be one of sandbox, production, local',
    );
    expect(() => plaid({ PLAID_CLIENT_ID: 'id', PLAID_SECRET: 's', PLAID_BASE_URL: 'ftp://x' })).toThrow(
      'PLAID_BASE_URL must be an http or https address',
    );
    expect(plaid({ PLAID_CLIENT_ID: 'id', PLAID_SECRET: 's' }).plaid).toEqual({
      environment: 'sandbox',
      baseUrl: null,
      clientId: 'id',
      secret: 's',
      startStandIn: false,
      standInPort: 8091,
      webhookUrl: null,
    });
    const file = join(mkdtempSync(join(tmpdir(), 'plaid-')), 'secret');
    writeFileSync(file, 'from-a-file\n');
    expect(
      plaid({ PLAID_CLIENT_ID: 'id', PLAID_SECRET_FILE: file, PLAID_ENV: 'local', PLAID_STAND_IN_PORT: '9001' }).plaid,
    ).toMatchObject({ secret: 'from-a-file', baseUrl: 'http://127.0.0.1:9001', startStandIn: true });
  });

  it('chooses Amazon SNS for texts by configuration: a region, and a key id with its secret or neither (a role)', () => {
    const secrets = join(mkdtempSync(join(tmpdir(), 'settings-')), 'local-secrets.json');
    const sns = (env: Record<string, string>) =>
      readSettings({ LOCAL_SECRETS_FILE: secrets, SMS_PROVIDER: 'sns', ...env });
    const mail = readSettings({ LOCAL_SECRETS_FILE: secrets });
    expect([mail.smsProvider, mail.sns]).toEqual(['mail', null]);
    expect(failure({ SMS_PROVIDER: 'twilio' })).toBe('SMS_PROVIDER must be one of mail, sns');
    expect(() => sns({})).toThrow(
      "SNS_REGION must be set when SMS_PROVIDER=sns (the AWS region of the lender's SNS, or AWS_REGION)",
    );
    expect(() => sns({ SNS_REGION: 'us-east-1', AWS_SECRET_ACCESS_KEY: 's' })).toThrow(
      'AWS_ACCESS_KEY_ID must be set with AWS_SECRET_ACCESS_KEY when SMS_PROVIDER=sns',
    );
    expect(() => sns({ SNS_REGION: 'us-east-1', SNS_ORIGINATION_NUMBER: '8005550111' })).toThrow(
      'SNS_ORIGINATION_NUMBER must be a phone number in E.164, such as +18005550111',
    );
    expect(sns({ AWS_REGION: 'us-west-2' }).sns).toEqual({
      environment: 'aws',
      region: 'us-west-2',
      endpoint: null,
      credentials: null,
      originationNumber: null,
      startStandIn: false,
      standInPort: 8092,
    });
    const file = join(mkdtempSync(join(tmpdir(), 'sns-')), 'secret');
    writeFileSync(file, 'from-a-file\n');
    expect(
      sns({
        SNS_REGION: 'us-east-2',
        AWS_ACCESS_KEY_ID: 'AKIA1',
        AWS_SECRET_ACCESS_KEY_FILE: file,
        SNS_ORIGINATION_NUMBER: '+18005550111',
      }).sns,
    ).toMatchObject({
      credentials: { accessKeyId: 'AKIA1', secretAccessKey: 'from-a-file' },
      originationNumber: '+18005550111',
    });
    expect(sns({ SNS_ENV: 'local', SNS_STAND_IN_PORT: '9002' }).sns).toMatchObject({
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9002',
      credentials: SNS_STAND_IN_KEYS,
      startStandIn: true,
    });
  });

  it('chooses Amazon Cognito for sign-in by configuration: a real pool needs its id and client id', () => {
    const secrets = join(mkdtempSync(join(tmpdir(), 'settings-')), 'local-secrets.json');
    const cognito = (env: Record<string, string>) =>
      readSettings({ LOCAL_SECRETS_FILE: secrets, IDENTITY_PROVIDER: 'cognito', ...env });
    expect(readSettings({ LOCAL_SECRETS_FILE: secrets }).cognito).toBeNull();
    expect(failure({ IDENTITY_PROVIDER: 'auth0' })).toBe('IDENTITY_PROVIDER must be one of portal, cognito');
    expect(() => cognito({ USER_POOL_CLIENT_ID: 'client' })).toThrow(
      "USER_POOL_ID must be set when IDENTITY_PROVIDER=cognito (the lender's user pool)",
    );
    expect(() => cognito({ USER_POOL_ID: 'us-west-2_Abc123' })).toThrow(
      "USER_POOL_CLIENT_ID must be set when IDENTITY_PROVIDER=cognito (the lender's user pool)",
    );
    expect(() => cognito({ USER_POOL_ID: 'my-pool', USER_POOL_CLIENT_ID: 'client' })).toThrow(
      'USER_POOL_ID must be a Cognito user pool id, such as us-east-1_AbCdEf123, when IDENTITY_PROVIDER=cognito',
    );
    expect(cognito({ USER_POOL_ID: 'us-west-2_Abc123', USER_POOL_CLIENT_ID: 'client' }).cognito).toEqual({
      environment: 'aws',
      userPoolId: 'us-west-2_Abc123',
      region: 'us-west-2',
      clientId: 'client',
      issuer: 'https://cognito-idp.us-west-2.amazonaws.com/us-west-2_Abc123',
      jwksUri: null,
      // The pool's admin API: Cognito's own address, and the SDK's chain of credentials (a role).
      adminEndpoint: null,
      credentials: null,
    });
    const local = cognito({ COGNITO_ENV: 'local', PORT: '9100' });
    expect(local.cognito).toMatchObject({
      userPoolId: 'us-east-1_LocalPool',
      issuer: 'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_LocalPool',
      jwksUri: 'http://127.0.0.1:9100/us-east-1_LocalPool/.well-known/jwks.json',
      // The admin calls go to the identity service standing in for the pool, signed with the stand-in's key.
      adminEndpoint: 'http://127.0.0.1:9100/cognito',
      credentials: { accessKeyId: 'LOCALCOGNITOSTANDIN' },
    });
    const keyed = { USER_POOL_ID: 'us-west-2_Abc123', USER_POOL_CLIENT_ID: 'client' };
    expect(
      cognito({
        ...keyed,
        AWS_ACCESS_KEY_ID: 'AKIAEXAMPLE',
        AWS_SECRET_ACCESS_KEY: 'secret',
        COGNITO_ENDPOINT: 'http://pool.test/',
      }).cognito,
    ).toMatchObject({
      adminEndpoint: 'http://pool.test',
      credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret' },
    });
    expect(() => cognito({ ...keyed, AWS_ACCESS_KEY_ID: 'AKIAEXAMPLE' })).toThrow(
      'AWS_SECRET_ACCESS_KEY must be set with AWS_ACCESS_KEY_ID when IDENTITY_PROVIDER=cognito (or AWS_SECRET_ACCESS_KEY_FILE naming a file that holds it)',
    );
    expect(() => cognito({ ...keyed, AWS_SECRET_ACCESS_KEY: 'secret' })).toThrow(
      'AWS_ACCESS_KEY_ID must be set with AWS_SECRET_ACCESS_KEY when IDENTITY_PROVIDER=cognito',
    );
    // The stand-in signs as the pool does.
    expect(local.issuerBase).toBe('https://cognito-idp.us-east-1.amazonaws.com');
  });
});
