// The route table: every route of the portal, in one file. Routes whose screens later issues build are added
// by those issues.
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { readHandoffHash } from '../features/auth/handoffSagas';
import { PASSWORDLESS_RESUME } from '../features/auth/recoverySagas';
import { LoginScreen } from '../features/auth/screens/LoginScreen';
import { SsoLandingScreen, TransferScreen } from '../features/auth/screens/SingleSignOnScreens';
import { useAppSelector } from '../store/hooks';
import { ENROLLMENT_PAGE } from '../store/enrollmentEvents';
import { MFA_FAIL_PAGE, MFA_PAGE } from '../store/mfaEvents';
import { selectFlags } from '../store/selectors';
import { ErrorScreen } from './ErrorScreen';
import { ExternalRedirect } from './ExternalRedirect';
import { AdminLoginGate, RequireAdmin, RequireAuth } from './guards';
import { Layout } from './Layout';
import { PartnerRedirect } from './PartnerRedirect';
import { RootRedirect } from './RootRedirect';

const AccountScreen = lazy(() => import(/* webpackChunkName: "account" */ '../features/account/screens/AccountScreen').then((m) => ({ default: m.AccountScreen })));
const AdminLoginScreen = lazy(() => import(/* webpackChunkName: "admin" */ '../features/auth/screens/AdminScreens').then((m) => ({ default: m.AdminLoginScreen })));
const AdminLandingScreen = lazy(() => import(/* webpackChunkName: "admin" */ '../features/auth/screens/AdminScreens').then((m) => ({ default: m.AdminLandingScreen })));
// The recovery screens share one chunk (none of them is needed to log in).
const passwordScreens = () => import(/* webpackChunkName: "recovery" */ '../features/auth/screens/PasswordScreens');
const forgotEmailScreens = () => import(/* webpackChunkName: "recovery" */ '../features/auth/screens/ForgotEmailScreens');
const ForgotPasswordScreen = lazy(() => passwordScreens().then((m) => ({ default: m.ForgotPasswordScreen })));
const ForgotPasswordFailScreen = lazy(() => passwordScreens().then((m) => ({ default: m.ForgotPasswordFailScreen })));
const ChangePasswordScreen = lazy(() => passwordScreens().then((m) => ({ default: m.ChangePasswordScreen })));
const ForgotEmailScreen = lazy(() => forgotEmailScreens().then((m) => ({ default: m.ForgotEmailScreen })));
const ForgotEmailFailScreen = lazy(() => forgotEmailScreens().then((m) => ({ default: m.ForgotEmailFailScreen })));
const PasswordlessResumeScreen = lazy(() =>
  import(/* webpackChunkName: "recovery" */ '../features/auth/screens/PasswordlessResumeScreen').then((m) => ({ default: m.PasswordlessResumeScreen })),
);
const MfaScreen = lazy(() => import(/* webpackChunkName: "mfa" */ '../features/mfa/screens/MfaScreen').then((m) => ({ default: m.MfaScreen })));
const MfaFailScreen = lazy(() => import(/* webpackChunkName: "mfa" */ '../features/mfa/screens/MfaFailScreen').then((m) => ({ default: m.MfaFailScreen })));
const enrollmentScreens = () => import(/* webpackChunkName: "enrollment" */ '../features/enrollment/screens/EnrollmentScreens');
type EnrollmentScreenName = keyof Awaited<ReturnType<typeof enrollmentScreens>>;
const enrollmentScreen = (name: EnrollmentScreenName) => lazy(() => enrollmentScreens().then((m) => ({ default: m[name] })));
/** The enrollment pages (section 2), each under /enrollment. */
const ENROLLMENT_ROUTES: [string, ReturnType<typeof enrollmentScreen>][] = [
  ['personal-form', enrollmentScreen('PersonalFormScreen')],
  ['residential-form', enrollmentScreen('ResidentialFormScreen')],
  ['otp-send-code', enrollmentScreen('OtpScreen')],
  ['otp-verify-code', enrollmentScreen('OtpScreen')],
  ['otp-failed', enrollmentScreen('OtpFailedScreen')],
  ['email-verification', enrollmentScreen('EmailVerificationScreen')],
  ['email-verification-failed', enrollmentScreen('EmailVerificationFailedScreen')],
  ['email-verification-not-eligible', enrollmentScreen('EmailNotEligibleScreen')],
  ['email-already-in-use', enrollmentScreen('EmailAlreadyInUseScreen')],
  ['customer-already-in-use', enrollmentScreen('CustomerAlreadyInUseScreen')],
  ['no-record-located', enrollmentScreen('NoRecordLocatedScreen')],
  ['success', enrollmentScreen('SuccessScreen')],
  ['thank-you', enrollmentScreen('ThankYouScreen')],
  ['error', enrollmentScreen('EnrollmentErrorScreen')],
];
const EnrollmentScreen = enrollmentScreen('EnrollmentScreen');
const ApplicationArea = lazy(() => import(/* webpackChunkName: "application" */ '../features/application/ApplicationArea'));

export const NOT_FOUND_PAGE = '/404.html';
export const MAINTENANCE_PAGE = '/maintenance.html';

