// The real services for the browser: aws-amplify auth, router navigation, local storage and
// analytics.
import { createAmplifyAuthService } from '../features/auth/amplifyAuthService';
import { pushPageView } from '../lib/analytics';
import { deviceBlackBox } from '../lib/deviceFingerprint';
import type { RuntimeConfig } from '../store/runtimeSlice';
import type { NavigateService, Services } from '../services/services';
import type { NavigationBinding } from './App';
import { xhrUpload } from './xhrUpload';

export function createBrowserServices(config: RuntimeConfig): { services: Services; navigation: NavigationBinding } {
  let navigateFn: NavigateService['navigate'] = (to) => window.location.assign(to);
  const navigation: NavigationBinding = { bind: (fn) => (navigateFn = fn) };
  const services: Services = {
    auth: createAmplifyAuthService(config.auth),
    navigate: { navigate: (to, options) => navigateFn(to, options), pathname: () => window.location.pathname, leave: (url) => window.location.assign(url) },
    storage: {
      clear: () => {
        window.localStorage.clear();
        window.sessionStorage.clear();
      },
    },
    analytics: { pageView: pushPageView },
    fingerprint: { blackBox: deviceBlackBox },
    sockets: { open: (url) => new WebSocket(url) },
    uploads: xhrUpload,
  };
  return { services, navigation };
}
