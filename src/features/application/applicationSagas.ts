// The application's flow, steps 1 to 3 (application spec 2, 3.1, 3.9, 7.1, 8, 9; issue 12):
// - Entry (/application): a visitor starts at /account. A signed-in customer with an open application resumes at its
//   saved step (openApplication, with the browser's Global Privacy Control signal); a returning customer without
//   one gets the express application (createReturningApplication) at /welcome, or /continue-conversion first when
//   an open store loan may be converted; a new customer starts at /personal (told when the last application expired).
// - Account: the sign-up (flow 'application': confirmed at once), then the auth feature's sign-in (newCustomerSigningIn)
//   with the password kept in the auth profile's `transient` only until it ends. An email that has a login gets the welcome-back
//   offer; a store customer's email (the pre sign-up check's LEGACY) goes to /force-enrollment; a passwordless
//   customer is told to continue with a code; a store customer whose open store loan may be converted (the pre
//   sign-up check's CONVERSION_ELIGIBLE) goes to /conversion-eligible-enrollment.
// - Resume (/resume): the returning-customer lookup by email and date of birth; a passwordless applicant goes on to
//   the emailed code (the passwordless sign-in), anyone else to the login, both coming back to /application; no
//   match shows the spec's email-not-found text with Enroll Now.
// - Each step saves on Continue, then saves the next step as the place to resume (saveLoanApplicationProgress) and
//   goes there. A ZIP code in a state the brand does not serve goes to /not-in-state; someone under 18 to
//   /not-eligible (nothing saved). A failed save keeps what was typed and says so.
import { storedCmsData, type CmsData } from '../../lib/cmsCookie';
import { all, call, delay, put, race, select, take, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { readCustomer } from '../../api/customerRequests';
import type { Customer } from '../../api/customerEndpoints';
import { paths, isAtOrUnder } from '../../config/paths';
import { applicationPaths } from '../../config/applicationPaths';
import { bankAccountSaved, bankStepContinued } from '../../events/bankEvents';
import { newCustomerSignInSettled, newCustomerSigningIn } from '../../events/applicationEvents';
import { pageViewed } from '../../events/pageEvents';
import { sessionNotFound, sessionRestored, signedOut } from '../../events/sessionEvents';
import { agreementsSagas } from './finalSteps/agreements/agreementsSagas';
import { bankCheckSagas } from './finalSteps/bankCheck/bankCheckSagas';
import { checksSagas } from './finalSteps/checks/checksSagas';
import { documentsSagas } from './finalSteps/documents/documentsSagas';
import { anotherOptionSagas } from './finalSteps/decision/anotherOptionSagas';
import { decisionSagas } from './finalSteps/decision/decisionSagas';
import { conversionCached, convertibleStoreLoan } from './entry/storeLoanConversion';
import {
  arrive,
  arriveWhereSaved,
  current,
  currentRecord,
  keepSaved,
  loaded,
  moveOn,
  patchRecord,
  reasonOf,
  saveFailedWith,
} from './flowEffects';
import { rememberStore } from '../../lib/storeCookie';
import { classifySignUpError, SIGN_UP_ERROR } from '../../lib/signUpErrors';
import { incomeInput, personalInput } from '../../lib/validation/applicationInputs';
import { toIsoDate } from '../../lib/validation/applicationDates';
import { incomeWireSchema, isOfAge } from '../../lib/validation/applicationSchemas';
import { stateName } from '../../lib/rules/usStates';
import { service } from '../../store/sagaServices';
import { selectBrand, selectFlags } from '../../store/selectors';
import type { RootState } from '../../store/rootReducer';
import {
  createApplication,
  createReturningApplication,
  fetchConversion,
  fetchOpenApplication,
  lookUpApplicant,
  saveIncomeInformation,
  saveLoanSelection,
  savePersonalInformation,
  savePreferredProduct,
  saveStoreInformation,
  withdrawApplication,
  type ApplicationRecord,
  type ConversionEligibility,
  type OpenApplication,
} from './applicationEndpoints';
import { STEP_REFUSAL, type ApplicationStep } from '../../lib/rules/applicationSteps';
import { APPLICATION_TEXT } from './applicationText';
import {
  accountSubmitted,
  applicationEntered,
  applicationLoaded,
  entryStarted,
  incomeSubmitted,
  loanAmountChosen,
  loanProductChosen,
  notEligibleFound,
  notInStateFound,
  personalSubmitted,
  productChosen,
  resumeLookupRequested,
  resumeSettled,
  saveFailed,
  startOverRequested,
  storeConfirmed,
  welcomeBackOffered,
  welcomeContinued,
} from './applicationSlice';

const page = applicationPaths;

/**
 * The signed-in person's email, or null for a visitor. On a page's first load a session stored in the browser is
 * still being read (the entry is a page for visitors too, so no guard waits for it): wait until it is known, or a
 * signed-in customer who opens /application would be taken for a new visitor. (After a sign-out the session is
 * unknown too, and nothing is stored: a visitor.)
 */
function* signedInEmail() {
  const auth = yield* service('auth');
  for (;;) {
    const state = (yield select((root: RootState) => root.auth)) as RootState['auth'];
    if (state.status !== 'unknown' || !auth.hasStoredSession()) return state.status === 'signedIn' ? state.email : null;
    yield take([sessionRestored.type, sessionNotFound.type, signedOut.type]);
  }
}

/** The browser's Global Privacy Control signal. */
const privacySignal = () => (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;

/** Where a saved application resumes: its saved step, or step 1. */
const resumeAt = (record: ApplicationRecord) => record.loanApplicationProgress?.applicationUrl ?? page.personal.href();

/** The adverse-action pages and what follows them: they show a declined application. */
const isOutcomePage = (pathname: string) =>
  isAtOrUnder(pathname, page.adverseAction.root.href()) || pathname === page.anotherOptionSelected.href();

export function* entrySaga(action: ReturnType<typeof applicationEntered>) {
  const navigate = yield* service('navigate');
  const { resume } = action.payload;
  const email = (yield call(signedInEmail)) as string | null;
  if (!email) {
    yield* loaded(null, { reached: page.account.href() });
    if (resume) yield call(navigate.navigate, page.account.href(), { replace: true });
    return;
  }
  yield put(entryStarted());
  try {
    const open = (yield call(fetchOpenApplication, { email, isGPCEnabled: privacySignal() })) as OpenApplication;
    if (open.openApplication) {
      const record = open.openApplication;
      yield* loaded(record, { reached: resumeAt(record) });
      if (resume) yield call(navigate.navigate, resumeAt(record), { replace: true });
      return;
    }
    // A notice of action taken is read, never a reason to start an application: its page shows the declined one.
    if (isOutcomePage(navigate.pathname())) {
      yield* loaded(open.declinedApplication ?? null, { reached: null });
      return;
    }
    const customer = (yield call(readCustomer)) as unknown as Customer;
    if (customer.isReturningCustomer) {
      const record = (yield call(createReturningApplication, { email })) as ApplicationRecord;
      const conversion = (yield call(fetchConversion, { applicationId: record.id })) as ConversionEligibility;
      yield put(conversionCached(record.id, conversion));
      yield* loaded(record, { reached: page.welcome.href() });
      const convertible = convertibleStoreLoan(conversion) !== null;
      if (resume)
        yield call(navigate.navigate, convertible ? page.continueConversion.href() : page.welcome.href(), {
          replace: true,
        });
      return;
    }
    yield* loaded(null, {
      reached: page.personal.href(),
      expired: open.applicationExpired,
      legacy: open.legacyApplicationPending,
    });
    if (resume) yield call(navigate.navigate, page.personal.href(), { replace: true });
  } catch {
    yield* loaded(null, { reached: page.personal.href() });
    yield put(saveFailed(APPLICATION_TEXT.loadFailed));
  }
}

export function* accountSaga(action: ReturnType<typeof accountSubmitted>) {
  const auth = yield* service('auth');
  const navigate = yield* service('navigate');
  const brand = (yield select(selectBrand)) as ReturnType<typeof selectBrand>;
  const email = action.payload.email.trim().toLowerCase();
  try {
    yield call(auth.signUp, {
      email,
      password: action.payload.password,
      firstName: action.payload.firstName.trim(),
      lastName: action.payload.lastName.trim(),
      customSource: brand.idpSource,
      customBrand: brand.key,
      isPasswordless: false,
      flow: 'application',
    });
  } catch (error) {
    const failure = classifySignUpError(error, 'signUp');
    if (failure.userExists) yield put(welcomeBackOffered());
    else if (failure.isPasswordless) yield put(saveFailed(APPLICATION_TEXT.passwordless));
    else if (failure.source === 'LEGACY') {
      yield* loaded(null, { reached: page.account.href() });
      yield call(
        navigate.navigate,
        failure.conversionEligible ? page.conversionEligibleEnrollment.href() : page.forceEnrollment.href(),
      );
    } else yield put(saveFailed(failure.message ?? SIGN_UP_ERROR));
    return;
  }
  // The new customer goes on signed in, by the auth feature's sign-in, to step 1 (or the check it owes first).
  yield put(newCustomerSigningIn({ email, password: action.payload.password, redirectTo: page.personal.href() }));
  const settled = (yield take(newCustomerSignInSettled.type)) as ReturnType<typeof newCustomerSignInSettled>;
  if (!settled.payload.signedIn) {
    yield put(saveFailed(APPLICATION_TEXT.signInFailed));
    return;
  }
  yield* loaded(null, { reached: page.personal.href() });
}

export function* personalSaga(action: ReturnType<typeof personalSubmitted>) {
  const brand = (yield select(selectBrand)) as ReturnType<typeof selectBrand>;
  const navigate = yield* service('navigate');
  const email = (yield call(signedInEmail)) as string | null;
  const record = yield* currentRecord();
  const form = action.payload;
  if (!isOfAge(form.dateOfBirth)) {
    yield put(notEligibleFound('age'));
    yield call(navigate.navigate, page.notEligible.href());
    return;
  }
  try {
    const personalInformation = personalInput(form);
    // What the marketing site's link said of the visit (the 30-day CMS cookie), with the brand.
    const cms = (yield call(storedCmsData, brand.cookieName)) as CmsData;
    const campaignId = (yield select((state: RootState) => state.runtime.campaignId)) as string | null;
    // One call: the server checks the step (the ZIP code's state, what is offered there), saves it and says what
    // follows it.
    const saved = record
      ? ((yield call(savePersonalInformation, { id: record.id, personalInformation })) as ApplicationRecord)
      : ((yield call(createApplication, {
          application: {
            applicationType: 'SAGA_APPLICATION_ONLINE',
            stateCode: form.stateCode,
            channel: 'ONLINE',
            campaignId,
            userInformation: { email: email ?? '' },
            personalInformation,
          },
          cmsData: { ...cms, brand: brand.key },
        })) as ApplicationRecord);
    yield call(arriveWhereSaved, saved);
  } catch (error) {
    const reason = reasonOf(error);
    if (reason === STEP_REFUSAL.noProductsInState) {
      yield put(notInStateFound(stateName(form.stateCode)));
      yield call(navigate.navigate, page.notInState.href());
    } else if (reason === STEP_REFUSAL.under18) {
      yield put(notEligibleFound('age'));
      yield call(navigate.navigate, page.notEligible.href());
    } else yield call(saveFailedWith, error);
  }
}

export function* productSaga(action: ReturnType<typeof productChosen>) {
  const record = yield* currentRecord();
  if (!record) return;
  try {
    const nextStep = action.payload.channel === 'RETAIL' ? 'STORE_SELECT' : 'INCOME';
    const saved = (yield call(savePreferredProduct, {
      id: record.id,
      preferredProductCode: action.payload.productCode,
      channel: action.payload.channel,
      resumeAt: nextStep,
    })) as ApplicationRecord;
    yield call(arrive, saved, nextStep);
  } catch (error) {
    yield call(saveFailedWith, error);
  }
}

export function* storeSaga(action: ReturnType<typeof storeConfirmed>) {
  const record = yield* currentRecord();
  if (!record) return;
  try {
    const saved = (yield call(saveStoreInformation, {
      id: record.id,
      storeInformation: { storeNumber: String(action.payload.storeNumber), brandName: action.payload.brandName },
      resumeAt: 'INCOME',
    })) as ApplicationRecord;
    // Remembered 30 days (spec 9), as a store chosen on the store locator is.
    yield call(rememberStore, action.payload.storeNumber);
    yield call(arrive, saved, 'INCOME');
  } catch (error) {
    yield call(saveFailedWith, error);
  }
}

export function* welcomeSaga() {
  const record = yield* currentRecord();
  if (!record) return;
  try {
    yield call(moveOn, record, 'PERSONAL');
  } catch (error) {
    yield call(saveFailedWith, error);
  }
}

export function* incomeSaga(action: ReturnType<typeof incomeSubmitted>) {
  const record = yield* currentRecord();
  if (!record) return;
  try {
    // The form was checked by the schema derived from the wire's; the wire checked again is the typed wire.
    const incomeInformation = incomeWireSchema.validateSync(incomeInput(action.payload));
    const saved = (yield call(saveIncomeInformation, {
      id: record.id,
      incomeInformation,
      resumeAt: 'BANK',
    })) as ApplicationRecord;
    // The rest of step 3: the bank account.
    yield call(arrive, saved, 'BANK');
  } catch (error) {
    yield call(saveFailedWith, error);
  }
}

/**
 * Where the amount page leads once the loan is saved: an online loan to the checks before its submission (the mobile
 * number, then the photo ID); a store loan (the store checks the phone and the ID in person, and sets the terms) to
 * the documents before its submission.
 */
const afterAmount = (record: ApplicationRecord): ApplicationStep =>
  record.channel === 'ONLINE' ? 'OTP' : 'AGREEMENTS';

/**
 * Step 3 is done once the bank feature saved the account (the record keeps it: only the last 4 digits of its
 * numbers): step 4 starts with the loan offered.
 */
export function* bankDoneSaga(action: ReturnType<typeof bankAccountSaved> | ReturnType<typeof bankStepContinued>) {
  if ((yield* currentRecord())?.id !== action.payload.applicationId) return;
  if (bankAccountSaved.match(action)) {
    const { bankingInformation } = action.payload;
    yield* patchRecord((draft) => void (draft.bankingInformation = bankingInformation));
  }
  const record = yield* currentRecord();
  if (!record?.bankingInformation) return;
  try {
    yield call(moveOn, record, 'PRODUCTS');
  } catch {
    // The account is saved; only the place to resume at was not: go on all the same (a reload resumes at the bank
    // step, which shows the saved account and goes on from there).
    const navigate = yield* service('navigate');
    yield* keepSaved(record, page.products.href());
    yield call(navigate.navigate, page.products.href());
  }
}

export function* loanProductSaga(action: ReturnType<typeof loanProductChosen>) {
  const record = yield* currentRecord();
  if (!record) return;
  try {
    const saved = (yield call(savePreferredProduct, {
      id: record.id,
      preferredProductCode: action.payload.productCode,
      channel: record.channel === 'RETAIL' ? 'RETAIL' : 'ONLINE',
      resumeAt: 'AMOUNT',
    })) as ApplicationRecord;
    yield call(arrive, saved, 'AMOUNT');
  } catch (error) {
    yield call(saveFailedWith, error);
  }
}

export function* loanAmountSaga(action: ReturnType<typeof loanAmountChosen>) {
  const record = yield* currentRecord();
  if (!record?.preferredProductCode) return;
  try {
    // The save keeps the application's channel, so the step after it is known before it.
    const nextStep = afterAmount(record);
    const saved = (yield call(saveLoanSelection, {
      id: record.id,
      productCode: record.preferredProductCode,
      loanAmount: action.payload.loanAmount,
      termMonths: action.payload.termMonths,
      resumeAt: nextStep,
    })) as ApplicationRecord;
    yield call(arrive, saved, nextStep);
  } catch (error) {
    yield call(saveFailedWith, error);
  }
}

/**
 * The passwordless resume: finds the applicant by email and date of birth, then sends them the way back in (the
 * emailed code for a passwordless account, else the login), coming back to /application to resume.
 */
export function* resumeLookupSaga(action: ReturnType<typeof resumeLookupRequested>) {
  const navigate = yield* service('navigate');
  const email = action.payload.email.trim().toLowerCase();
  const dateOfBirth = toIsoDate(action.payload.dateOfBirth) ?? '';
  let isPasswordless: boolean;
  try {
    ({ isPasswordless } = (yield call(lookUpApplicant, { email, dateOfBirth })) as { isPasswordless: boolean });
  } catch (error) {
    if ((error as { status?: unknown }).status === 404) yield put(resumeSettled({ notFound: true }));
    else yield put(saveFailed(APPLICATION_TEXT.loadFailed));
    return;
  }
  const flags = (yield select(selectFlags)) as ReturnType<typeof selectFlags>;
  const back = { email, from: { pathname: page.root.href() } };
  if (isPasswordless && !flags?.enablePasswordlessFlow) {
    const brand = (yield select(selectBrand)) as ReturnType<typeof selectBrand>;
    yield put(saveFailed(APPLICATION_TEXT.passwordlessOff(brand.phoneNumber)));
    return;
  }
  yield put(resumeSettled({ notFound: false }));
  yield call(navigate.navigate, isPasswordless ? paths.passwordlessResume.href() : paths.login.href(), { state: back });
}

/** Withdraws the open application and starts again at step 1. */
export function* startOverSaga() {
  const navigate = yield* service('navigate');
  const record = yield* currentRecord();
  try {
    if (record) yield call(withdrawApplication, { id: record.id });
    yield* loaded(null, { reached: page.personal.href() });
    yield call(navigate.navigate, page.personal.href());
  } catch (error) {
    yield call(saveFailedWith, error);
  }
}

/** Each screen of the application is a virtual page view carrying the application's id (never anything personal). */
const PAGE_VIEW_WAIT_MS = 5000;

export function* applicationPageViewSaga(action: ReturnType<typeof pageViewed>) {
  if (!isAtOrUnder(action.payload, page.root.href())) return;
  const analytics = yield* service('analytics');
  const state = yield* current();
  let { applicationId } = state;
  // A page opened afresh while the application loads waits for it (a while at most), so the view carries its id.
  if (!applicationId && state.status === 'loading') {
    const { found } = (yield race({ found: take(applicationLoaded.type), later: delay(PAGE_VIEW_WAIT_MS) })) as {
      found?: ReturnType<typeof applicationLoaded>;
    };
    applicationId = found?.payload.applicationId ?? null;
  }
  yield call(analytics.pageView, action.payload, { applicationId });
}

export function* applicationSagas() {
  yield all([
    takeLatest(applicationEntered.type, entrySaga),
    takeLeading(accountSubmitted.type, accountSaga),
    takeLeading(personalSubmitted.type, personalSaga),
    takeLeading(productChosen.type, productSaga),
    takeLeading(storeConfirmed.type, storeSaga),
    takeLeading(welcomeContinued.type, welcomeSaga),
    takeLeading(incomeSubmitted.type, incomeSaga),
    takeLeading([bankAccountSaved.type, bankStepContinued.type], bankDoneSaga),
    takeLeading(loanProductChosen.type, loanProductSaga),
    takeLeading(loanAmountChosen.type, loanAmountSaga),
    takeLeading(startOverRequested.type, startOverSaga),
    takeLeading(resumeLookupRequested.type, resumeLookupSaga),
    takeEvery(pageViewed.type, applicationPageViewSaga),
    call(agreementsSagas),
    call(bankCheckSagas),
    call(checksSagas),
    call(documentsSagas),
    call(decisionSagas),
    call(anotherOptionSagas),
  ]);
}
