// A route of a route table, as data: the screen and what applies before it (who may see it, the feature flag
// it needs, the partner-site rule, the page view it records). The app applies these in one wrapper
// (src/app/RouteElement.tsx); an area (enrollment, the application, the account) holds its pages as children.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { FeatureFlags } from '../lib/rules/featureFlags';

/**
 * Who may see the page: `signedIn` (visitors go to /login, remembering where they were going; a sign-in that
 * owes its multi-factor check goes to the check first), `mfaCheck` (the check's own page: signed in, check
 * owed or not), `admin` (agents only: visitors go to /admin/login, customers to /error), `adminLogin`
 * (visitors and agents; a signed-in customer goes to /error).
 */
export type Guard = 'signedIn' | 'mfaCheck' | 'admin' | 'adminLogin';

/** The on/off flags a route can depend on. */
export type RouteFlag = { [K in keyof FeatureFlags]: FeatureFlags[K] extends boolean ? K : never }[keyof FeatureFlags];

/**
 * A screen of the main bundle, or one loaded with its chunk (shown under "Loading…" until it arrives). A chunk's
 * screen can be fetched ahead (`preload`): the server does it before rendering a page's HTML, and the app before
 * taking that HTML over, so the screen is rendered at once, as the server rendered it (`loaded`), with no Suspense
 * boundary (decision 0078).
 */
export type RouteScreen =
  | { readonly Component: ComponentType; readonly lazy: false }
  | {
      readonly Component: LazyExoticComponent<ComponentType>;
      readonly lazy: true;
      readonly preload: () => Promise<unknown>;
      /** The screen, once its chunk is at hand; null before. */
      readonly loaded: () => ComponentType | null;
      /** A route table loaded with its chunk (areaOf): its routes, once at hand. */
      readonly table?: () => readonly AppRoute[] | null;
    };

export interface AppRoute {
  /** The path matched (a segment under the parent for an area's child table); omitted for the area's index. */
  readonly path?: string;
  readonly screen?: RouteScreen;
  readonly guard?: Guard;
  /** The page exists only while this flag is on (otherwise the brand's 404 page). */
  readonly flag?: RouteFlag;
  /** With the redirectToPartner flag on, the page is offered on the partner brand's site. */
  readonly partnerRedirect?: boolean;
  /** An area's child table, matched under `path`. */
  readonly children?: readonly AppRoute[];
  /** The screen is a route table loaded with its chunk (the catch-all of src/app/routes.tsx): it matches the rest of the path and records its pages' views. */
  readonly area?: true;
}

export const eager = (Component: ComponentType): RouteScreen => ({ Component, lazy: false });

/**
 * A screen loaded with its chunk. `load` is an import() of the module that holds it (the webpackChunkName
 * comment names the chunk) picking out the component.
 */
/** A screen loaded with its chunk. */
export type ChunkScreen = Extract<RouteScreen, { lazy: true }>;

export const chunk = (load: () => Promise<ComponentType>): ChunkScreen => {
  let loaded: ComponentType | null = null;
  let loading: Promise<ComponentType> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (Component) => (loaded = Component),
      (error: unknown) => {
        loading = null; // a chunk that could not be fetched is asked for again next time
        throw error;
      },
    ));
  return {
    Component: lazy(() => preload().then((Component) => ({ default: Component }))),
    lazy: true,
    preload,
    loaded: () => loaded,
  };
};

/**
 * A screen loaded with the features it needs: each `feature` imports a feature's module that registers its sagas
 * (its slice injects itself), so the route table, not a side-effect import in a screen, shows what joins the store.
 */
export const chunkWith = (
  features: readonly (() => Promise<unknown>)[],
  load: () => Promise<ComponentType>,
): ChunkScreen =>
  chunk(() => Promise.all([load(), ...features.map((feature) => feature())]).then(([Screen]) => Screen));
