// Browser tests run against the production build in dist/ on port E2E_PORT (default 8181), so that
// http://<brand>.localhost:<port> reaches it in Chromium.
const { existsSync } = require('node:fs');
const path = require('node:path');
const { startServer } = require('./startServer.cjs');

module.exports = async () => {
  if (!existsSync(path.resolve(__dirname, '../../dist/index.html')))
    throw new Error('No production build in dist/: run `npm run build` first');
  const port = process.env.E2E_PORT ?? '8181';
  // The decision moves on every 0.6 s (1.2 s by default), so a decision arrives in a few seconds.
  const { child, maildevUrl, cardProcessorUrl } = await startServer({ PORT: port, DECISION_STEP_MS: '600' });
  globalThis.__PORTAL_SERVER__ = child;
  process.env.MAILDEV_URL = maildevUrl;
  process.env.TEST_CARD_PROCESSOR_URL = cardProcessorUrl;
  process.env.E2E_PORT = port;
};
