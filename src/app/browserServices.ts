// The real services for the browser: aws-amplify auth, router navigation, local storage and
// analytics.
import { createAmplifyAuthService } from '../features/auth/amplifyAuthService';
import { pushPageView } from '../lib/analytics';
import { deviceBlackBox } from '../lib/deviceFingerprint';
import type { RuntimeConfig } from '../config/runtimeSettings';
import { earlyReports } from '../lib/rules/earlyReports';
import type { MonitoringService, NavigateService, Services, UploadService } from '../services/services';
import type { NavigationBinding } from './App';

/** Uploads by XMLHttpRequest (xhrUpload.ts), loaded with the first document sent: none is sent from the login. */
const lazyUploads: UploadService = {
  send(request, onProgress) {
    let abort = () => undefined as void;
    let stopped = false;
    const done = import(/* webpackChunkName: "application" */ './xhrUpload').then(({ xhrUpload }) => {
      if (stopped) throw new Error('The upload was stopped');
      const sent = xhrUpload.send(request, onProgress);
      abort = sent.abort;
      return sent.done;
    });
    return {
      done,
      abort: () => {
        stopped = true;
        abort();
      },
    };
  },
};

/** The field reports' chunk (fieldReports.ts, with web-vitals): loaded when the page is idle, or by a first fault. */
const fieldReports = () => import(/* webpackChunkName: "field-reports" */ './fieldReports');

const monitoring: MonitoringService = {
  error: (source, error) =>
    void fieldReports()
      .then(({ reportError }) => reportError(source, error))
      .catch(() => undefined),
  watch() {
    // From here on the app reports errors; the first byte's script (src/lib/rules/earlyReports.ts) did until now.
    const early = earlyReports();
    if (early) early.errorsOwned = true;
    window.addEventListener('error', (event) => monitoring.error('window', event.error ?? event.message));
    window.addEventListener('unhandledrejection', (event) => monitoring.error('rejection', event.reason));
  },
  watchVitals: () =>
    void fieldReports()
      .then(({ watchVitals }) => watchVitals())
      .catch(() => undefined),
};

export function createBrowserServices(config: RuntimeConfig): { services: Services; navigation: NavigationBinding } {
  let navigateFn: NavigateService['navigate'] = (to) => window.location.assign(to);
  // From `pagehide` until the page is shown again (back from the browser's back-forward cache).
  let leaving = false;
  window.addEventListener('pagehide', () => (leaving = true));
  window.addEventListener('pageshow', () => (leaving = false));
  const navigation: NavigationBinding = { bind: (fn) => (navigateFn = fn) };
  const services: Services = {
    auth: createAmplifyAuthService(config.auth),
    navigate: {
      navigate: (to, options) => navigateFn(to, options),
      pathname: () => window.location.pathname,
      leave: (url) => window.location.assign(url),
      leaving: () => leaving,
    },
    storage: {
      clear: () => {
        window.localStorage.clear();
        window.sessionStorage.clear();
      },
    },
    analytics: { pageView: pushPageView },
    fingerprint: { blackBox: deviceBlackBox },
    sockets: { open: (url) => new WebSocket(url) },
    uploads: lazyUploads,
    monitoring,
  };
  return { services, navigation };
}
