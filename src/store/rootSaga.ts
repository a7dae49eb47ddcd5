import { all, fork } from 'redux-saga/effects';
import { authSagas } from '../features/auth/authSagas';

export function* rootSaga() {
  yield all([fork(authSagas)]);
}
