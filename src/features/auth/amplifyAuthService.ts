// The AuthService over aws-amplify v6, pointed at the user pool of /config.json. The library is loaded on
// first use (or on idle), so it stays out of the login page's first download.
import type * as AmplifyAuth from 'aws-amplify/auth';
import type { RuntimeConfig } from '../../store/runtimeSlice';
import type { AuthProfile, AuthService } from './authService';

type AuthModule = typeof AmplifyAuth;

export function createAmplifyAuthService(config: RuntimeConfig['auth'], storage: Storage = window.localStorage): AuthService {
  let loading: Promise<AuthModule> | null = null;
  const load = (): Promise<AuthModule> => {
    loading ??= Promise.all([import(/* webpackChunkName: "amplify" */ 'aws-amplify'), import(/* webpackChunkName: "amplify" */ 'aws-amplify/auth')]).then(
      ([core, auth]) => {
        core.Amplify.configure({ Auth: { Cognito: { userPoolId: config.userPoolId, userPoolClientId: config.userPoolClientId, userPoolEndpoint: config.userPoolEndpoint } } });
        return auth;
      },
    );
    return loading;
  };

  const prefix = `CognitoIdentityServiceProvider.${config.userPoolClientId}.`;
  const hasStoredSession = () => Object.keys(storage).some((key) => key.startsWith(prefix) && key.endsWith('.LastAuthUser'));

  return {
    preload: () => void load(),
    hasStoredSession,
    async signIn(email, password) {
      const auth = await load();
      try {
        await auth.signIn({ username: email, password });
      } catch (error) {
        if ((error as { name?: string }).name !== 'UserAlreadyAuthenticatedException') throw error;
        await auth.signOut();
        await auth.signIn({ username: email, password });
      }
    },
    async currentProfile(): Promise<AuthProfile | null> {
      const auth = await load();
      const session = await auth.fetchAuthSession();
      const idToken = session.tokens?.idToken;
      if (!idToken) return null;
      const attributes = await auth.fetchUserAttributes();
      const groups = idToken.payload['cognito:groups'];
      return {
        email: attributes.email ?? '',
        firstName: attributes.given_name ?? '',
        lastName: attributes.family_name ?? '',
        groups: Array.isArray(groups) ? groups.map(String) : [],
        customSource: attributes['custom:source'] ?? '',
        customBrand: attributes['custom:brand'] ?? '',
        isPasswordless: attributes['custom:isPasswordless'] === 'true',
      };
    },
    async getIdToken() {
      if (!loading && !hasStoredSession()) return null;
      const auth = await load();
      const session = await auth.fetchAuthSession();
      return session.tokens?.idToken?.toString() ?? null;
    },
    async signOut() {
      const auth = await load();
      await auth.signOut();
    },
  };
}
