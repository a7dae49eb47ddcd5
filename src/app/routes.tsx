// The route table: every page of the portal as data (src/config/appRoute.ts), paths from the registry
// (src/config/paths.ts), screens of later chunks loaded with them. Areas with many pages (enrollment, the
// application, the account, conversion) are one route here, `<area>/*`, and bring their own table with their chunk,
// so the first chunk grows with neither. One wrapper (RouteElement.tsx) applies each route's guard, flag, partner
// rule and page view.
import type { ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { chunk, chunkWith, eager, type AppRoute } from '../config/appRoute';
import { paths } from '../config/paths';
import { SsoLandingScreen } from '../features/auth/screens/SsoLandingScreen';
import { TransferScreen } from '../features/auth/screens/TransferScreen';
import { useAppSelector } from '../store/hooks';
import { selectFlags } from '../store/selectors';
import { ErrorScreen, UnavailableScreen } from './ErrorScreen';
import { ExternalRedirect } from '../components/ExternalRedirect';
import { Layout } from './Layout';
import { LoginRoute } from './LoginRoute';
import { RootRedirect } from './RootRedirect';
import { areaOf, notFoundRoute, renderRoutes } from './RouteElement';

// The recovery screens share one chunk with the recovery feature's slice and sagas (none of them is needed to log in).
const recoveryScreen = (load: () => Promise<ComponentType>) => chunkWith([() => import(/* webpackChunkName: "recovery" */ '../features/auth/recoveryFeature')], load);

const mfaScreens = {
  check: () => import(/* webpackChunkName: "mfa" */ '../features/mfa/screens/MfaScreen'),
  fail: () => import(/* webpackChunkName: "mfa" */ '../features/mfa/screens/MfaFailScreen'),
};

const LoginSuccessful = () => <Navigate to={paths.root.href()} replace />;
const AccountErrorScreen = () => <ErrorScreen backTo={{ path: paths.account.root.href(), label: 'Back to your account' }} />;

export const appRoutes: readonly AppRoute[] = [
  { path: paths.root.path, screen: eager(RootRedirect) },
  { path: paths.login.path, screen: eager(LoginRoute) },
  { path: paths.loginSuccessful.path, screen: eager(LoginSuccessful) },
  { path: paths.sso.path, screen: eager(SsoLandingScreen) },
  { path: paths.ssoTransfer.path, screen: eager(TransferScreen) },
  { path: paths.admin.login.path, guard: 'adminLogin', screen: chunk(() => import(/* webpackChunkName: "admin" */ '../features/auth/screens/AdminLoginScreen').then((m) => m.AdminLoginScreen)) },
  { path: paths.admin.landing.path, guard: 'admin', screen: chunk(() => import(/* webpackChunkName: "admin" */ '../features/auth/screens/AdminLandingScreen').then((m) => m.AdminLandingScreen)) },
  { path: paths.forgotPassword.path, partnerRedirect: true, screen: recoveryScreen(() => import(/* webpackChunkName: "recovery" */ '../features/auth/screens/ForgotPasswordScreen').then((m) => m.ForgotPasswordScreen)) },
  { path: paths.forgotPasswordFail.path, flag: 'forgotPassword', screen: recoveryScreen(() => import(/* webpackChunkName: "recovery" */ '../features/auth/screens/ForgotPasswordFailScreen').then((m) => m.ForgotPasswordFailScreen)) },
  { path: paths.forgotEmail.path, flag: 'forgotEmail', screen: recoveryScreen(() => import(/* webpackChunkName: "recovery" */ '../features/auth/screens/ForgotEmailScreen').then((m) => m.ForgotEmailScreen)) },
  { path: paths.forgotEmailFail.path, flag: 'forgotEmail', screen: recoveryScreen(() => import(/* webpackChunkName: "recovery" */ '../features/auth/screens/ForgotEmailFailScreen').then((m) => m.ForgotEmailFailScreen)) },
  { path: paths.changePassword.path, screen: recoveryScreen(() => import(/* webpackChunkName: "recovery" */ '../features/auth/screens/ChangePasswordScreen').then((m) => m.ChangePasswordScreen)) },
  {
    path: paths.passwordlessResume.path,
    flag: 'enablePasswordlessFlow',
    screen: recoveryScreen(() => import(/* webpackChunkName: "recovery" */ '../features/auth/screens/PasswordlessResumeScreen').then((m) => m.PasswordlessResumeScreen)),
  },
  { path: paths.mfa.path, guard: 'mfaCheck', screen: chunkWith([() => import(/* webpackChunkName: "mfa" */ '../features/mfa/mfaFeature')], () => mfaScreens.check().then((m) => m.MfaScreen)) },
  { path: paths.mfaFail.path, screen: chunk(() => mfaScreens.fail().then((m) => m.MfaFailScreen)) },
  {
    path: `${paths.enrollment.root.path}/*`,
    area: true,
    screen: areaOf(() => import(/* webpackChunkName: "enrollment" */ '../features/enrollment/enrollmentRoutes').then((m) => m.enrollmentRoutes)),
  },
  { path: paths.error.path, screen: eager(ErrorScreen) },
  { path: paths.errorUnavailable.path, screen: eager(UnavailableScreen) },
  { path: paths.account.error.path, guard: 'signedIn', screen: eager(AccountErrorScreen) },
  // The account's pages: one route here, their own table in the account chunk (src/features/account/AccountArea.tsx).
  { path: `${paths.account.root.path}/*`, guard: 'signedIn', screen: chunkWith([() => import(/* webpackChunkName: "account" */ '../features/account/accountFeature')], () => import(/* webpackChunkName: "account" */ '../features/account/AccountArea').then((m) => m.AccountArea)) },
  // Converting or refinancing a payday loan: its own chunk and route table (src/features/conversion/ConversionArea.tsx).
  { path: `${paths.loanConversion.root.path}/*`, guard: 'signedIn', screen: chunkWith([() => import(/* webpackChunkName: "conversion" */ '../features/conversion/conversionFeature')], () => import(/* webpackChunkName: "conversion" */ '../features/conversion/ConversionArea').then((m) => m.ConversionArea)) },
  { path: paths.pending.path, guard: 'signedIn', screen: chunk(() => import(/* webpackChunkName: "account" */ '../features/account/screens/PendingScreen').then((m) => m.PendingScreen)) },
  {
    path: `${paths.application.root.path}/*`,
    area: true,
    screen: areaOf(() => import(/* webpackChunkName: "application" */ './application/applicationTable').then((m) => m.applicationTable)),
  },
  {
    path: paths.findAStore.path,
    screen: chunkWith([() => import(/* webpackChunkName: "stores" */ '../features/stores/storesFeature')], () => import(/* webpackChunkName: "stores" */ '../features/stores/screens/StoreLocatorScreen').then((m) => m.StoreLocatorScreen)),
  },
  notFoundRoute,
];

export function AppRoutes() {
  const maintenance = useAppSelector((s) => selectFlags(s)?.maintenenceMode === true);
  if (maintenance) return <ExternalRedirect to={paths.maintenance.href()} />;
  return (
    <Routes>
      <Route element={<Layout />}>{renderRoutes(appRoutes)}</Route>
    </Routes>
  );
}
