// The login page's first render as HTML, for the server to put inside <div id="root"> so the brand header,
// the login card and the footer paint with the HTML and its stylesheets, before the app's script has run.
// Built by webpack into dist-ssr/login-shell.cjs (a file the server loads, never imports from src). The same
// components, store and state as the browser's first render, so the app hydrates it (takes it over in place).
// Nothing runs here but rendering: no sagas, no effects, no services.
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router';
import type { BrandKey } from '../../brands/brandKeys';
import type { FeatureFlags } from '../lib/rules/featureFlags';
import { App } from '../app/App';
import { createAppStore } from '../app/store';
import { paths } from '../config/paths';
import { loadSignInForm } from '../features/auth/screens/LoginScreen';
import { loadFooterContentModule } from '../app/footer/Footer';
import { primeFooterContent, type FooterContent } from '../app/footer/footerContent';
import { sessionNotFound } from '../events/sessionEvents';
import type { RuntimeConfig } from '../config/runtimeSettings';
import { flagsLoaded, runtimeConfigured } from '../store/runtimeSlice';
import type { Services } from '../services/services';

/** The paths this shell renders: the public pages a visitor lands on first. */
export const SHELL_PATHS = [paths.login.href()];

/**
 * Settled once what the shell renders from chunks of their own in the app is at hand (the sign-in form, the footer's
 * content): the server waits for it before its first render, so the HTML has the form, which can be used before the
 * app runs, and the footer whole (decision 0067).
 */
export const shellReady: Promise<void> = Promise.all([loadSignInForm(), loadFooterContentModule()]).then(
  () => undefined,
);

const noServices = new Proxy({} as Services, {
  get(_target, name) {
    throw new Error(`the login shell renders without services (asked for ${String(name)})`);
  },
});

/**
 * The first render: `root` goes inside <div id="root">, `head` into <head>. React puts the resources it wants
 * fetched early (the logo's preload) before the markup; they belong in <head>, where the browser's own render
 * keeps them, or the app could not take the markup over as it is.
 */
export function renderLoginShell(input: {
  brandKey: BrandKey;
  config: RuntimeConfig;
  flags: FeatureFlags | null;
  /** The brand's footer links and legal text, as the app loads them (its REST route, its legal.json). */
  footer: FooterContent;
  url: string;
}): { head: string; root: string } {
  primeFooterContent(input.brandKey, input.footer);
  const store = createAppStore(noServices, undefined, { runSagas: false, lazyParts: false });
  store.dispatch(runtimeConfigured({ brandKey: input.brandKey, config: input.config, campaignId: null }));
  store.dispatch(flagsLoaded(input.flags));
  // A visitor without a stored session, as the browser's session check finds at once. A browser that holds a
  // session renders differently first, and the app then renders afresh instead of taking the markup over.
  store.dispatch(sessionNotFound());
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
