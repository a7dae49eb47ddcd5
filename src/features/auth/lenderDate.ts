// The lender's date in the browser (issue 48, part 3; account-access spec's getCurrentDate): read once a session, when
// the customer is signed in and past any multi-factor check, and again just after each of the lender's midnights
// while the session lasts. The pages' "today" (due-date previews, the age check, pay dates, the refund timing) then
// comes from it, never from a device clock set wrong. Loaded on first use (its endpoint is in a lazy chunk).
import type { UnknownAction } from '@reduxjs/toolkit';
import { call, delay, put, select } from 'redux-saga/effects';
import { lenderDateAgreed } from '../../store/runtimeSlice';
import { signedOut } from '../../events/sessionEvents';
import type { RootState } from '../../store/rootReducer';
import { sessionOperations } from '../../api/session.generated';
import { agreeWithLenderDate, lenderNow, untilLenderMidnight } from '../../lib/rules/easternTime';
import { request } from '../../api/sagaRequest';

/** A little after midnight, so the lender's date has surely turned. */
const AFTER_MIDNIGHT_MS = 5_000;

export function* readLenderDate() {
  try {
    const date = yield* request(
      sessionOperations.endpoints.currentDate.initiate(undefined, { subscribe: false, forceRefetch: true }),
    );
    agreeWithLenderDate(date);
    yield put(lenderDateAgreed(date));
  } catch {
    // The device's clock stands until the next read.
  }
}

/** Reads the lender's date now and after each of its midnights, until cancelled (the session ends). */
export function* keepLenderDate() {
  for (;;) {
    yield call(readLenderDate);
    yield delay(untilLenderMidnight(lenderNow()) + AFTER_MIDNIGHT_MS);
  }
}

/**
 * A session begun, restored or past its multi-factor check: the lender's date is kept while it lasts (a newer start
 * replaces the loop; takeLatest). A session ended: back to the device's clock.
 */
export function* lenderDateSaga(action: UnknownAction) {
  if (action.type === signedOut.type) {
    agreeWithLenderDate(null);
    yield put(lenderDateAgreed(null));
    return;
  }
  const auth = (yield select((state: RootState) => state.auth)) as RootState['auth'];
  if (auth.status !== 'signedIn' || auth.mfaPending) return;
  yield call(keepLenderDate);
}
