// An AuthService fake for jest: a few accounts in memory, and a record of what was called.
import type { AuthProfile, AuthService } from '../../src/features/auth/authService';

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

export function createFakeAuthService(accounts: Record<string, FakeAccount> = {}, options: { signedInAs?: string } = {}) {
  let current: string | null = options.signedInAs ?? null;
  const calls: string[] = [];
  const service: AuthService & { calls: string[] } = {
    calls,
    preload: () => undefined,
    hasStoredSession: () => current !== null,
    async signIn(email, password) {
      calls.push(`signIn:${email}`);
      const account = accounts[email];
      if (!account || account.password !== password) {
        const error = new Error('Incorrect username or password.');
        error.name = 'NotAuthorizedException';
        throw error;
      }
      current = email;
    },
    async currentProfile() {
      return current ? (accounts[current]?.profile ?? null) : null;
    },
    async getIdToken() {
      return current ? `fake-id-token-for-${current}` : null;
    },
    async signOut() {
      calls.push('signOut');
      current = null;
    },
  };
  return service;
}
