// Whether a signed-in user's tokens are kept in this browser: aws-amplify v6 keeps them in local storage under
// `CognitoIdentityServiceProvider.<app client id>.<user>.<token>`, with `.LastAuthUser` naming the user. Read without the
// library, by the auth service and by the entry (which starts the app at once for a browser that holds a session).
export const TOKEN_KEY_PREFIX = 'CognitoIdentityServiceProvider.';

/** Is a session stored for this app client (or, without one, for any)? */
export function hasStoredSession(storage: Storage, userPoolClientId?: string): boolean {
  const prefix = userPoolClientId === undefined ? TOKEN_KEY_PREFIX : `${TOKEN_KEY_PREFIX}${userPoolClientId}.`;
  return Object.keys(storage).some((key) => key.startsWith(prefix) && key.endsWith('.LastAuthUser'));
}
