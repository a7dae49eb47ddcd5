// The effects every step of the application's flow shares (each part's sagas: entry/, account/, personal/,
// loanDetails/, income/, finalSteps/*/): who is signed in, the application's state and its record, how far a save
// got, moving on to the next step with it saved as the place to resume, and a failed save's message. The calls keep
// the record they answer with themselves (applicationEndpoints.ts); the sagas only read it.
// A step's save is answered with the step after it, chosen by the server and stored in the same write:
// `arriveWhereSaved` goes there. The bank feature's save stores the next step too but answers with the account only:
// `arrive` goes to the step named. A move that saves nothing else (`moveOn`) saves the place to resume on its own.
import { call, put, select, take } from 'redux-saga/effects';
import { messageOfError, type ApiError, type Message } from '../../lib/apiError';
import { STEP_PAGES, type ApplicationStep } from '../../lib/rules/applicationSteps';
import { sessionNotFound, sessionRestored, signedOut } from '../../events/sessionEvents';
import type { RootState } from '../../store/rootReducer';
import { service } from '../../store/sagaServices';
import { saveProgress, type ApplicationRecord } from './applicationEndpoints';
import { selectApplicationRecord } from './applicationRecord';
import {
  applicationLoaded,
  saveFailed,
  selectApplication,
  stepSaved,
  type ApplicationSliceState,
} from './applicationSlice';
import { APPLICATION_TEXT } from './applicationText';

/** A failed call's message: the server's words with values when it gave them, else its English ('' for none). */
export const messageOf = (error: unknown): Message => messageOfError(error);
export const isRefusal = (error: unknown) => (error as ApiError | null)?.code === 'BAD_REQUEST';
/** A refusal's reason, when the server gave one (STEP_REFUSAL). */
export const reasonOf = (error: unknown) => (isRefusal(error) ? ((error as ApiError).reason ?? null) : null);

/**
 * The signed-in person's email, or null for a visitor. On a page's first load a session stored in the browser is
 * still being read (the entry is a page for visitors too, so no guard waits for it): wait until it is known, or a
 * signed-in customer who opens /application would be taken for a new visitor. (After a sign-out the session is
 * unknown too, and nothing is stored: a visitor.)
 */
export function* signedInEmail() {
  const auth = yield* service('auth');
  for (;;) {
    const state = (yield select((root: RootState) => root.auth)) as RootState['auth'];
    if (state.status !== 'unknown' || !auth.hasStoredSession()) return state.status === 'signedIn' ? state.email : null;
    yield take([sessionRestored.type, sessionNotFound.type, signedOut.type]);
  }
}

/** The application's client state (which step, what is being saved, what the socket said). */
export function* current() {
  return (yield select(selectApplication)) as ApplicationSliceState;
}

/** The application's record as the cache has it. */
export function* currentRecord() {
  return (yield select(selectApplicationRecord)) as ApplicationRecord | null;
}

/** The application found (or none; the call that found it kept its record): the slice told which it is and where it stands. */
export function* loaded(
  record: ApplicationRecord | null,
  facts: { reached: string | null; expired?: boolean; legacy?: boolean },
) {
  yield put(applicationLoaded({ applicationId: record?.id ?? null, ...facts }));
}

/** A save answered with the record (which the call kept): `reached` recorded as how far the application has got. */
export function* keepSaved(record: ApplicationRecord, reached: string) {
  yield put(stepSaved({ applicationId: record.id, reached }));
}

/** Records the application as saved with `step` as its place to resume (the save stored it), and goes there. */
export function* arrive(record: ApplicationRecord, step: ApplicationStep) {
  yield call(arriveWhereSaved, { ...record, loanApplicationProgress: { applicationUrl: STEP_PAGES[step] } });
}

/** Goes where the save's answer says the application resumes (the server chose the step after the one saved). */
export function* arriveWhereSaved(record: ApplicationRecord) {
  const navigate = yield* service('navigate');
  const next = record.loanApplicationProgress?.applicationUrl;
  if (!next) throw new Error('The save was answered without the step that follows it');
  yield* keepSaved(record, next);
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
