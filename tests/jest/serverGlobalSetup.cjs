const { startServer } = require('./startServer.cjs');

/**
 * TEST_PROVIDERS=stand-ins: sign-in and texts through the providers' own SDKs pointed at their stand-ins (issue 70):
 * the API trusts tokens through aws-jwt-verify, the identity service standing in for Amazon Cognito (decision 0081),
 * and codes by text go through Amazon SNS's SDK to its stand-in, which shows them in MailDev as mail mode does
 * (decision 0080). npm test runs the sign-in and code suites so a second time.
 */
const providerStandIns = () =>
  process.env.TEST_PROVIDERS === 'stand-ins'
    ? { IDENTITY_PROVIDER: 'cognito', COGNITO_ENV: 'local', SMS_PROVIDER: 'sns', SNS_ENV: 'local' }
    : {};

module.exports = async () => {
  const { child, url, maildevUrl, cardProcessorUrl } = await startServer({
    TRUSTED_PROXIES: '127.0.0.1',
    DECISION_STEP_MS: '150',
    TOKEN_TTL_SECONDS: '5',
    MAX_FAILED_SIGN_INS: '5',
    LOCKOUT_SECONDS: '600',
    HANDOFF_MAX_AGE_SECONDS: '3',
    // The spans, for the trace tests (server/telemetry/tracing.test.ts): the server tests' server traces, so every
    // server test also shows that tracing changes nothing it sees.
    TRACE_TO_MEMORY: 'true',
    ...providerStandIns(),
  });
  globalThis.__PORTAL_SERVER__ = child;
  process.env.TEST_SERVER_URL = url;
  process.env.MAILDEV_URL = maildevUrl;
  process.env.TEST_CARD_PROCESSOR_URL = cardProcessorUrl;
};
