// The effects every step of the application's flow shares (applicationSagas.ts, finalSteps/decision/decisionSagas.ts): the
// application's state, moving on to the next step with it saved as the place to resume, and a failed save's message.
// A step's save names the step to resume at (`resumeAt`) and the server stores it in the same write: `arrive` then
// only goes there. A move that saves nothing else (`moveOn`) saves the place to resume on its own.
import { call, put, select } from 'redux-saga/effects';
import type { ApiError } from '../../lib/apiError';
import { STEP_PAGES, type ApplicationStep } from '../../lib/rules/applicationSteps';
import { service } from '../../store/sagaServices';
import { saveProgress, type ApplicationRecord } from './applicationEndpoints';
import { saveFailed, selectApplication, stepSaved, type ApplicationSliceState } from './applicationSlice';
import { APPLICATION_TEXT } from './applicationText';

export const messageOf = (error: unknown) => (error as ApiError | null)?.message ?? '';
export const isRefusal = (error: unknown) => (error as ApiError | null)?.code === 'BAD_REQUEST';

export function* current() {
  return (yield select(selectApplication)) as ApplicationSliceState;
}

/** Records the application as saved with `step` as its place to resume (the save stored it), and goes there. */
export function* arrive(saved: ApplicationRecord, step: ApplicationStep) {
  const navigate = yield* service('navigate');
  const next = STEP_PAGES[step];
  yield put(stepSaved({ record: { ...saved, loanApplicationProgress: { applicationUrl: next } }, reached: next }));
  yield call(navigate.navigate, next);
}

/** Saves `step` as the place to resume at (nothing else is saved on the way), and goes there. */
export function* moveOn(record: ApplicationRecord, step: ApplicationStep) {
  yield call(saveProgress, { id: record.id, applicationUrl: STEP_PAGES[step] });
  yield call(arrive, record, step);
}

export function* saveFailedWith(error: unknown) {
  yield put(saveFailed(isRefusal(error) && messageOf(error) ? messageOf(error) : APPLICATION_TEXT.saveFailed));
}
