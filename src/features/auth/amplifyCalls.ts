// The AuthService's calls over aws-amplify v6: this module loads with the library (the "amplify" chunk), on first use
// or on idle, so none of it is in the login page's first download (amplifyAuthService.ts is what the first chunk holds).
import type * as AmplifyAuth from 'aws-amplify/auth';
import { SessionExpiredError, type AuthProfile, type AuthService } from '../../services/authService';

export type AuthModule = typeof AmplifyAuth;

/** What the first chunk answers itself, without the library: the browser's stored session. */
export interface StoredSession {
  hasStoredSession: () => boolean;
  refreshTokenKeys: () => string[];
  dropRefreshToken: () => void;
}

export type AmplifyCalls = Omit<AuthService, 'preload' | 'hasStoredSession' | 'dropRefreshToken'>;

export function createAmplifyCalls(
  auth: AuthModule,
  { hasStoredSession, refreshTokenKeys, dropRefreshToken }: StoredSession,
): AmplifyCalls {
  /** The current tokens; a stored session that can no longer be refreshed is SessionExpiredError. */
  async function tokens() {
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
  async function startCustom(email: string, clientMetadata: Record<string, string>) {
    if (hasStoredSession()) await auth.signOut();
    const result = await auth.signIn({
      username: email,
      options: { authFlowType: 'CUSTOM_WITHOUT_SRP', clientMetadata },
    });
    if (result.nextStep.signInStep !== 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE') throw new Error('SignIn Error');
  }

  return {
    async signIn(email, password) {
      try {
        await auth.signIn({ username: email, password });
      } catch (error) {
        if ((error as { name?: string }).name !== 'UserAlreadyAuthenticatedException') throw error;
        await auth.signOut();
        await auth.signIn({ username: email, password });
      }
    },
    async currentProfile(): Promise<AuthProfile | null> {
      const idToken = (await tokens())?.idToken;
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
      try {
        return (await tokens())?.idToken?.toString() ?? null;
      } catch {
        return null;
      }
    },
    async sessionTokens() {
      const current = await tokens();
      if (!current?.idToken) return null;
      return { idToken: current.idToken.toString(), accessToken: current.accessToken.toString() };
    },
    async signOut(options) {
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
      await auth.confirmSignUp({ username: email, confirmationCode: code });
    },
    // The page's language goes as client metadata: Cognito gives it to the custom message trigger that words the
    // mail, and the local identity service words it so itself.
    async forgotPassword(email, language) {
      await auth.resetPassword({ username: email, options: { clientMetadata: { language } } });
    },
    async confirmForgotPassword(email, code, newPassword, language) {
      await auth.confirmResetPassword({
        username: email,
        confirmationCode: code,
        newPassword,
        options: { clientMetadata: { language } },
      });
    },
    async startPasswordless(email) {
      await startCustom(email, { flow: 'passwordless' });
    },
    async answerPasswordless(code) {
      const result = await auth.confirmSignIn({ challengeResponse: code });
      if (result.isSignedIn) return 'SIGNED_IN';
      if (result.nextStep.signInStep === 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE') return 'RETRY';
      throw new Error('SignIn Error');
    },
    async signInWithPasskey(email) {
      if (hasStoredSession()) await auth.signOut();
      const result = await auth.signIn({
        username: email,
        options: { authFlowType: 'USER_AUTH', preferredChallenge: 'WEB_AUTHN' },
      });
      if (!result.isSignedIn) throw new Error('SignIn Error');
    },
    async addPasskey() {
      await auth.associateWebAuthnCredential();
    },
    async removePasskey(credentialId) {
      await auth.deleteWebAuthnCredential({ credentialId });
    },
    async signInWithHandoff(email, idToken, brandKey) {
      await startCustom(email, { flow: 'handoff', brand: brandKey });
      const result = await auth.confirmSignIn({ challengeResponse: idToken });
      if (!result.isSignedIn) throw new Error('SSO Error');
    },
  };
}
