// The browser tests' environment: Node's, and it tells a test's afterEach whether the test failed
// (`globalThis.__browserTestFailed`), so the browser session can print where the page was and what it showed.
const { TestEnvironment } = require('jest-environment-node');

class BrowserTestEnvironment extends TestEnvironment {
  async handleTestEvent(event) {
    if (event.name === 'test_start') this.global.__browserTestFailed = false;
    if (event.name === 'test_fn_failure') this.global.__browserTestFailed = true;
  }
}

module.exports = BrowserTestEnvironment;
