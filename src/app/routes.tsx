// The first chunk's routes, as data (src/config/appRoute.ts) with paths from the registry (src/config/paths.ts): the
// pages it shows without a fetch, and one catch-all route that loads the route table of every other page
// (routeTable.ts). One wrapper (RouteElement.tsx) applies each route's guard, flag, partner rule and page view.
import { Navigate, Route, Routes } from 'react-router-dom';
import { eager, type AppRoute } from '../config/appRoute';
import { paths } from '../config/paths';
import { useAppSelector } from '../store/hooks';
import { selectFlags } from '../store/selectors';
import { ErrorScreen, UnavailableScreen } from './ErrorScreen';
import { ExternalRedirect } from '../components/ExternalRedirect';
import { Layout } from './Layout';
import { LoginRoute } from './LoginRoute';
import { RootRedirect } from './RootRedirect';
import { areaOf, renderRoutes } from './RouteElement';
import { SsoLandingScreen } from '../features/auth/screens/SsoLandingScreen';

const LoginSuccessful = () => <Navigate to={paths.root.href()} replace />;
const AccountErrorScreen = () => (
  <ErrorScreen backTo={{ path: paths.account.root.href(), label: 'error.backToAccount' }} />
);

export const appRoutes: readonly AppRoute[] = [
  { path: paths.root.path, screen: eager(RootRedirect) },
  { path: paths.login.path, screen: eager(LoginRoute) },
  { path: paths.loginSuccessful.path, screen: eager(LoginSuccessful) },
  // Single sign-on's landing takes the handed-over tokens out of the address at once, so it is boot code.
  { path: paths.sso.path, screen: eager(SsoLandingScreen) },
  // The error pages show even when a chunk cannot be fetched.
  { path: paths.error.path, screen: eager(ErrorScreen) },
  { path: paths.errorUnavailable.path, screen: eager(UnavailableScreen) },
  { path: paths.account.error.path, guard: 'signedIn', screen: eager(AccountErrorScreen) },
  // Every other page: the route table, fetched while the browser is idle after the first page; an address no page
  // has goes to the brand's 404 page.
  {
    path: '*',
    area: true,
    screen: areaOf(() =>
      import(/* webpackChunkName: "route-table", webpackPrefetch: true */ './routeTable').then((m) => m.routeTable),
    ),
  },
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
