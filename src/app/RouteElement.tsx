// The one wrapper that applies a route object's meta (src/config/appRoute.ts) around its screen, outermost
// first: the guard, the feature flag, the chunk's loading state, the partner-site rule, the page view (every page a
// route shows, once its chunk has loaded and so its feature's sagas are listening: spec 001 section 7.4).
import { Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import {
  chunk,
  type AppRoute,
  type ChunkScreen,
  type Guard,
  type RouteFlag,
  type RouteScreen,
} from '../config/appRoute';
import { paths } from '../config/paths';
import { pageViewed } from '../events/pageEvents';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { selectFlags } from '../store/selectors';
import { ExternalRedirect } from '../components/ExternalRedirect';
import { commonTexts, type CommonText } from '../i18n/texts/catalog';
import { useTexts } from '../i18n/useTexts';
import { AdminLoginGate, RequireAdmin, RequireAuth } from './guards';

/** The partner-site rule of a few lazy pages (forgot password, enrollment): loaded with them, not with the login. */
const partnerRedirect = chunk(() =>
  import(/* webpackChunkName: "partner-redirect" */ './PartnerRedirect').then(
    (m) => m.PartnerRedirect as ComponentType,
  ),
);
/** The rule wraps the page it guards. */
type Wrapper = ComponentType<{ children: ReactNode }>;

/** What a page shows while its chunk comes, in the page's language. */
function PageLoading() {
  const text = useTexts<CommonText>(commonTexts);
  return (
    <p role="status" data-page-loading style={{ textAlign: 'center', margin: '48px 0' }}>
      {text('frame.loading')}
    </p>
  );
}

export function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageLoading />}>{children}</Suspense>;
}

/** A page that exists only while its feature flag is on (otherwise the brand's 404 page). */
function Flagged({ flag, children }: { flag: RouteFlag; children: ReactNode }) {
  const on = useAppSelector((s) => selectFlags(s)?.[flag] === true);
  return on ? children : <ExternalRedirect to={paths.notFound.href()} />;
}

/**
 * Records a virtual page view each time a page is shown: its path, and for an area with its own routes (the account)
 * each path within it. Never a secret a path carries (the e-mailed password link's code and address).
 */
function PageView({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  useEffect(() => {
    dispatch(pageViewed(paths.changePassword.forLogs(pathname)));
  }, [dispatch, pathname]);
  return children;
}

function guarded(guard: Guard, element: ReactNode): ReactNode {
  switch (guard) {
    case 'signedIn':
      return <RequireAuth>{element}</RequireAuth>;
    case 'mfaCheck':
      return <RequireAuth check>{element}</RequireAuth>;
    case 'admin':
      return <RequireAdmin>{element}</RequireAdmin>;
    case 'adminLogin':
      return <AdminLoginGate>{element}</AdminLoginGate>;
  }
}

/** The chunks a route's screen needs: its own, and the partner-site rule's when it has one. */
function chunksOf(route: AppRoute): ChunkScreen[] {
  const screens = [route.screen, route.partnerRedirect ? partnerRedirect : undefined];
  return screens.filter((screen): screen is ChunkScreen => screen?.lazy === true);
}

/** Fetches what a route's screen needs, so that it renders at once (decision 0078). */
export const preloadRoute = (route: AppRoute): Promise<unknown> =>
  Promise.all(chunksOf(route).map((screen) => screen.preload()));

/**
 * A route's screen with its chunks: rendered as it is when they were at hand as it mounted (fetched ahead: the server
 * rendered it so, and the app takes that markup over with the same tree), else under "Loading…" until they arrive.
 */
function RouteChunks({ route }: { route: AppRoute }) {
  const [ready] = useState(() => chunksOf(route).every((screen) => screen.loaded() !== null));
  const Screen = (ready && route.screen?.lazy ? route.screen.loaded() : null) ?? route.screen!.Component;
  let element: ReactNode = <Screen />;
  // A route with children, or a table loaded with its chunk, is a frame: its pages record themselves.
  if (!route.children && !route.area) element = <PageView>{element}</PageView>;
  if (route.partnerRedirect) {
    const Rule = ((ready ? partnerRedirect.loaded() : null) ?? partnerRedirect.Component) as Wrapper;
    element = <Rule>{element}</Rule>;
  }
  return ready ? element : <Loading>{element}</Loading>;
}

const routeKeys = new WeakMap<AppRoute, string>();
let routesKeyed = 0;
const routeKey = (route: AppRoute): string => {
  let key = routeKeys.get(route);
  if (key === undefined) routeKeys.set(route, (key = `route-${(routesKeyed += 1)}`));
  return key;
};

export function routeElement(route: AppRoute): ReactNode {
  if (!route.screen) return undefined;
  const { Component, lazy } = route.screen;
  let element: ReactNode;
  // Keyed by its route: another page's screen is mounted afresh, and decides afresh whether its chunks are at hand.
  if (lazy || route.partnerRedirect) element = <RouteChunks key={routeKey(route)} route={route} />;
  else {
    element = <Component />;
    // A route with children is a frame: its pages record themselves.
    if (!route.children && !route.area) element = <PageView>{element}</PageView>;
  }
  if (route.flag) element = <Flagged flag={route.flag}>{element}</Flagged>;
  if (route.guard) element = guarded(route.guard, element);
  return element;
}

/** The <Route> elements of a table (its children nested under each area). */
export function renderRoutes(routes: readonly AppRoute[]): ReactNode[] {
  return routes.map((route, position) =>
    route.path === undefined ? (
      <Route key={`index-${position}`} index element={routeElement(route)} />
    ) : (
      <Route key={route.path} path={route.path} element={routeElement(route)}>
        {route.children && renderRoutes(route.children)}
      </Route>
    ),
  );
}

/** Any address no page has: the brand's 404 page. */
export const notFoundRoute: AppRoute = {
  path: '*',
  screen: { Component: () => <ExternalRedirect to={paths.notFound.href()} />, lazy: false },
};

/**
 * A route table loaded with its chunk (`load` imports it): the boot code carries one route for it (the catch-all of
 * routes.tsx), and the table matches the rest of the path; an address no page of it has goes to the 404 page.
 */
export const areaOf = (load: () => Promise<readonly AppRoute[]>): RouteScreen => {
  let table: readonly AppRoute[] | null = null;
  const screen = chunk(() =>
    load().then((loaded) => {
      table = [...loaded, notFoundRoute];
      const routes = renderRoutes(table);
      return function Area() {
        return <Routes>{routes}</Routes>;
      };
    }),
  );
  return { ...screen, table: () => table };
};
