import { all, fork } from 'redux-saga/effects';
import { authSagas } from '../features/auth/authSagas';
import { handoffSagas } from '../features/auth/handoffSagas';
import { recoverySagas } from '../features/auth/recoverySagas';
import { enrollmentSagas } from '../features/enrollment/enrollmentSagas';
import { mfaSagas } from '../features/mfa/mfaSagas';
import { apiErrorSagas } from './apiErrorSaga';

export function* rootSaga() {
  yield all([fork(authSagas), fork(handoffSagas), fork(recoverySagas), fork(mfaSagas), fork(enrollmentSagas), fork(apiErrorSagas)]);
}
