// The root reducer: the feature slices of the first chunk, and the RTK Query APIs mounted when their chunk
// loads (lazyApis.ts).
import { combineSlices, type UnknownAction } from '@reduxjs/toolkit';
import type { graphqlApi } from '../api/graphqlApi';
import type { restApi } from '../api/restApi';
import { authSlice, signedOut } from '../features/auth/authSlice';
import { recoverySlice } from '../features/auth/recoverySlice';
import { enrollmentSlice } from '../features/enrollment/enrollmentSlice';
import { mfaSlice } from '../features/mfa/mfaSlice';
import { runtimeSlice } from './runtimeSlice';

interface LazyApiStates {
  [graphqlApi.reducerPath]: ReturnType<typeof graphqlApi.reducer>;
  [restApi.reducerPath]: ReturnType<typeof restApi.reducer>;
}

export const appReducer = combineSlices(runtimeSlice, authSlice, recoverySlice, mfaSlice, enrollmentSlice).withLazyLoadedSlices<LazyApiStates>();

export type RootState = ReturnType<typeof appReducer>;

/** On sign-out everything but the runtime settings (brand, config, flags) and the public REST cache starts afresh. */
export function rootReducer(state: RootState | undefined, action: UnknownAction): RootState {
  if (signedOut.match(action) && state) {
    return appReducer({ runtime: state.runtime, restApi: state.restApi }, action);
  }
  return appReducer(state, action);
}
