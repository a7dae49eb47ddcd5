// The resend link of the code screens stays hidden for the wait of the flag timeouts.verification.otp_email
// after every code sent; run with takeLatest on the "code sent" actions, so each new code restarts the wait.
import type { UnknownAction } from '@reduxjs/toolkit';
import { delay, put, race, select, take } from 'redux-saga/effects';
import { DEFAULT_RESEND_WAIT_SECONDS } from './verificationMessages';
import { selectFlags } from '../store/selectors';

export function* waitForResend(available: UnknownAction, abandonedBy: string) {
  const flags = (yield select(selectFlags)) as ReturnType<typeof selectFlags>;
  const seconds = Number(flags?.timeouts?.verification?.otp_email ?? DEFAULT_RESEND_WAIT_SECONDS);
  const { waited } = (yield race({ waited: delay(seconds * 1000), abandoned: take(abandonedBy) })) as { waited?: true };
  if (waited) yield put(available);
}
