// What the sagas need from the identity provider. The browser uses the aws-amplify implementation
// (amplifyAuthService.ts); tests provide fakes.
export interface AuthProfile {
  email: string;
  firstName: string;
  lastName: string;
  groups: string[];
  customSource: string;
  customBrand: string;
  isPasswordless: boolean;
}

export interface AuthService {
  /** Loads the identity library ahead of need (on idle), so a submit does not wait for it. */
  preload: () => void;
  /** True when this browser holds tokens from an earlier sign-in (no network, no library load). */
  hasStoredSession: () => boolean;
  signIn: (email: string, password: string) => Promise<void>;
  /** The signed-in user's profile from the id token and GetUser, or null when nobody is signed in. */
  currentProfile: () => Promise<AuthProfile | null>;
  /** A valid id token (refreshed when needed), or null when nobody is signed in. */
  getIdToken: () => Promise<string | null>;
  signOut: () => Promise<void>;
}
