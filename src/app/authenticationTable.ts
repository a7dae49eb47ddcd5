// The /authentication area's table, loaded with its first page (the boot code has one route, /authentication/*):
// getting back into an account (the recovery chunk, with its slice and sagas) and the multi-factor check (the mfa
// chunk). None of them is needed to log in.
import { chunk, chunkWith, type AppRoute } from '../config/appRoute';
import { paths } from '../config/paths';
import type { RecoveryScreenName } from '../features/auth/recoveryFeature';

/** A recovery screen: its module registers the recovery sagas and names the screens. */
const recoveryScreen = (name: RecoveryScreenName) =>
  chunk(() =>
    import(/* webpackChunkName: "recovery" */ '../features/auth/recoveryFeature').then((m) => m.recoveryScreens[name]),
  );

const mfaFeature = () => import(/* webpackChunkName: "mfa" */ '../features/mfa/mfaFeature');

export const authenticationTable: readonly AppRoute[] = [
  { path: paths.forgotPassword.path, partnerRedirect: true, screen: recoveryScreen('forgotPassword') },
  { path: paths.forgotPasswordFail.path, flag: 'forgotPassword', screen: recoveryScreen('forgotPasswordFail') },
  { path: paths.forgotEmail.path, flag: 'forgotEmail', screen: recoveryScreen('forgotEmail') },
  { path: paths.forgotEmailFail.path, flag: 'forgotEmail', screen: recoveryScreen('forgotEmailFail') },
  { path: paths.changePassword.path, screen: recoveryScreen('changePassword') },
  { path: paths.passwordlessResume.path, flag: 'enablePasswordlessFlow', screen: recoveryScreen('passwordlessResume') },
  {
    path: paths.mfa.path,
    guard: 'mfaCheck',
    screen: chunkWith([mfaFeature], () =>
      import(/* webpackChunkName: "mfa" */ '../features/mfa/screens/MfaScreen').then((m) => m.MfaScreen),
    ),
  },
  {
    path: paths.mfaFail.path,
    screen: chunk(() =>
      import(/* webpackChunkName: "mfa" */ '../features/mfa/screens/MfaFailScreen').then((m) => m.MfaFailScreen),
    ),
  },
];
