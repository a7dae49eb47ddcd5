import { hasStoredSession } from './storedSession';

function storage(keys: string[]): Storage {
  const store = window.localStorage;
  store.clear();
  for (const key of keys) store.setItem(key, 'x');
  return store;
}

it("finds a user's session kept by aws-amplify, for one app client or any", () => {
  const kept = storage(['CognitoIdentityServiceProvider.client-1.nina.LastAuthUser', 'other']);
  expect(hasStoredSession(kept, 'client-1')).toBe(true);
  expect(hasStoredSession(kept, 'client-2')).toBe(false);
  expect(hasStoredSession(kept)).toBe(true);
});

it('finds none where only tokens without a user, or nothing of Amplify, are kept', () => {
  expect(hasStoredSession(storage(['CognitoIdentityServiceProvider.client-1.nina.idToken']))).toBe(false);
  expect(hasStoredSession(storage([]))).toBe(false);
});
