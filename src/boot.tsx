// The app's start, loaded by the entry (index.ts) once the page has painted: runtime config (inlined by the server, or /config.json) -> brand -> identity (aws-amplify, loaded on demand) -> store -> router.
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { brands } from '../brands/index';
import { fetchFeatureFlags } from './api/featureFlags';
import { App } from './app/App';
import { readBootData } from './app/bootData';
import { showBootError } from './app/bootError';
import { applyBrandTheme } from './app/brandTheme';
import { createBrowserServices } from './app/browserServices';
import { nextTask } from './app/nextTask';
import { giveEarlyInputAgain } from './app/earlyInput';
import { TakenOver } from './app/TakenOver';
import { typingPaused } from './app/typingPause';
import { trackInputModality } from './app/inputModality';
import { resolveBrand } from './app/resolveBrand';
import './app/global.scss';
import { captureCampaign, rememberBrand } from './lib/campaign';
import { whenIdle } from './lib/whenIdle';
import { createAppStore } from './app/store';
import type { RuntimeConfig } from './config/runtimeSettings';
import { flagsLoaded, runtimeConfigured } from './store/runtimeSlice';
import { loadSignInForm } from './features/auth/screens/LoginScreen';
import { paths } from './config/paths';
import { preloadPath } from './app/preloadPath';
import { givePageData } from './store/pageData';
import { activateLanguage } from './i18n/catalogs';
import { readCookie } from './lib/cookies';
import { chooseLanguage, DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, type Language } from './lib/rules/language';
import { markPageLanguage } from './app/language/languageSagas';
import { languageSet } from './store/runtimeSlice';
import type { Brand } from '../brands/brandSchema';

/**
 * The page's language: the server's choice (it rendered the page in it), or, served as plain files, the visitor's
 * cookie, else the first of the browser's languages the brand offers (decision 0085).
 */
function pageLanguageOf(brand: Brand, chosen: Language | undefined): Language {
  if (chosen && brand.languages.includes(chosen)) return chosen;
  const preferred = navigator.languages
    .map((tag) => tag.slice(0, 2).toLowerCase())
    .find((tag) => isLanguage(tag) && brand.languages.includes(tag));
  return chooseLanguage({ offered: brand.languages, stored: readCookie(LANGUAGE_COOKIE), preferred });
}

/** The page's words in its language, English should they not come (the network). */
async function startLanguage(language: Language): Promise<Language> {
  try {
    await activateLanguage(language);
    return language;
  } catch {
    await activateLanguage(DEFAULT_LANGUAGE);
    return DEFAULT_LANGUAGE;
  }
}

async function fetchConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/config.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`config.json answered ${response.status}`);
  return (await response.json()) as RuntimeConfig;
}

async function start(container: HTMLElement): Promise<void> {
  trackInputModality();
  // The server's HTML on a public page has the page whole (on /login the sign-in form, a chunk of its own; elsewhere
  // the page's screen, with the route table): those chunks are fetched now, beside the start, and the app takes the
  // markup over once they are at hand, so the page is rendered as the server did (decision 0078).
  // Any other page's chunks are fetched now too, beside the session's check, not after it: a signed-in page (the
  // account) then paints once the session is known and its first read has come (decision 0078).
  const pageChunks = preloadPath(window.location.pathname);
  const shellParts = container.firstElementChild
    ? Promise.all([window.location.pathname === paths.login.href() ? loadSignInForm() : null, pageChunks])
    : null;
  // Without the server's HTML nothing waits for them: a chunk that could not be fetched is asked for again by its page.
  if (!shellParts) pageChunks.catch(() => undefined);
  // The server inlines the config and the brand's flags into the page (no round trips before the first render);
  // served as plain static files, the app asks for them.
  const boot = readBootData(document);
  const config = boot?.config ?? (await fetchConfig());
  const brandKey = resolveBrand(window.location, config.allowBrandOverride);
  // The brand records are checked against the brand schema by the server at start-up and by the tests.
  const brand = brands[brandKey];
  void applyBrandTheme(brand);
  rememberBrand(brandKey, brand.cookieName, brand.cookieDomain);
  const campaignId = captureCampaign({ search: window.location.search, referrer: document.referrer }, brand) ?? null;
  // The marketing link's tags are kept by a module of the application's chunk (where they are sent from), fetched
  // after start-up and only for an address that has them.
  if (/[?&]utm_/.test(window.location.search))
    void import(/* webpackChunkName: "application" */ './lib/cmsCookie').then(({ captureCmsData }) =>
      captureCmsData(window.location, brand),
    );

  const { services, navigation } = createBrowserServices(config);
  // The store (its reducers, middleware and sagas started) in a task of its own.
  await nextTask();
  const store = createAppStore(services);
  store.dispatch(runtimeConfigured({ brandKey, config, campaignId }));
  store.dispatch(flagsLoaded(boot?.brandKey === brandKey ? boot.flags : await fetchFeatureFlags(brandKey)));

  const app = (
    <StrictMode>
      <Provider store={store}>
        <BrowserRouter>
          <App navigation={navigation} />
        </BrowserRouter>
      </Provider>
    </StrictMode>
  );
  // On /login the server put the page's first render into the root (the login shell): the app takes that markup
  // over in place, so nothing paints twice. Should the two differ, React renders afresh, as it does elsewhere.
  // Taking it over is a transition: React does it in slices of a few milliseconds (an input on the page is handled
  // first), where at default priority it would be one long task; and it starts in a task of its own, after the store.
  await shellParts;
  // The words of what is loaded so far (the frame, the page's area) in the page's language, before its first render.
  const language = await startLanguage(pageLanguageOf(brand, boot?.brandKey === brandKey ? boot.language : undefined));
  markPageLanguage(language);
  store.dispatch(languageSet(language));
  // What the server read for this page's first render (the stores near a ZIP code in the address) is the store's
  // before the take-over, now that the page's features have loaded (decision 0078).
  if (container.firstElementChild && boot?.brandKey === brandKey) givePageData(store.dispatch, boot.page);
  await nextTask();
  if (container.firstElementChild) {
    // Not while keys arrive: taken over in the middle of typing, the part the key went to is taken over in one task.
    await typingPaused();
    // React listens from the moment the markup is taken over: a press or a field left before is given again then.
    startTransition(() => void hydrateRoot(container, <TakenOver then={giveEarlyInputAgain}>{app}</TakenOver>));
  } else createRoot(container).render(app);
  // Uncaught errors and the web vitals go to the operators' logs (field reports, issue 49; src/app/fieldReports.ts).
  services.monitoring.watch();
  const preload = () => {
    services.auth.preload();
    services.monitoring.watchVitals();
  };
  whenIdle(preload, { fallbackMs: 1500 });
}

const container = document.getElementById('root');
if (container)
  start(container).catch(() => {
    // The error shown has buttons of its own: nothing is held from here on.
    giveEarlyInputAgain();
    showBootError(container);
  });
