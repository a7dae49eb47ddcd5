// jsdom lacks a few Web APIs that Node has (fetch and friends, TextEncoder, structuredClone, streams, a broadcast channel,
// crypto.randomUUID): copy them in.
const { TestEnvironment } = require('jest-environment-jsdom');
const { webcrypto } = require('node:crypto');

class PortalJsdomEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    const g = this.global;
    for (const name of [
      'fetch',
      'Request',
      'Response',
      'Headers',
      'FormData',
      'TextEncoder',
      'TextDecoder',
      'structuredClone',
      'ReadableStream',
      'AbortController',
      'AbortSignal',
    ]) {
      if (globalThis[name]) g[name] = globalThis[name];
    }
    // One document has no other tabs to talk to: a BroadcastChannel that delivers nothing (the idle timer's
    // cross-tab sync asks for one; Node's own, or a MessageChannel, would keep jest alive after the tests).
    g.BroadcastChannel = class SingleTabBroadcastChannel extends g.EventTarget {
      constructor(name) {
        super();
        this.name = name;
        this.onmessage = null;
        this.onmessageerror = null;
      }
      postMessage() {}
      close() {}
    };
    if (!g.crypto || !g.crypto.randomUUID) Object.defineProperty(g, 'crypto', { value: webcrypto, configurable: true });
  }
}

module.exports = PortalJsdomEnvironment;
