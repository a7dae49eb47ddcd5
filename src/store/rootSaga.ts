import { all, fork } from 'redux-saga/effects';
import { authSagas } from '../features/auth/authSagas';
import { handoffSagas } from '../features/auth/handoffSagas';

export function* rootSaga() {
  yield all([fork(authSagas), fork(handoffSagas)]);
}
