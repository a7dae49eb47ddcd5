import { combineReducers, type UnknownAction } from '@reduxjs/toolkit';
import { graphqlApi } from '../api/graphqlApi';
import { restApi } from '../api/restApi';
import { authSlice, signedOut } from '../features/auth/authSlice';
import { recoverySlice } from '../features/auth/recoverySlice';
import { enrollmentSlice } from '../features/enrollment/enrollmentSlice';
import { mfaSlice } from '../features/mfa/mfaSlice';
import { runtimeSlice } from './runtimeSlice';

const appReducer = combineReducers({
  [runtimeSlice.name]: runtimeSlice.reducer,
  [authSlice.name]: authSlice.reducer,
  [recoverySlice.name]: recoverySlice.reducer,
  [mfaSlice.name]: mfaSlice.reducer,
  [enrollmentSlice.name]: enrollmentSlice.reducer,
  [graphqlApi.reducerPath]: graphqlApi.reducer,
  [restApi.reducerPath]: restApi.reducer,
});

export type RootState = ReturnType<typeof appReducer>;

/** On sign-out everything but the runtime settings and the public REST cache (flags) starts afresh. */
export function rootReducer(state: RootState | undefined, action: UnknownAction): RootState {
  if (signedOut.match(action) && state) {
    return appReducer({ runtime: state.runtime, restApi: state.restApi }, action);
  }
  return appReducer(state, action);
}
