// The first render of the public pages a visitor lands on (the login, the application's first step, enrollment,
// recovery, the agents' login, the store locator, the error pages) as HTML, for the server to put inside
// <div id="root"> so the brand header, the page and the footer paint with the HTML and its stylesheets, and its form
// works, before the app's script has run (decisions 0067 and 0078). Built by webpack into dist-ssr/page-shell.cjs (a
// file the server loads, never imports from src). The same components, store and state as the browser's first render
// for a visitor, so the app hydrates it (takes it over in place). Nothing runs here but rendering: no sagas, no
// effects, no services.
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router';
import type { BrandKey } from '../../brands/brandKeys';
import type { FeatureFlags } from '../lib/rules/featureFlags';
import { App } from '../app/App';
import { createAppStore } from '../app/store';
import { applicationPaths } from '../config/applicationPaths';
import { paths } from '../config/paths';
import { preloadPath } from '../app/preloadPath';
import { loadSignInForm } from '../features/auth/screens/LoginScreen';
import { loadFooterContentModule } from '../app/footer/Footer';
import { primeFooterContent, type FooterContent } from '../app/footer/footerContent';
import { sessionNotFound } from '../events/sessionEvents';
import type { RuntimeConfig } from '../config/runtimeSettings';
import { flagsLoaded, runtimeConfigured } from '../store/runtimeSlice';
import type { Services } from '../services/services';
import { givePageData, type PageData } from '../store/pageData';
import { i18n } from '@lingui/core';
import { loadLanguage } from '../i18n/catalogs';
import { LANGUAGES, type Language } from '../lib/rules/language';
import { languageSet } from '../store/runtimeSlice';

/**
 * The pages this shell renders, each by the address it renders: the public pages a visitor lands on first. The
 * application's entry sends a visitor to its first step at once, so its HTML is that step's, and the entry script puts
 * the step's address in the address bar before the app starts (src/index.ts), unless a session is stored.
 */
const SHELL_PAGES: ReadonlyMap<string, string> = new Map([
  ...[
    paths.login,
    applicationPaths.account,
    paths.enrollment.root,
    paths.forgotPassword,
    paths.forgotEmail,
    paths.admin.login,
    paths.findAStore,
    paths.error,
    paths.errorUnavailable,
  ].map((page): [string, string] => [page.href(), page.href()]),
  [applicationPaths.root.href(), applicationPaths.account.href()],
]);

/** The address whose first render is the HTML of the page asked for, or null when the shell has none. */
export function shellPathOf(pathname: string): string | null {
  return SHELL_PAGES.get(pathname) ?? null;
}

/**
 * Settled once what the shell renders from chunks of their own in the app is at hand (the sign-in form, the footer's
 * content, each page's screen with its route table): the server waits for it before its first render, so the HTML has
 * each page whole, its form usable before the app runs, and the footer whole (decisions 0067 and 0078).
 */
export const shellReady: Promise<void> = Promise.all([
  loadSignInForm(),
  loadFooterContentModule(),
  ...[...new Set(SHELL_PAGES.values())].map((path) => preloadPath(path)),
])
  // Every language's words of what those pages render (decision 0085): a render picks its language at once.
  .then(() => Promise.all(LANGUAGES.map(loadLanguage)))
  .then(() => undefined);

const noServices = new Proxy({} as Services, {
  get(_target, name) {
    throw new Error(`the page shell renders without services (asked for ${String(name)})`);
  },
});

/**
 * The first render: `root` goes inside <div id="root">, `head` into <head>. React puts the resources it wants
 * fetched early (the logo's preload) before the markup; they belong in <head>, where the browser's own render
 * keeps them, or the app could not take the markup over as it is.
 */
export function renderPageShell(input: {
  brandKey: BrandKey;
  config: RuntimeConfig;
  flags: FeatureFlags | null;
  /** The brand's footer links and legal text, as the app loads them (its REST route, its legal.json). */
  footer: FooterContent;
  /** The address rendered (shellPathOf) with the query asked. */
  url: string;
  /** What the server read for this page (the stores near a ZIP code in the address), as the boot data carries it. */
  page?: PageData | null;
  /** The page's language (the server's choice: the visitor's cookie, else Accept-Language). */
  language: Language;
}): { head: string; root: string } {
  primeFooterContent(input.brandKey, input.language, input.footer);
  // The APIs' caches are there (for the page's data), but nothing runs: no sagas, no API middleware.
  const store = createAppStore(noServices, undefined, { runSagas: false, lazyParts: 'reducers' });
  store.dispatch(runtimeConfigured({ brandKey: input.brandKey, config: input.config, campaignId: null }));
  store.dispatch(flagsLoaded(input.flags));
  // A visitor without a stored session, as the browser's session check finds at once. A browser that holds a
  // session renders differently first, and the app then renders afresh instead of taking the markup over.
  store.dispatch(sessionNotFound());
  givePageData(store.dispatch, input.page);
  store.dispatch(languageSet(input.language));
  // The render is synchronous: the one instance is in this page's language for all of it.
  i18n.activate(input.language);
  const html = renderToString(
    <Provider store={store}>
      <StaticRouter location={input.url}>
        <App navigation={{ bind: () => undefined }} />
      </StaticRouter>
    </Provider>,
  );
  const head = /^(?:<link [^>]*\/>)*/.exec(html)?.[0] ?? '';
  return { head, root: html.slice(head.length) };
}
