// The effects every step of the application's flow shares (applicationSagas.ts, decision/decisionSagas.ts): the
// application's state, moving on to the next page with it saved as the place to resume, and a failed save's message.
import { call, put, select } from 'redux-saga/effects';
import type { ApiError } from '../../lib/apiError';
import { service } from '../../store/sagaServices';
import { saveProgress, type ApplicationRecord } from './applicationEndpoints';
import { saveFailed, selectApplication, stepSaved, type ApplicationSliceState } from './applicationSlice';
import { APPLICATION_TEXT } from './applicationText';

export const messageOf = (error: unknown) => (error as ApiError | null)?.message ?? '';
export const isRefusal = (error: unknown) => (error as ApiError | null)?.code === 'BAD_REQUEST';

export function* current() {
  return (yield select(selectApplication)) as ApplicationSliceState;
}

/** Saves `next` as the step to resume at, records the saved application, and goes there. */
export function* moveOn(record: ApplicationRecord, next: string) {
  const navigate = yield* service('navigate');
  yield call(saveProgress, { id: record.id, applicationUrl: next });
  yield put(stepSaved({ record: { ...record, loanApplicationProgress: { applicationUrl: next } }, reached: next }));
  yield call(navigate.navigate, next);
}

export function* saveFailedWith(error: unknown) {
  yield put(saveFailed(isRefusal(error) && messageOf(error) ? messageOf(error) : APPLICATION_TEXT.saveFailed));
}
