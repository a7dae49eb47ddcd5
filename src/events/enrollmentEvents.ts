// What enrollment tells the rest of the app (features do not import each other; the auth feature listens):
// an enrollment session (an enrollment user, group enrollment.user) has started or ended in this browser.
import { createAction } from '@reduxjs/toolkit';

export const enrollmentSessionStarted = createAction('enrollment/sessionStarted');
export const enrollmentSessionEnded = createAction('enrollment/sessionEnded');
