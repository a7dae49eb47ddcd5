// A payment sent once: a second press while it is under way is ignored (and the idempotency key makes a repeat of the
// same payment the same payment on the server). The card processor's token goes in this one request only: the mutation
// is started with `track: false`, so neither its arguments nor its answer are kept in the store (the DevTools
// sanitizers mask the token in the submitted action). A payment taken waits for the processor's answer on the loan and payment socket
// (application spec 4.3: registered with registerListener and the loan number, closed on the first status), then the
// account is read again so the loan's figures show the payment.
import { call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import type { PaymentInput } from '../../../api/generated/graphql';
import type { ApiError } from '../../../lib/apiError';
import { request } from '../../../api/sagaRequest';
import { firstLoanStatus } from '../../../store/socketSagas';
import { accountApi, type Payment } from '../accountEndpoints';
import {
  paymentFailed,
  paymentSending,
  paymentSettled,
  paymentSubmitted,
  paymentTaken,
  paymentWatchRequested,
} from './paymentSlice';

export const PAYMENT_FAILED = 'We couldn’t take your payment just now. No money was taken. Please try again.';

export function* makePayment(payment: PaymentInput) {
  return yield* request(accountApi.endpoints.makePayment.initiate({ payment }, { track: false }));
}

export function* submitPaymentSaga(action: ReturnType<typeof paymentSubmitted>) {
  yield put(paymentSending());
  try {
    const taken = (yield call(makePayment, action.payload)) as Payment;
    yield put(paymentTaken(taken));
  } catch (error) {
    const { code, message } = error as Partial<ApiError>;
    yield put(paymentFailed(code === 'BAD_REQUEST' && message ? message : PAYMENT_FAILED));
  }
}

/** The account read again (the loan's figures with the payment). */
export function* refreshAccount() {
  return yield* request(
    accountApi.endpoints.accountOverview.initiate(undefined, { subscribe: false, forceRefetch: true }),
  );
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
  yield takeLeading(paymentSubmitted.type, submitPaymentSaga);
  yield takeLatest([paymentTaken.type, paymentWatchRequested.type], watchPaymentSaga);
}