const Loading = ({ children }: { children: ReactNode }) => (
  <Suspense
    fallback={
      <p role="status" style={{ textAlign: 'center', margin: '48px 0' }}>
        Loading…
      </p>
    }
  >
    {children}
  </Suspense>
);

/**
 * /login shows the login screen when the hash carries handed-over tokens, or resumeApp=true, or the
 * redirect-to-p360 flag is off, or this is the partner's (p360's) own host; otherwise it goes to p360's login.
 */
function LoginRoute() {
  const location = useLocation();
  const brandKey = useAppSelector((s) => s.runtime.brandKey);
  const redirectToP360 = useAppSelector((s) => selectFlags(s)?.redirectToP360 === true);
  const p360 = useAppSelector((s) => s.runtime.config?.brandOrigins.p360);
  const resumeApp = new URLSearchParams(location.search).get('resumeApp') === 'true';
  // The login removes handed-over tokens from the hash at once; the single sign-on they started keeps the page.
  const handingOver = useAppSelector((s) => s.auth.singleSignOn !== 'idle');
  const show = !!readHandoffHash(location.hash) || handingOver || resumeApp || !redirectToP360 || brandKey === 'p360' || !p360;
  if (!show) return <ExternalRedirect to={`${p360}/login${location.search}`} />;
  return <LoginScreen />;
}

type FlagName = 'forgotPassword' | 'forgotEmail' | 'enablePasswordlessFlow';

/** A route that exists only while its feature flag is on (otherwise the brand's 404 page). */
function Flagged({ flag, children }: { flag: FlagName; children: ReactNode }) {
  const on = useAppSelector((s) => selectFlags(s)?.[flag] === true);
  return on ? <Loading>{children}</Loading> : <ExternalRedirect to={NOT_FOUND_PAGE} />;
}

export function AppRoutes() {
  const maintenance = useAppSelector((s) => selectFlags(s)?.maintenenceMode === true);
  if (maintenance) return <ExternalRedirect to={MAINTENANCE_PAGE} />;
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route path="/" element={<RootRedirect />} />
        <Route path="/login" element={<LoginRoute />} />
        <Route path="/login-successful" element={<Navigate to="/" replace />} />
        <Route path="/sso" element={<SsoLandingScreen />} />
        <Route path="/sso/transfer" element={<TransferScreen />} />
        <Route
          path="/admin/login"
          element={
            <AdminLoginGate>
              <Loading>
                <AdminLoginScreen />
              </Loading>
            </AdminLoginGate>
          }
        />
        <Route
          path="/admin/landing"
          element={
            <RequireAdmin>
              <Loading>
                <AdminLandingScreen />
              </Loading>
            </RequireAdmin>
          }
        />
        <Route
          path="/authentication/forgot-password"
          element={
            <PartnerRedirect>
              <Loading>
                <ForgotPasswordScreen />
              </Loading>
            </PartnerRedirect>
          }
        />
        <Route
          path="/authentication/forgot-password/fail"
          element={
            <Flagged flag="forgotPassword">
              <ForgotPasswordFailScreen />
            </Flagged>
          }
        />
        <Route
          path="/authentication/forgot-email"
          element={
            <Flagged flag="forgotEmail">
              <ForgotEmailScreen />
            </Flagged>
          }
        />
        <Route
          path="/authentication/forgot-email/fail"
          element={
            <Flagged flag="forgotEmail">
              <ForgotEmailFailScreen />
            </Flagged>
          }
        />
        <Route
          path="/authentication/change-password/:code/:email"
          element={
            <Loading>
              <ChangePasswordScreen />
            </Loading>
          }
        />
        <Route
          path={PASSWORDLESS_RESUME}
          element={
            <Flagged flag="enablePasswordlessFlow">
              <PasswordlessResumeScreen />
            </Flagged>
          }
        />
        <Route
          path={MFA_PAGE}
          element={
            <RequireAuth check>
              <Loading>
                <MfaScreen />
              </Loading>
            </RequireAuth>
          }
        />
        <Route
          path={MFA_FAIL_PAGE}
          element={
            <Loading>
              <MfaFailScreen />
            </Loading>
          }
        />
        <Route
          path={ENROLLMENT_PAGE}
          element={
            <PartnerRedirect>
              <Loading>
                <EnrollmentScreen />
              </Loading>
            </PartnerRedirect>
          }
        />
        {ENROLLMENT_ROUTES.map(([path, Screen]) => (
          <Route
            key={path}
            path={`${ENROLLMENT_PAGE}/${path}`}
            element={
              <Loading>
                <Screen />
              </Loading>
            }
          />
        ))}
        <Route path="/error" element={<ErrorScreen />} />
        <Route
          path="/account/error"
          element={
            <RequireAuth>
              <ErrorScreen backTo={{ path: '/account', label: 'Back to your account' }} />
            </RequireAuth>
          }
        />
        <Route
          path="/account"
          element={
            <RequireAuth>
              <Loading>
                <AccountScreen />
              </Loading>
            </RequireAuth>
          }
        />
        <Route
          path="/application/*"
          element={
            <Loading>
              <ApplicationArea />
            </Loading>
          }
        />
        <Route path="*" element={<ExternalRedirect to={NOT_FOUND_PAGE} />} />
      </Route>
    </Routes>
  );
}
