// A payment taken waits for the processor's answer on the loan and payment socket (application spec 4.3: registered
// with registerListener and the loan number, closed on the first status), then the account is read again so the
// loan's figures show the payment.
import { call, put, takeLatest } from 'redux-saga/effects';
import { request } from '../../../store/sagaRequest';
import { firstLoanStatus } from '../../../store/socketSagas';
import { accountApi } from '../accountEndpoints';
import { paymentSettled, paymentTaken, paymentWatchRequested } from './paymentSlice';

/** The account read again (the loan's figures with the payment). */
export function* refreshAccount() {
  return yield* request(accountApi.endpoints.accountOverview.initiate(undefined, { subscribe: false, forceRefetch: true }));
}

export function* watchPaymentSaga(action: ReturnType<typeof paymentTaken> | ReturnType<typeof paymentWatchRequested>) {
  const status = (yield call(firstLoanStatus, action.payload.loanNumber)) as string | null;
  yield put(paymentSettled({ status }));
  try {
    yield call(refreshAccount);
  } catch {
    // The page reads the account again on its next visit; the receipt is already shown.
  }
}

export function* paymentSagas() {
  yield takeLatest([paymentTaken.type, paymentWatchRequested.type], watchPaymentSaga);
}
