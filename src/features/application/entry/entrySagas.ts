// Where a person starts on the application (application spec 2, 3.1, 8, 9; issue 12):
// - Entry (/application): a visitor starts at /account. A signed-in customer with an open application resumes at its
//   saved step (openApplication, with the browser's Global Privacy Control signal); a returning customer without
//   one gets the express application (createReturningApplication) at /welcome, or /continue-conversion first when
//   an open store loan may be converted; a new customer starts at /personal (told when the last application expired).
// - Resume (/resume): the returning-customer lookup by email and date of birth; a passwordless applicant goes on to
//   the emailed code (the passwordless sign-in), anyone else to the login, both coming back to /application; no
//   match shows the spec's email-not-found text with Enroll Now.
// - Start over: the open application withdrawn, step 1 again. The welcome page goes on to step 1.
import { applicationPaths } from '../../../config/applicationPaths';
import { all, call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { readCustomer } from '../../../api/customerRequests';
import type { Customer } from '../../../api/customerEndpoints';
import { paths, isAtOrUnder } from '../../../config/paths';
import { convertibleStoreLoan } from './storeLoanConversion';
import { currentRecord, loaded, moveOn, saveFailedWith, signedInEmail } from '../flowEffects';
import { toIsoDate } from '../../../lib/validation/applicationDates';
import { service } from '../../../store/sagaServices';
import { selectBrand, selectFlags } from '../../../store/selectors';
import {
  createReturningApplication,
  fetchConversion,
  fetchOpenApplication,
  lookUpApplicant,
  withdrawApplication,
  type ApplicationRecord,
  type ConversionEligibility,
  type OpenApplication,
} from '../applicationEndpoints';
import { APPLICATION_TEXT } from '../applicationText';
import {
  applicationEntered,
  entryStarted,
  resumeLookupRequested,
  resumeSettled,
  saveFailed,
  startOverRequested,
  welcomeContinued,
} from '../applicationSlice';

const page = applicationPaths;

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

export function* welcomeSaga() {
  const record = yield* currentRecord();
  if (!record) return;
  try {
    yield call(moveOn, record, 'PERSONAL');
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

export function* entrySagas() {
  yield all([
    takeLatest(applicationEntered.type, entrySaga),
    takeLeading(welcomeContinued.type, welcomeSaga),
    takeLeading(startOverRequested.type, startOverSaga),
    takeLeading(resumeLookupRequested.type, resumeLookupSaga),
  ]);
}
