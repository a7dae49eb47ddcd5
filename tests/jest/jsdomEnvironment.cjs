// jsdom lacks a few Web APIs that Node has (fetch and friends, TextEncoder, structuredClone, streams, message channels,
// crypto.randomUUID): copy them in.
const { TestEnvironment } = require('jest-environment-jsdom');
const { webcrypto } = require('node:crypto');

class PortalJsdomEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    const g = this.global;
    for (const name of ['fetch', 'Request', 'Response', 'Headers', 'FormData', 'TextEncoder', 'TextDecoder', 'structuredClone', 'ReadableStream', 'AbortController', 'AbortSignal', 'MessageChannel', 'MessagePort']) {
      if (globalThis[name]) g[name] = globalThis[name];
    }
    if (!g.crypto || !g.crypto.randomUUID) Object.defineProperty(g, 'crypto', { value: webcrypto, configurable: true });
  }
}

module.exports = PortalJsdomEnvironment;
