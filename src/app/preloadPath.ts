// Fetches every chunk the page at an address renders: the route table's, each matched route's screen, and the
// features they join to the store (decision 0078). The server does it before it renders a page's HTML, and the app
// before it takes that HTML over, so both render the page at once, with the same tree.
import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { AppRoute } from '../config/appRoute';
import { preloadRoute } from './RouteElement';
import { appRoutes } from './routes';

const routeObjects = (routes: readonly AppRoute[]): RouteObject[] =>
  routes.map((route) =>
    route.path === undefined
      ? { index: true, handle: route }
      : { path: route.path, handle: route, children: route.children && routeObjects(route.children) },
  );

/** Settles once the page at `pathname` has what it renders at hand (a chunk that cannot be fetched rejects). */
export async function preloadPath(pathname: string, routes: readonly AppRoute[] = appRoutes): Promise<void> {
  const matches = matchRoutes(routeObjects(routes), pathname) ?? [];
  const found = matches.map((match) => match.route.handle as AppRoute);
  await Promise.all(found.map(preloadRoute));
  // A route table loaded with its chunk matches the rest of the address itself.
  const last = matches.at(-1);
  const area = last && found.at(-1);
  const table = area?.area && area.screen?.lazy ? area.screen.table?.() : null;
  if (last && table) await preloadPath(`/${last.params['*'] ?? ''}`, table);
}
