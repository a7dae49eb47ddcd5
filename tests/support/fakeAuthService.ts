// An AuthService fake for jest: a few accounts in memory, and a record of what was called.
import { SessionExpiredError, type AuthProfile, type AuthService } from '../../src/services/authService';

export interface FakeAccount {
  password: string;
  profile: AuthProfile;
}

export const profileFor = (email: string, overrides: Partial<AuthProfile> = {}): AuthProfile => ({
  email,
  firstName: 'Maria',
  lastName: 'Lopez',
  groups: ['my.account.user'],
  customSource: 'CNG',
  customBrand: 'cng',
  isPasswordless: false,
  ...overrides,
});

export interface FakeAuthOptions {
  signedInAs?: string;
  /** The stored session can no longer be refreshed. */
  expired?: boolean;
  /** One-time codes the passwordless flow accepts, by email. */
  codes?: Record<string, string>;
  /** Partner tokens the hand-off accepts: token -> email. */
  handoffs?: Record<string, string>;
  /** The accounts this browser holds a passkey for (a passkey sign-in of any other is canceled, as a browser does). */
  passkeysFor?: string[];
}

export function createFakeAuthService(accounts: Record<string, FakeAccount> = {}, options: FakeAuthOptions = {}) {
  let current: string | null = options.signedInAs ?? null;
  let expired = options.expired ?? false;
  let challenged: string | null = null;
  const calls: string[] = [];
  const wrongCredentials = () =>
    Object.assign(new Error('Incorrect username or password.'), { name: 'NotAuthorizedException' });
  const passkeysHere = new Set(options.passkeysFor ?? []);
  const service: AuthService & { calls: string[] } = {
    calls,
    preload: () => undefined,
    hasStoredSession: () => current !== null,
    async signIn(email, password) {
      calls.push(`signIn:${email}`);
      const account = accounts[email];
      if (!account || account.password !== password) throw wrongCredentials();
      current = email;
      expired = false;
    },
    async currentProfile() {
      if (current && expired) throw new SessionExpiredError();
      return current ? (accounts[current]?.profile ?? null) : null;
    },
    async getIdToken() {
      return current && !expired ? `fake-id-token-for-${current}` : null;
    },
    async sessionTokens() {
      return current
        ? { idToken: `fake-id-token-for-${current}`, accessToken: `fake-access-token-for-${current}` }
        : null;
    },
    dropRefreshToken() {
      calls.push('dropRefreshToken');
    },
    async signOut(signOutOptions) {
      calls.push(signOutOptions?.local ? 'signOut:local' : 'signOut');
      current = null;
    },
    async signUp(details) {
      calls.push(`signUp:${details.email}`);
      if (accounts[details.email])
        throw Object.assign(new Error('An account with the given email already exists.'), {
          name: 'UsernameExistsException',
        });
      accounts[details.email] = {
        password: details.password,
        profile: profileFor(details.email, {
          firstName: details.firstName,
          lastName: details.lastName,
          customSource: details.customSource,
          customBrand: details.customBrand,
          isPasswordless: details.isPasswordless,
          groups: [details.flow === 'enrollment' ? 'enrollment.user' : 'my.account.user'],
        }),
      };
    },
    async confirmSignUp(email, code) {
      calls.push(`confirmSignUp:${email}`);
      if (code !== '123456')
        throw Object.assign(new Error('Invalid verification code provided, please try again.'), {
          name: 'CodeMismatchException',
        });
    },
    async forgotPassword(email) {
      calls.push(`forgotPassword:${email}`);
      const account = accounts[email];
      if (!account)
        throw Object.assign(new Error('Username/client id combination not found.'), { name: 'UserNotFoundException' });
      if (account.profile.isPasswordless)
        throw Object.assign(
          new Error('Cannot reset password for the user as there is no registered/verified email or phone_number'),
          { name: 'InvalidParameterException' },
        );
    },
    async confirmForgotPassword(email, code, newPassword) {
      calls.push(`confirmForgotPassword:${email}`);
      if (code === '999999')
        throw Object.assign(
          new Error(
            'For your security, we have paused codes for this account after too many were asked for or entered. Please try again tomorrow, or call us.',
          ),
          { name: 'LimitExceededException' },
        );
      if (code !== '123456')
        throw Object.assign(new Error('Invalid verification code provided, please try again.'), {
          name: 'CodeMismatchException',
        });
      if (newPassword.length < 8)
        throw Object.assign(new Error('Password does not conform to policy'), { name: 'InvalidPasswordException' });
      const account = accounts[email];
      if (account) account.password = newPassword;
    },
    async startPasswordless(email) {
      calls.push(`startPasswordless:${email}`);
      if (!options.codes?.[email]) throw wrongCredentials();
      challenged = email;
    },
    async answerPasswordless(code) {
      calls.push('answerPasswordless');
      if (!challenged || options.codes?.[challenged] !== code) return 'RETRY';
      current = challenged;
      return 'SIGNED_IN';
    },
    async signInWithPasskey(email) {
      calls.push(`signInWithPasskey:${email}`);
      if (!passkeysHere.has(email) || !accounts[email])
        throw Object.assign(new Error('The passkey ceremony was canceled.'), { name: 'PasskeyAuthenticationCanceled' });
      current = email;
      expired = false;
    },
    async addPasskey() {
      calls.push('addPasskey');
      if (!current)
        throw Object.assign(new Error('User needs to be authenticated'), { name: 'UserUnAuthenticatedException' });
      if (passkeysHere.has(current))
        throw Object.assign(new Error('The passkey already exists.'), { name: 'PasskeyAlreadyExists' });
      passkeysHere.add(current);
    },
    async removePasskey(credentialId) {
      calls.push(`removePasskey:${credentialId}`);
    },
    async signInWithHandoff(email, idToken) {
      calls.push(`signInWithHandoff:${email}`);
      if (options.handoffs?.[idToken] !== email)
        throw Object.assign(new Error('The handed-over sign-in is no longer valid.'), {
          name: 'NotAuthorizedException',
        });
      current = email;
    },
  };
  return service;
}
