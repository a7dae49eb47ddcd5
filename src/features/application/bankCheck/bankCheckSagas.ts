// /bank-verification (PENDING_BRFR): the trial deposit is read (`searchBankVerification`); while it is on its way the
// loan and payment socket (spec 4.3) is opened with the id token as `Auth`, registered with registerListener and the
// loan number, and closed on the first status received, after which the deposit is read again. An error on the socket
// makes the verification's status ERROR and records the error on the application; an abnormal close reconnects after
// the backoff. The answer (`saveDecisionBankVerification`) is the amount found, or that it cannot be found; once the
// account is verified, the application socket's next state takes the page on to the e-sign.
import type { EventChannel } from 'redux-saga';
import { call, delay, put, select, take, takeLatest, takeLeading } from 'redux-saga/effects';
import type { RootState } from '../../../store/rootReducer';
import { service } from '../../../store/sagaServices';
import type { SocketLike } from '../../../services/services';
import { fetchBankCheck, saveBankDecision, type BankCheck } from '../applicationEndpoints';
import { decisionSocketFailed } from '../applicationSlice';
import { APPLICATION_TEXT } from '../applicationText';
import { backoffMs, socketChannel, type SocketEvent } from '../decision/decisionSagas';
import { current, isRefusal, messageOf } from '../flowEffects';
import { bankCheckAnswered, bankCheckErrored, bankCheckLoaded, bankCheckLoading, bankCheckOpened, bankCheckRefused, bankCheckSending } from './bankCheckSlice';
import { BANK_CHECK_TEXT } from './bankCheckText';

/**
 * Waits on the loan socket for the loan's first status and closes it: the status, or null when the socket failed (an
 * error, or no session). An abnormal close reconnects after the backoff.
 */
export function* firstLoanStatus(loanId: string) {
  const auth = yield* service('auth');
  const sockets = yield* service('sockets');
  const base = (yield select((state: RootState) => state.runtime.config?.socketUrl)) as string | undefined;
  for (let attempt = 0; ; attempt += 1) {
    const token = (yield call(auth.getIdToken)) as string | null;
    if (!token || !base) return null;
    const socket = (yield call(sockets.open, `${base}/loan?Auth=${encodeURIComponent(token)}`)) as SocketLike;
    const channel = (yield call(socketChannel, socket, { action: 'registerListener', loanId })) as EventChannel<SocketEvent>;
    try {
      for (;;) {
        const event = (yield take(channel)) as SocketEvent;
        if (event.type === 'error') return null;
        if (event.type === 'closed') break;
        let status: unknown = null;
        try {
          status = (JSON.parse(event.data) as { body?: { status?: unknown } }).body?.status;
        } catch {
          status = null;
        }
        if (typeof status === 'string') {
          socket.close(1000);
          return status;
        }
      }
    } finally {
      channel.close();
    }
    yield delay(backoffMs(attempt));
  }
}

export function* bankCheckOpenedSaga() {
  const { record } = yield* current();
  if (!record) return;
  yield put(bankCheckLoading());
  try {
    let check = (yield call(fetchBankCheck, { applicationId: record.id })) as BankCheck | null;
    yield put(bankCheckLoaded(check));
    const loanId = record.initialApplicationDetails?.loanNumber;
    if (check?.status !== 'SENT' || !loanId) return;
    const status = (yield call(firstLoanStatus, loanId)) as string | null;
    if (status === null) {
      yield put(bankCheckErrored(BANK_CHECK_TEXT.socketError));
      yield put(decisionSocketFailed());
      return;
    }
    check = (yield call(fetchBankCheck, { applicationId: record.id })) as BankCheck | null;
    yield put(bankCheckLoaded(check));
  } catch {
    yield put(bankCheckErrored(APPLICATION_TEXT.loadFailed));
  }
}

export function* bankCheckAnswerSaga(action: ReturnType<typeof bankCheckAnswered>) {
  const { record } = yield* current();
  if (!record) return;
  yield put(bankCheckSending());
  const answer = action.payload;
  try {
    yield call(saveBankDecision, answer.found ? { applicationId: record.id, decision: 'APPROVED', amountCents: answer.amountCents } : { applicationId: record.id, decision: 'DENIED' });
  } catch (error) {
    yield put(bankCheckRefused(isRefusal(error) && messageOf(error) ? messageOf(error) : APPLICATION_TEXT.saveFailed));
  }
  // What the deposit's check says now (a wrong amount's try is counted; a verified account moves on by itself).
  try {
    const check = (yield call(fetchBankCheck, { applicationId: record.id })) as BankCheck | null;
    yield put(bankCheckLoaded(check));
  } catch {
    // The message above stands.
  }
}

export function* bankCheckSagas() {
  yield takeLatest(bankCheckOpened.type, bankCheckOpenedSaga);
  yield takeLeading(bankCheckAnswered.type, bankCheckAnswerSaga);
}
