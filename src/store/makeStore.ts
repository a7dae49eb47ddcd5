// makeStore(preloadedState, services): a new store with saga middleware; DevTools in development only, with
// sanitizers that mask personal data.
import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { graphqlApi } from '../api/graphqlApi';
import { restApi } from '../api/restApi';
import { actionSanitizer, stateSanitizer } from './devtoolsSanitizers';
import { rootReducer, type RootState } from './rootReducer';
import { rootSaga } from './rootSaga';
import type { Services } from './services';

export function makeStore(services: Services, preloadedState?: Partial<RootState>, options: { runSagas?: boolean } = {}) {
  const sagaMiddleware = createSagaMiddleware({ context: { ...services } });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: services } }).concat(graphqlApi.middleware, restApi.middleware, sagaMiddleware),
    devTools: process.env.NODE_ENV !== 'production' ? { actionSanitizer, stateSanitizer, name: 'Lending portal' } : false,
  });
  if (options.runSagas !== false) sagaMiddleware.run(rootSaga);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type { RootState };
