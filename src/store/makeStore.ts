// makeStore(services, preloadedState, setup): a new store with saga middleware; DevTools in development only,
// with sanitizers that mask personal data (in actions, states and the lifted state alike: the extension applies them
// to all it receives) and action traces (where each action was dispatched); in a development build the sagas'
// effects are written to the console (sagaEffectLog.ts). What the store holds and runs comes from the app (src/app/store.ts):
// its root saga and the action after which the state starts afresh. Parts loaded with later chunks (RTK
// Query APIs, a feature's sagas) join every store as they arrive.
import {
  configureStore,
  createAction,
  createDynamicMiddleware,
  type Reducer,
  type UnknownAction,
} from '@reduxjs/toolkit';
import createSagaMiddleware, { type Saga } from 'redux-saga';
import { actionSanitizer, stateSanitizer } from './devtoolsSanitizers';
import { apisRegistered, onApiRegistered, type LazyApi } from '../api/lazyApis';
import { onFeatureSagasRegistered } from './lazyFeatures';
import { sagaEffectLog } from './sagaEffectLog';
import { rootReducer, type RootState } from './rootReducer';
import type { Services } from '../services/services';

/** Dispatched when an API's reducer is mounted, so that its state exists before its first request. */
const apiMounted = createAction<string>('store/apiMounted');
/** Dispatched when a feature's chunk has joined the store (its slice's state then exists). */
const featureMounted = createAction<string>('store/featureMounted');

export interface StoreSetup {
  /** The saga the store runs (the app's root saga). */
  rootSaga?: Saga;
  /** `false` for tests that drive sagas themselves: neither the root saga nor any feature's sagas run. */
  runSagas?: boolean;
  /**
   * `false` for a store that renders once and is dropped, so it does not stay registered for the APIs and features
   * loaded later; `'reducers'` for such a store that holds the caches of the APIs loaded so far, without their
   * middleware (the page shell on the server, which gives a page's data to the cache: decision 0078).
   */
  lazyParts?: boolean | 'reducers';
  /** After an action this matches, everything but `keep` starts afresh (the sign-out). */
  resetOn?: { match: (action: UnknownAction) => boolean; keep: readonly (keyof RootState)[] };
}

export function makeStore(services: Services, preloadedState: Partial<RootState> | undefined, setup: StoreSetup = {}) {
  // The effect log in a development build only (not in tests: their output stays readable; not in production).
  const sagaMiddleware = createSagaMiddleware({
    context: { ...services },
    // A saga's uncaught error ends the root saga: operators hear of it (field reports, issue 49).
    onError: (error) => services.monitoring.error('saga', error),
    ...(process.env.NODE_ENV === 'development' ? { sagaMonitor: sagaEffectLog() } : {}),
  });
  const apiMiddleware = createDynamicMiddleware();
  const combined = rootReducer as unknown as Reducer<RootState>;
  const { resetOn } = setup;
  const reducer: Reducer<RootState> = resetOn
    ? (state, action) => {
        if (state && resetOn.match(action)) {
          const kept: Partial<RootState> = {};
          // Only the parts that exist: a lazy part not yet loaded stays absent (no undefined key for the reducer to warn about).
          for (const key of resetOn.keep) if (state[key] !== undefined) Object.assign(kept, { [key]: state[key] });
          return combined(kept as RootState, action);
        }
        return combined(state, action);
      }
    : combined;
  const store = configureStore({
    reducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: services } }).concat(apiMiddleware.middleware, sagaMiddleware),
    devTools:
      process.env.NODE_ENV !== 'production'
        ? { actionSanitizer, stateSanitizer, name: 'Lending portal', trace: true, traceLimit: 25 }
        : false,
  });
  const mountCache = (api: LazyApi) => {
    rootReducer.inject({ reducerPath: api.reducerPath, reducer: api.reducer });
    store.dispatch(apiMounted(api.reducerPath));
  };
  if (setup.lazyParts === 'reducers') for (const api of apisRegistered()) mountCache(api);
  else if (setup.lazyParts !== false) {
    onApiRegistered((api) => {
      mountCache(api);
      apiMiddleware.addMiddleware(api.middleware);
    });
  }
  if (setup.runSagas !== false) {
    if (setup.rootSaga) sagaMiddleware.run(setup.rootSaga);
    if (setup.lazyParts !== false) {
      onFeatureSagasRegistered(({ feature, saga }) => {
        sagaMiddleware.run(saga);
        store.dispatch(featureMounted(feature));
      });
    }
  }
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type { RootState };
