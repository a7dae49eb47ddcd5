// The recovery chunk: its sagas join the store when the chunk loads (the slice injects itself), and the route table
// takes its screens from here by name. Nothing of getting back into an account is in the first chunk.
import type { ComponentType } from 'react';
import { registerFeatureSagas } from '../../store/lazyFeatures';
import { recoverySagas } from './recoverySagas';
import { ChangePasswordScreen } from './screens/ChangePasswordScreen';
import { ForgotEmailFailScreen } from './screens/ForgotEmailFailScreen';
import { ForgotEmailScreen } from './screens/ForgotEmailScreen';
import { ForgotPasswordFailScreen } from './screens/ForgotPasswordFailScreen';
import { ForgotPasswordScreen } from './screens/ForgotPasswordScreen';
import { PasswordlessResumeScreen } from './screens/PasswordlessResumeScreen';

registerFeatureSagas({ feature: 'recovery', saga: recoverySagas });

export const recoveryScreens = {
  forgotPassword: ForgotPasswordScreen,
  forgotPasswordFail: ForgotPasswordFailScreen,
  forgotEmail: ForgotEmailScreen,
  forgotEmailFail: ForgotEmailFailScreen,
  changePassword: ChangePasswordScreen,
  passwordlessResume: PasswordlessResumeScreen,
} satisfies Record<string, ComponentType>;

export type RecoveryScreenName = keyof typeof recoveryScreens;
