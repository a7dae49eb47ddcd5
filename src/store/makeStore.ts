// makeStore(preloadedState, services): a new store with saga middleware; DevTools in development only, with
// sanitizers that mask personal data.
import { configureStore, createAction, createDynamicMiddleware } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { actionSanitizer, stateSanitizer } from './devtoolsSanitizers';
import { onApiRegistered } from './lazyApis';
import { appReducer, rootReducer, type RootState } from './rootReducer';
import { rootSaga } from './rootSaga';
import type { Services } from './services';

/** Dispatched when an API's reducer is mounted, so that its state exists before its first request. */
const apiMounted = createAction<string>('store/apiMounted');

/**
 * `runSagas: false` for tests that drive sagas themselves; `lazyApis: false` for a store that renders once and is
 * dropped (the login shell on the server), so it does not stay registered for APIs loaded later.
 */
export function makeStore(services: Services, preloadedState?: Partial<RootState>, options: { runSagas?: boolean; lazyApis?: boolean } = {}) {
  const sagaMiddleware = createSagaMiddleware({ context: { ...services } });
  const apiMiddleware = createDynamicMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: services } }).concat(apiMiddleware.middleware, sagaMiddleware),
    devTools: process.env.NODE_ENV !== 'production' ? { actionSanitizer, stateSanitizer, name: 'Lending portal' } : false,
  });
  if (options.lazyApis !== false) {
    onApiRegistered((api) => {
      appReducer.inject({ reducerPath: api.reducerPath, reducer: api.reducer });
      store.dispatch(apiMounted(api.reducerPath));
      apiMiddleware.addMiddleware(api.middleware);
    });
  }
  if (options.runSagas !== false) sagaMiddleware.run(rootSaga);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type { RootState };
