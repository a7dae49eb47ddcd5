// What the application tells the rest of the app (features do not import each other; the auth feature listens):
// a new customer made their login on the application's first screen and is being signed in with it. The password
// is the auth profile's `transient` until the sign-in completes (masked in DevTools, never stored).
import { createAction } from '@reduxjs/toolkit';

export const newCustomerSigningIn = createAction<{ password: string }>('application/newCustomerSigningIn');
/** The sign-in did not complete: the password is dropped all the same. */
export const newCustomerSignInFailed = createAction('application/newCustomerSignInFailed');
