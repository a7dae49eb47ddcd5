// The AuthService over aws-amplify v6, pointed at the user pool of /config.json. The library and the calls over it
// (amplifyCalls.ts) load on first use (or on idle), so they stay out of the login page's first download; what needs
// no library (is a session stored here, forget its refresh token) is answered at once.
import type { RuntimeConfig } from '../../config/runtimeSettings';
import type { AuthService } from '../../services/authService';
import type { AmplifyCalls } from './amplifyCalls';
import { hasStoredSession as storedIn, TOKEN_KEY_PREFIX } from './storedSession';

export function createAmplifyAuthService(
  config: RuntimeConfig['auth'],
  storage: Storage = window.localStorage,
): AuthService {
  const prefix = `${TOKEN_KEY_PREFIX}${config.userPoolClientId}.`;
  const hasStoredSession = () => storedIn(storage, config.userPoolClientId);
  const refreshTokenKeys = () =>
    Object.keys(storage).filter((key) => key.startsWith(prefix) && key.endsWith('.refreshToken'));
  const dropRefreshToken = () => refreshTokenKeys().forEach((key) => storage.removeItem(key));

  let loading: Promise<AmplifyCalls> | null = null;
  const load = (): Promise<AmplifyCalls> => {
    loading ??= Promise.all([
      import(/* webpackChunkName: "amplify" */ 'aws-amplify'),
      import(/* webpackChunkName: "amplify" */ 'aws-amplify/auth'),
      import(/* webpackChunkName: "amplify" */ './amplifyCalls'),
    ]).then(([core, auth, { createAmplifyCalls }]) => {
      core.Amplify.configure({
        Auth: {
          Cognito: {
            userPoolId: config.userPoolId,
            userPoolClientId: config.userPoolClientId,
            ...(config.userPoolEndpoint ? { userPoolEndpoint: config.userPoolEndpoint } : {}),
          },
        },
      });
      return createAmplifyCalls(auth, { hasStoredSession, refreshTokenKeys, dropRefreshToken });
    });
    return loading;
  };
  /** A call made once the library has loaded. */
  const later = <K extends keyof AmplifyCalls>(name: K): AmplifyCalls[K] =>
    (async (...args: unknown[]) =>
      ((await load())[name] as (...params: unknown[]) => Promise<unknown>)(...args)) as AmplifyCalls[K];

  return {
    preload: () => void load(),
    hasStoredSession,
    dropRefreshToken,
    // Nobody signed in here and the library not needed yet: no token, and nothing to load for it.
    getIdToken: async () => (!loading && !hasStoredSession() ? null : (await load()).getIdToken()),
    signIn: later('signIn'),
    currentProfile: later('currentProfile'),
    sessionTokens: later('sessionTokens'),
    signOut: later('signOut'),
    signUp: later('signUp'),
    confirmSignUp: later('confirmSignUp'),
    forgotPassword: later('forgotPassword'),
    confirmForgotPassword: later('confirmForgotPassword'),
    startPasswordless: later('startPasswordless'),
    answerPasswordless: later('answerPasswordless'),
    signInWithHandoff: later('signInWithHandoff'),
    signInWithPasskey: later('signInWithPasskey'),
    addPasskey: later('addPasskey'),
    removePasskey: later('removePasskey'),
  };
}
