const { startServer } = require('./startServer.cjs');

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
    // npm test runs the sign-in suite (server/identity) a second time with the API trusting the pool's tokens through
    // aws-jwt-verify, the identity service standing in for Amazon Cognito (decision 0081).
    ...(process.env.TEST_IDENTITY_PROVIDER === 'cognito' ? { IDENTITY_PROVIDER: 'cognito', COGNITO_ENV: 'local' } : {}),
  });
  globalThis.__PORTAL_SERVER__ = child;
  process.env.TEST_SERVER_URL = url;
  process.env.MAILDEV_URL = maildevUrl;
  process.env.TEST_CARD_PROCESSOR_URL = cardProcessorUrl;
};
