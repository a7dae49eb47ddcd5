// What the application tells the rest of the app (features do not import each other; the auth feature listens):
// a new customer made their login on the application's first screen; the auth feature signs them in with it (the
// brand gate, the cache flush, the page view, the multi-factor check: every sign-in's steps) and goes on to
// `redirectTo`. The password is the auth profile's `transient` until the sign-in ends (masked in DevTools, never
// stored).
import { createAction } from '@reduxjs/toolkit';

export const newCustomerSigningIn = createAction<{ email: string; password: string; redirectTo: string }>(
  'application/newCustomerSigningIn',
);
/** The sign-in ended: signed in (and on the way to `redirectTo`, or its check first), or not. */
export const newCustomerSignInSettled = createAction<{ signedIn: boolean }>('application/newCustomerSignInSettled');
