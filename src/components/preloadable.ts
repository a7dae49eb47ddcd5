// A component in a chunk of its own that the server's HTML may already show (on /login: the sign-in form, the footer's
// content). `load()` fetches it; the server waits for it before its first render, and the app may before taking that
// markup over. A screen then renders the component itself when it is at hand, as the server did (no Suspense boundary is
// needed, so nothing waits for a pass of its own), or `Lazy` under a Suspense boundary when it is not.
import { lazy, useState, type ComponentType } from 'react';

export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  const fetchIt = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  return {
    load: fetchIt,
    Lazy: lazy(() => fetchIt().then((component) => ({ default: component }))),
    /** The component if it was at hand when the caller mounted, else null: fixed for as long as the caller is shown. */
    useLoaded(): ComponentType<P> | null {
      return useState<ComponentType<P> | null>(() => loaded)[0];
    },
  };
}
