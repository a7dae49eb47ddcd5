// The AuthService over aws-amplify v6, pointed at the user pool of /config.json. The library is loaded on
// first use (or on idle), so it stays out of the login page's first download.
import type * as AmplifyAuth from 'aws-amplify/auth';
import type { RuntimeConfig } from '../../store/runtimeSlice';
import { SessionExpiredError, type AuthProfile, type AuthService } from '../../services/authService';

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
  const refreshTokenKeys = () => Object.keys(storage).filter((key) => key.startsWith(prefix) && key.endsWith('.refreshToken'));
  const dropRefreshToken = () => refreshTokenKeys().forEach((key) => storage.removeItem(key));

  /** The current tokens; a stored session that can no longer be refreshed is SessionExpiredError. */
  async function tokens(auth: AuthModule) {
    const stored = hasStoredSession();
    let session: Awaited<ReturnType<AuthModule['fetchAuthSession']>>;
    try {
      session = await auth.fetchAuthSession();
    } catch (error) {
      if (stored) throw new SessionExpiredError();
      throw error;
    }
    if (!session.tokens?.idToken) {
      if (stored) throw new SessionExpiredError();
      return null;
    }
    return session.tokens;
  }

  /** A custom-challenge sign-in (passwordless code, or a partner's handed-over token). */
  async function startCustom(auth: AuthModule, email: string, clientMetadata: Record<string, string>) {
    if (hasStoredSession()) await auth.signOut();
    const result = await auth.signIn({ username: email, options: { authFlowType: 'CUSTOM_WITHOUT_SRP', clientMetadata } });
    if (result.nextStep.signInStep !== 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE') throw new Error('SignIn Error');
  }

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
      const idToken = (await tokens(auth))?.idToken;
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
      try {
        return (await tokens(auth))?.idToken?.toString() ?? null;
      } catch {
        return null;
      }
    },
    async sessionTokens() {
      const auth = await load();
      const current = await tokens(auth);
      if (!current?.idToken) return null;
      return { idToken: current.idToken.toString(), accessToken: current.accessToken.toString() };
    },
    dropRefreshToken,
    async signOut(options) {
      const auth = await load();
      if (options?.local) {
        // Forget the session here without revoking it (the partner brand's hand-off ends it on the server).
        dropRefreshToken();
        await auth.signOut();
      } else if (refreshTokenKeys().length > 0) {
        await auth.signOut();
      } else {
        // The refresh token was dropped after sign-in, so revoke by ending the account's sessions.
        await auth.signOut({ global: true });
      }
    },
    async signUp(details) {
      const auth = await load();
      await auth.signUp({
        username: details.email,
        password: details.password,
        options: {
          userAttributes: {
            email: details.email,
            name: details.firstName,
            family_name: details.lastName,
            'custom:source': details.customSource,
            'custom:brand': details.customBrand,
            'custom:isPasswordless': String(details.isPasswordless),
          },
          clientMetadata: details.flow ? { flow: details.flow } : undefined,
        },
      });
    },
    async confirmSignUp(email, code) {
      const auth = await load();
      await auth.confirmSignUp({ username: email, confirmationCode: code });
    },
    async forgotPassword(email) {
      const auth = await load();
      await auth.resetPassword({ username: email });
    },
    async confirmForgotPassword(email, code, newPassword) {
      const auth = await load();
      await auth.confirmResetPassword({ username: email, confirmationCode: code, newPassword });
    },
    async startPasswordless(email) {
      await startCustom(await load(), email, { flow: 'passwordless' });
    },
    async answerPasswordless(code) {
      const auth = await load();
      const result = await auth.confirmSignIn({ challengeResponse: code });
      if (result.isSignedIn) return 'SIGNED_IN';
      if (result.nextStep.signInStep === 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE') return 'RETRY';
      throw new Error('SignIn Error');
    },
    async signInWithHandoff(email, idToken, brandKey) {
      const auth = await load();
      await startCustom(auth, email, { flow: 'handoff', brand: brandKey });
      const result = await auth.confirmSignIn({ challengeResponse: idToken });
      if (!result.isSignedIn) throw new Error('SSO Error');
    },
  };
}
