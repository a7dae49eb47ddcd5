// What the multi-factor check tells the rest of the app (features do not import each other; the auth feature
// listens to these): the check of this sign-in has passed, or it has failed and the customer must be
// signed out and shown the MFA failure page.
import { createAction } from '@reduxjs/toolkit';

/** Why a check failed: the decision was DENY, too many wrong codes, or the code ran out. */
export type MfaFailure = 'denied' | 'tooManyCodes' | 'expired';

export const mfaCheckPassed = createAction('mfa/checkPassed');
export const mfaCheckFailed = createAction<{ reason: MfaFailure }>('mfa/checkFailed');
