// /bank-verification (PENDING_BRFR): the trial deposit is read (`searchBankVerification`); while it is on its way the
// loan and payment socket (spec 4.3) is opened with the id token as `Auth`, registered with registerListener and the
// loan number, and closed on the first status received, after which the deposit is read again. An error on the socket
// makes the verification's status ERROR and records the error on the application; an abnormal close reconnects after
// the backoff. The answer (`saveDecisionBankVerification`) is the amount found, or that it cannot be found; once the
// account is verified, the application socket's next state takes the page on to the e-sign.
import { call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { fetchBankCheck, saveBankDecision, type BankCheck } from '../../applicationEndpoints';
import { decisionSocketFailed } from '../../applicationSlice';
import { APPLICATION_TEXT } from '../../applicationText';
import { firstLoanStatus } from '../../../../store/socketSagas';
import { currentRecord, isRefusal, messageOf } from '../../flowEffects';
import {
  bankCheckAnswered,
  bankCheckErrored,
  bankCheckLoaded,
  bankCheckLoading,
  bankCheckOpened,
  bankCheckRefused,
  bankCheckSending,
} from './bankCheckSlice';
import { BANK_CHECK_TEXT } from './bankCheckText';

export function* bankCheckOpenedSaga() {
  const record = yield* currentRecord();
  if (!record) return;
  yield put(bankCheckLoading());
  try {
    // Each read keeps the deposit as its cache entry.
    const check = (yield call(fetchBankCheck, { applicationId: record.id })) as BankCheck | null;
    yield put(bankCheckLoaded());
    const loanId = record.initialApplicationDetails?.loanNumber;
    if (check?.status !== 'SENT' || !loanId) return;
    const status = (yield call(firstLoanStatus, loanId)) as string | null;
    if (status === null) {
      yield put(bankCheckErrored(BANK_CHECK_TEXT.socketError));
      yield put(decisionSocketFailed());
      return;
    }
    yield call(fetchBankCheck, { applicationId: record.id });
    yield put(bankCheckLoaded());
  } catch {
    yield put(bankCheckErrored(APPLICATION_TEXT.loadFailed));
  }
}

export function* bankCheckAnswerSaga(action: ReturnType<typeof bankCheckAnswered>) {
  const record = yield* currentRecord();
  if (!record) return;
  yield put(bankCheckSending());
  const answer = action.payload;
  try {
    yield call(
      saveBankDecision,
      answer.found
        ? { applicationId: record.id, decision: 'APPROVED', amountCents: answer.amountCents }
        : { applicationId: record.id, decision: 'DENIED' },
    );
  } catch (error) {
    yield put(bankCheckRefused(isRefusal(error) && messageOf(error) ? messageOf(error) : APPLICATION_TEXT.saveFailed));
  }
  // What the deposit's check says now (a wrong amount's try is counted; a verified account moves on by itself).
  try {
    yield call(fetchBankCheck, { applicationId: record.id });
    yield put(bankCheckLoaded());
  } catch {
    // The message above stands.
  }
}

export function* bankCheckSagas() {
  yield takeLatest(bankCheckOpened.type, bankCheckOpenedSaga);
  yield takeLeading(bankCheckAnswered.type, bankCheckAnswerSaga);
}
