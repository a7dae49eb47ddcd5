// The conversion's steps (account-access spec 4): the offers by the customer's own code (`me.customerCode`); exactly one offer starts the
// preliminary underwriting at once, more than one waits for the customer's confirmed choice; APPROVED goes on to the
// convert or refinance page, a decline to the adverse-action page's notice (naming the request). Continue makes the application
// (cloneApplicationBase), checks the payday loan (validateOriginalLoanDetails: no longer eligible opens the
// conversion-denied modal; its OK records createConversionDenial and gives the notice of action taken), turns it into the
// conversion (convertApplicationTypeToConversion), and hands over to the application, which resumes at its
// agreements and e-sign.
import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { readCustomer } from '../../api/customerRequests';
import type { Customer } from '../../api/customerEndpoints';
import { declinedRequestState } from '../../config/declinedRequest';
import { paths } from '../../config/paths';
import { service } from '../../store/sagaServices';
import { request } from '../../api/sagaRequest';
import {
  conversionApi,
  type ConversionChoice,
  type ConversionKind,
  type OriginalLoanCheck,
} from './conversionEndpoints';
import {
  amountChanged,
  continueRequested,
  conversionEntered,
  conversionFailed,
  offersLoaded,
  optionConfirmed,
  optionUnavailable,
  selectConversion,
  unavailableAcknowledged,
  underwritingAnswered,
  underwritingStarted,
} from './conversionSlice';

export const CONVERSION_MESSAGES = {
  failed: 'We could not load your options. Please try again.',
  amountChanged: 'Your loan’s payoff has changed. Please choose your amount again.',
} as const;

const messageOf = (error: unknown, fallback: string) => (error as { message?: string } | null)?.message ?? fallback;

export const NO_CUSTOMER_CODE = 'You have no loan with us that can be converted or refinanced.';

export function* customerCode() {
  const customer = (yield call(readCustomer)) as Customer;
  if (!customer.customerCode) throw new Error(NO_CUSTOMER_CODE);
  return customer.customerCode;
}

export function* readOffers(code: string) {
  return (yield* request(
    conversionApi.endpoints.conversionOffers.initiate({ customerCode: code }, { subscribe: false, forceRefetch: true }),
  )).conversionTypes;
}

/** The preliminary underwriting of the request the customer made: its status, and a decline's notice. */
export function* underwrite(code: string, kind: ConversionKind) {
  return yield* request(conversionApi.endpoints.preliminaryUnderwriting.initiate({ customerCode: code, kind }));
}

export function* cloneApplication(choice: ConversionChoice) {
  return (yield* request(conversionApi.endpoints.cloneApplicationBase.initiate({ choice }))).id;
}

export function* validateOriginal(id: string) {
  return yield* request(conversionApi.endpoints.validateOriginalLoanDetails.initiate({ id }));
}

export function* convertType(id: string) {
  return (
    (yield* request(conversionApi.endpoints.convertApplicationTypeToConversion.initiate({ id }))).applicationState ??
    null
  );
}

export function* recordDenial(id: string) {
  return (yield* request(conversionApi.endpoints.createConversionDenial.initiate({ id }))).success;
}

const pageOf = (kind: ConversionKind) =>
  kind === 'CONVERSION' ? paths.loanConversion.convert.href() : paths.loanConversion.refinance.href();

function* underwriteFor(kind: ConversionKind) {
  const navigate = yield* service('navigate');
  const code = (yield call(customerCode)) as string;
  const { status, noticeApplicationId } = (yield call(underwrite, code, kind)) as {
    status: string;
    noticeApplicationId?: string | null;
  };
  const approved = status === 'APPROVED';
  yield put(underwritingAnswered({ approved }));
  // Declined: the notice of action taken (Regulation B) on the adverse-action page, naming the request, with the
  // reasons the server kept (and mailed).
  yield call(
    navigate.navigate,
    approved ? pageOf(kind) : paths.application.adverseAction.href(),
    approved ? undefined : { state: declinedRequestState(kind, noticeApplicationId ?? null) },
  );
}

export function* offersSaga() {
  try {
    const code = (yield call(customerCode)) as string;
    const offers = (yield call(readOffers, code)) as ConversionKind[];
    yield put(offersLoaded(offers));
    if (offers.length === 1) {
      yield put(underwritingStarted(offers[0]!));
      yield call(underwriteFor, offers[0]!);
    }
  } catch (error) {
    yield put(conversionFailed(messageOf(error, CONVERSION_MESSAGES.failed)));
  }
}

export function* chosenSaga(action: ReturnType<typeof optionConfirmed>) {
  try {
    yield call(underwriteFor, action.payload);
  } catch (error) {
    yield put(conversionFailed(messageOf(error, CONVERSION_MESSAGES.failed)));
  }
}

export function* continueSaga(action: ReturnType<typeof continueRequested>) {
  const navigate = yield* service('navigate');
  try {
    const id = (yield call(cloneApplication, action.payload)) as string;
    const check = (yield call(validateOriginal, id)) as OriginalLoanCheck;
    if (check.hadLoanAmountDeleted) {
      yield put(amountChanged(CONVERSION_MESSAGES.amountChanged));
      return;
    }
    if (!check.isEligible) {
      yield put(optionUnavailable(id));
      return;
    }
    yield call(convertType, id);
    // The application resumes where it stands: the approved loan's agreements, then the e-sign.
    yield call(navigate.navigate, paths.application.root.href());
  } catch (error) {
    yield put(conversionFailed(messageOf(error, CONVERSION_MESSAGES.failed)));
  }
}

/**
 * The conversion-denied modal closed: the denial is recorded (createConversionDenial) either way. Its OK returns to
 * the credit product, the customer's loan (application spec 5); its other button opens the notice of action taken on
 * the adverse-action page (spec 2.3), which leads back to the loan too.
 */
export function* unavailableSaga(action: ReturnType<typeof unavailableAcknowledged>) {
  const navigate = yield* service('navigate');
  const { unavailableApplicationId, kind } = (yield select(selectConversion)) as ReturnType<typeof selectConversion>;
  try {
    if (unavailableApplicationId) yield call(recordDenial, unavailableApplicationId);
  } catch {
    // The notice is given either way; the application stays unsigned and is replaced by the next choice.
  }
  if (!action.payload.readNotice) {
    yield call(navigate.navigate, paths.account.root.href(), { replace: true });
    return;
  }
  yield call(navigate.navigate, paths.application.adverseAction.href(), {
    replace: true,
    state: declinedRequestState(kind ?? 'CONVERSION', unavailableApplicationId),
  });
}

export function* conversionSagas() {
  yield takeLatest(conversionEntered.type, offersSaga);
  yield takeLatest(optionConfirmed.type, chosenSaga);
  yield takeLeading(continueRequested.type, continueSaga);
  yield takeLeading(unavailableAcknowledged.type, unavailableSaga);
}
