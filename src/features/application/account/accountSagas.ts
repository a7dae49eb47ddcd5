// The application's login (application spec 3.1; issue 12): the sign-up (flow 'application': confirmed at once), then
// the auth feature's sign-in (newCustomerSigningIn) with the password kept in the auth profile's `transient` only until
// it ends. An email that has a login gets the welcome-back offer; a store customer's email (the pre sign-up check's
// LEGACY) goes to /force-enrollment; a passwordless customer is told to continue with a code; a store customer whose
// open store loan may be converted (the pre sign-up check's CONVERSION_ELIGIBLE) goes to
// /conversion-eligible-enrollment.
import { applicationPaths } from '../../../config/applicationPaths';
import { call, put, select, take, takeLeading } from 'redux-saga/effects';
import { newCustomerSignInSettled, newCustomerSigningIn } from '../../../events/applicationEvents';
import { loaded } from '../flowEffects';
import { classifySignUpError, SIGN_UP_ERROR } from '../../../lib/signUpErrors';
import { service } from '../../../store/sagaServices';
import { selectBrand } from '../../../store/selectors';
import { APPLICATION_TEXT } from '../applicationText';
import { accountSubmitted, saveFailed, welcomeBackOffered } from '../applicationSlice';

const page = applicationPaths;

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

export function* accountSagas() {
  yield takeLeading(accountSubmitted.type, accountSaga);
}
