const { startServer } = require('./startServer.cjs');

module.exports = async () => {
  const { child, url } = await startServer({ TOKEN_TTL_SECONDS: '5', MAX_FAILED_SIGN_INS: '5', LOCKOUT_SECONDS: '600' });
  globalThis.__PORTAL_SERVER__ = child;
  process.env.TEST_SERVER_URL = url;
};
