// The route table: every page of the portal as data (src/config/appRoute.ts), paths from the registry
// (src/config/paths.ts), screens of later chunks loaded with them. Areas with many pages (enrollment, the
// application, the account, conversion, /authentication) are one route here, `<area>/*`, and bring their own table with their chunk,
// so the first chunk grows with neither. One wrapper (RouteElement.tsx) applies each route's guard, flag, partner
// rule and page view.
import { Navigate, Route, Routes } from 'react-router-dom';
import { chunk, chunkWith, eager, type AppRoute } from '../config/appRoute';
import { paths } from '../config/paths';
import { useAppSelector } from '../store/hooks';
import { selectFlags } from '../store/selectors';
import { ErrorScreen, UnavailableScreen } from './ErrorScreen';
import { ExternalRedirect } from '../components/ExternalRedirect';
import { Layout } from './Layout';
import { LoginRoute } from './LoginRoute';
import { RootRedirect } from './RootRedirect';
import { areaOf, notFoundRoute, renderRoutes } from './RouteElement';
import { SsoLandingScreen } from '../features/auth/screens/SsoLandingScreen';

const LoginSuccessful = () => <Navigate to={paths.root.href()} replace />;
const AccountErrorScreen = () => (
  <ErrorScreen backTo={{ path: paths.account.root.href(), label: 'Back to your account' }} />
);

export const appRoutes: readonly AppRoute[] = [
  { path: paths.root.path, screen: eager(RootRedirect) },
  { path: paths.login.path, screen: eager(LoginRoute) },
  { path: paths.loginSuccessful.path, screen: eager(LoginSuccessful) },
  // Single sign-on's landing takes the handed-over tokens out of the address at once, so it is boot code; the page
  // shown while leaving for a partner brand loads when a sign-in hands over.
  { path: paths.sso.path, screen: eager(SsoLandingScreen) },
  {
    path: paths.ssoTransfer.path,
    screen: chunk(() =>
      import(/* webpackChunkName: "sign-in" */ '../features/auth/screens/TransferScreen').then((m) => m.TransferScreen),
    ),
  },
  {
    path: paths.admin.login.path,
    guard: 'adminLogin',
    screen: chunk(() =>
      import(/* webpackChunkName: "admin" */ '../features/auth/screens/AdminLoginScreen').then(
        (m) => m.AdminLoginScreen,
      ),
    ),
  },
  {
    path: paths.admin.landing.path,
    guard: 'admin',
    screen: chunk(() =>
      import(/* webpackChunkName: "admin" */ '../features/auth/screens/AdminLandingScreen').then(
        (m) => m.AdminLandingScreen,
      ),
    ),
  },
  // Recovery and the multi-factor check: one route here, their own table with their chunks.
  {
    path: `${paths.authentication.path}/*`,
    area: true,
    screen: areaOf(() =>
      import(/* webpackChunkName: "authentication" */ './authenticationTable').then((m) => m.authenticationTable),
    ),
  },
  {
    path: `${paths.enrollment.root.path}/*`,
    area: true,
    screen: areaOf(() =>
      import(/* webpackChunkName: "enrollment" */ '../features/enrollment/enrollmentRoutes').then(
        (m) => m.enrollmentRoutes,
      ),
    ),
  },
  { path: paths.error.path, screen: eager(ErrorScreen) },
  { path: paths.errorUnavailable.path, screen: eager(UnavailableScreen) },
  { path: paths.account.error.path, guard: 'signedIn', screen: eager(AccountErrorScreen) },
  // The account's pages: one route here, their own table in the account chunk (src/features/account/AccountArea.tsx).
  {
    path: `${paths.account.root.path}/*`,
    guard: 'signedIn',
    screen: chunkWith([() => import(/* webpackChunkName: "account" */ '../features/account/accountFeature')], () =>
      import(/* webpackChunkName: "account" */ '../features/account/AccountArea').then((m) => m.AccountArea),
    ),
  },
  // Converting or refinancing a payday loan: its own chunk and route table (src/features/conversion/ConversionArea.tsx).
  {
    path: `${paths.loanConversion.root.path}/*`,
    guard: 'signedIn',
    screen: chunkWith(
      [() => import(/* webpackChunkName: "conversion" */ '../features/conversion/conversionFeature')],
      () =>
        import(/* webpackChunkName: "conversion" */ '../features/conversion/ConversionArea').then(
          (m) => m.ConversionArea,
        ),
    ),
  },
  {
    path: paths.pending.path,
    guard: 'signedIn',
    screen: chunk(() =>
      import(/* webpackChunkName: "account" */ '../features/account/homeScreens').then((m) => m.PendingRoute),
    ),
  },
  {
    path: `${paths.application.root.path}/*`,
    area: true,
    screen: areaOf(() =>
      import(/* webpackChunkName: "application" */ './application/applicationTable').then((m) => m.applicationTable),
    ),
  },
  {
    path: paths.findAStore.path,
    screen: chunkWith([() => import(/* webpackChunkName: "stores" */ '../features/stores/storesFeature')], () =>
      import(/* webpackChunkName: "stores" */ '../features/stores/screens/StoreLocatorScreen').then(
        (m) => m.StoreLocatorScreen,
      ),
    ),
  },
  notFoundRoute,
];

export function AppRoutes() {
  const maintenance = useAppSelector((s) => selectFlags(s)?.maintenenceMode === true);
  // The lender's date read (src/features/auth/lenderDate.ts): the pages render again, their "today" the lender's.
  useAppSelector((s) => s.runtime.lenderDate);
  if (maintenance) return <ExternalRedirect to={paths.maintenance.href()} />;
  return (
    <Routes>
      <Route element={<Layout />}>{renderRoutes(appRoutes)}</Route>
    </Routes>
  );
}
