import type { Action, UnknownAction } from '@reduxjs/toolkit';
import { buffers, type Channel, type Saga } from 'redux-saga';
import { actionChannel, all, call, flush, fork, put, take } from 'redux-saga/effects';
import { authSagas } from '../features/auth/authSagas';
import { handoffSagas } from '../features/auth/handoffSagas';
import { recoverySagas } from '../features/auth/recoverySagas';
import { apiErrorSagas } from '../app/apiErrorSaga';
import { pageViewSagas } from '../app/pageViewSaga';

/**
 * A feature's sagas that load with the feature's first action (its screens are lazy chunks too), so the login
 * page does not carry them. The actions that came before they were ready are dispatched again once their
 * watchers run; the slices' reducers for those actions give the same state when run twice.
 */
export function* lazyFeatureSagas(prefix: string, load: () => Promise<Saga>) {
  const early = (yield actionChannel((action: Action) => action.type.startsWith(prefix), buffers.expanding<UnknownAction>())) as Channel<UnknownAction>;
  const first = (yield take(early)) as UnknownAction;
  const sagas = (yield call(load)) as Saga;
  yield fork(sagas);
  const waiting = (yield flush(early)) as UnknownAction[];
  early.close();
  for (const action of [first, ...waiting]) yield put(action);
}

export function* rootSaga() {
  yield all([
    fork(authSagas),
    fork(handoffSagas),
    fork(recoverySagas),
    fork(apiErrorSagas),
    fork(pageViewSagas),
    fork(lazyFeatureSagas, 'mfa/', () => import(/* webpackChunkName: "mfa-sagas" */ '../features/mfa/mfaSagas').then((m) => m.mfaSagas)),
    fork(lazyFeatureSagas, 'enrollment/', () => import(/* webpackChunkName: "enrollment-sagas" */ '../features/enrollment/enrollmentSagas').then((m) => m.enrollmentSagas)),
  ]);
}
