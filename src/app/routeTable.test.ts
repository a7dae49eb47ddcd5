import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { AppRoute } from '../config/appRoute';
import { accountPaths } from '../config/accountPaths';
import { applicationPaths } from '../config/applicationPaths';
import { enrollmentPaths } from '../config/enrollmentPaths';
import { paths, type Page } from '../config/paths';
import { routeTable } from './routeTable';
import { appRoutes } from './routes';

/** The tables as React Router matches them: the first chunk's routes, the catch-all holding the route table. */
const asRouteObjects = (routes: readonly AppRoute[]): RouteObject[] =>
  routes.map((route) =>
    route.path === undefined
      ? { index: true }
      : { path: route.path, children: route.children ? asRouteObjects(route.children) : undefined },
  );
const boot = asRouteObjects(appRoutes.filter((route) => route.path !== '*'));
const table = asRouteObjects(routeTable);

/** Every address of the registries that a page is shown at (not the back end's static pages). */
function addresses(registry: object): string[] {
  return Object.values(registry).flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const page = entry as Partial<Page>;
    if (typeof page.href === 'function' && page.href.length === 0) return [page.href()];
    return addresses(entry);
  });
}
const STATIC_PAGES = [paths.notFound.href(), paths.maintenance.href()];

describe('the route table', () => {
  const every = [paths, applicationPaths, enrollmentPaths, accountPaths]
    .flatMap(addresses)
    .filter((href) => !STATIC_PAGES.includes(href) && href !== paths.authentication.href());

  it.each([...new Set(every)])('shows a page at %s', (href) => {
    const matched = matchRoutes(boot, href) ?? matchRoutes(table, href);
    const page = matched?.at(-1);
    // The page itself, not a frame of pages (an area's own address is its index page).
    expect(page?.route.children).toBeUndefined();
    expect(page?.pathname.replace(/(.)\/$/, '$1')).toBe(href);
  });

  it('shows the e-mailed password link, its code and address in the path', () => {
    const href = paths.changePassword.href('123456', 'ann@example.com');
    expect(matchRoutes(table, href)?.at(-1)?.params).toEqual({ code: '123456', email: 'ann@example.com' });
  });

  it('has no page at an address the registries do not name', () => {
    expect(matchRoutes(table, `${applicationPaths.root.href()}/no-such-step`)).toBeNull();
    // The sign-in's own pages are under /authentication, which has none of its own: its index is the 404 page.
    expect(matchRoutes(table, paths.authentication.href())?.at(-1)?.route.index).toBe(true);
  });
});
