// A stand-in of the Redux DevTools extension for the browser tests, put into the page before the app runs: it
// answers `window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__` as the extension does, instruments the store with the
// extension's own in-page library (@redux-devtools/instrument: the lifted state that time travel, skip and commit work
// on), and keeps what the extension would receive: each action and state after the app's sanitizers, with its trace.
// `window.__devtools` gives the test what was received and the lifted store (to jump, skip, commit).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const library = join(__dirname, '../../node_modules/@redux-devtools/instrument/lib');

/** The library as a plain script: its two imports inlined (redux's isPlainObject, its Symbol.observable helper). */
function instrumentScript(): string {
  return readFileSync(join(library, 'instrument.js'), 'utf8')
    .replace(
      /^import \{ isPlainObject, \} from 'redux';$/m,
      'const isPlainObject = (value) => value !== null && typeof value === "object" && [Object.prototype, null].includes(Object.getPrototypeOf(value));',
    )
    .replace(
      /^import getSymbolObservable from '\.\/getSymbolObservable\.js';$/m,
      readFileSync(join(library, 'getSymbolObservable.js'), 'utf8').replace('export default function', 'function'),
    )
    .replace(/^export /gm, '');
}

export interface Received {
  type: string;
  /** The action and the state as sanitized for the extension, serialized. */
  text: string;
  /** Where the action was dispatched (the trace the store asked for). */
  trace: string | null;
}

/** The script for `page.addInitScript`. */
export function devtoolsStandIn(): string {
  return `(() => {
  ${instrumentScript()}
  const compose = (...funcs) => funcs.reduce((outer, inner) => (...args) => outer(inner(...args)));
  const devtools = { connections: 0, options: null, received: [], store: null, ActionCreators };
  window.__devtools = devtools;
  window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ = (options = {}) => (...enhancers) => (createStore) => (...args) => {
    devtools.connections += 1;
    devtools.options = { name: options.name, trace: options.trace, traceLimit: options.traceLimit, actionSanitizer: typeof options.actionSanitizer, stateSanitizer: typeof options.stateSanitizer };
    const store = compose(...enhancers, instrument(() => null, { trace: options.trace, traceLimit: options.traceLimit }))(createStore)(...args);
    const sanitizeAction = options.actionSanitizer ?? ((action) => action);
    const sanitizeState = options.stateSanitizer ?? ((state) => state);
    let sent = 0;
    // What the extension is sent as the lifted state changes: every new action, and the state it led to.
    store.liftedStore.subscribe(() => {
      const lifted = store.liftedStore.getState();
      for (; sent < lifted.nextActionId; sent += 1) {
        const lifting = lifted.actionsById[sent];
        const index = lifted.stagedActionIds.indexOf(sent);
        if (!lifting || index < 0) continue;
        const action = sanitizeAction(lifting.action, sent);
        const state = lifted.computedStates[index] ? sanitizeState(lifted.computedStates[index].state, index) : null;
        devtools.received.push({ type: String(lifting.action.type), text: JSON.stringify({ action, state }), trace: lifting.stack ?? null });
      }
    });
    devtools.store = store;
    return store;
  };
})();`;
}
