// Renders the real app (route table, guards, screens) with a real store and fake services, at a route.
import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import type { BrandKey } from '../../brands/brandKeys';
import { defaultFlags, type FeatureFlags } from '../../src/lib/rules/featureFlags';
import { App, type NavigationBinding } from '../../src/app/App';
import type { AuthService } from '../../src/services/authService';
import { createAppStore } from '../../src/app/store';
import type { RuntimeConfig } from '../../src/config/runtimeSettings';
import { flagsLoaded, languageSet, runtimeConfigured } from '../../src/store/runtimeSlice';
import { activateLanguage } from '../../src/i18n/catalogs';
import type { Language } from '../../src/lib/rules/language';
import type { NavigateService, Services } from '../../src/services/services';
import { createFakeAuthService } from './fakeAuthService';

export const testConfig: RuntimeConfig = {
  environment: 'local',
  version: '9.9.9',
  cardFrameOrigin: 'http://cards.portal.test',
  graphqlUrl: 'http://portal.test/graphql',
  restBaseUrl: '/api',
  socketUrl: 'ws://portal.test/socket',
  allowBrandOverride: false,
  bankLinkMode: 'local',
  auth: {
    userPoolId: 'us-east-1_LocalPool',
    userPoolClientId: 'portal-web-client',
    userPoolEndpoint: 'http://portal.test/cognito',
  },
  brandOrigins: {
    cng: 'http://cng.localhost:8080',
    aca: 'http://aca.localhost:8080',
    ccb: 'http://ccb.localhost:8080',
    csh: 'http://csh.localhost:8080',
    p360: 'http://p360.localhost:8080',
  },
  map: { tileUrl: 'http://tiles.test/{z}/{x}/{y}.png', attribution: '© Test tiles' },
};

export const testFlags: FeatureFlags = defaultFlags('cng');

export function createTestServices(auth: AuthService = createFakeAuthService()) {
  let navigateFn: NavigateService['navigate'] = () => undefined;
  let pathname = '';
  const navigation: NavigationBinding = { bind: (fn) => (navigateFn = fn), located: (path) => (pathname = path) };
  const pageViews: string[] = [];
  const left: string[] = [];
  /** Where the sagas navigated (the address asked for, with its query). */
  const visited: string[] = [];
  /** What the sagas' uncaught errors reported (services.monitoring). */
  const faults: unknown[] = [];
  const services: Services = {
    auth,
    navigate: {
      navigate: (to, options) => {
        visited.push(to);
        // As in the browser, the address changes at once; the router's render follows.
        pathname = new URL(to, 'http://portal.test').pathname;
        navigateFn(to, options);
      },
      pathname: () => pathname,
      leave: (url) => left.push(url),
      leaving: () => false,
    },
    storage: { clear: () => window.localStorage.clear() },
    analytics: { pageView: (path) => pageViews.push(path) },
    fingerprint: { blackBox: async () => 'test-black-box' },
    sockets: {
      open: () => {
        throw new Error('no socket in this test: give services.sockets a fake');
      },
    },
    uploads: {
      send: () => {
        throw new Error('no upload in this test: give services.uploads a fake');
      },
    },
    monitoring: { error: (_source, error) => faults.push(error), watch: () => undefined, watchVitals: () => undefined },
  };
  return { services, navigation, pageViews, left, visited, faults };
}

export function setupStore(
  options: {
    auth?: AuthService;
    brandKey?: BrandKey;
    flags?: Partial<FeatureFlags>;
    config?: Partial<RuntimeConfig>;
    runSagas?: boolean;
    /** The sockets' fake, for a page that opens one as it first renders (renderAppIn renders before it returns). */
    sockets?: Services['sockets'];
  } = {},
) {
  const { services, navigation, pageViews, left, visited } = createTestServices(options.auth);
  if (options.sockets) services.sockets = options.sockets;
  const store = createAppStore(services, undefined, { runSagas: options.runSagas });
  const brandKey = options.brandKey ?? 'cng';
  store.dispatch(runtimeConfigured({ brandKey, config: { ...testConfig, ...options.config }, campaignId: null }));
  store.dispatch(flagsLoaded({ ...testFlags, ...options.flags }));
  return { store, services, navigation, pageViews, left, visited };
}

export function renderApp(
  route: string | { pathname: string; state?: unknown },
  options: Parameters<typeof setupStore>[0] = {},
) {
  const setup = setupStore(options);
  const view = render(
    <Provider store={setup.store}>
      <MemoryRouter initialEntries={[route]}>
        <App navigation={setup.navigation} />
      </MemoryRouter>
    </Provider>,
  );
  return { ...setup, ...view };
}

/**
 * renderApp for a page in another language, as the start renders a page the server rendered in it (decision 0085):
 * its words at hand and activated, then the store told. The next test starts in English again (tests/jest/setupWeb.ts).
 */
export async function renderAppIn(language: Language, ...args: Parameters<typeof renderApp>) {
  await act(() => activateLanguage(language));
  // In one awaited act: a render that reads the words' fetches (use()) and suspends on a chunk goes on when it comes.
  let rendered: ReturnType<typeof renderApp> | undefined;
  await act(async () => {
    rendered = renderApp(...args);
    rendered.store.dispatch(languageSet(language));
  });
  return rendered!;
}
