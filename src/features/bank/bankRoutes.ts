// The bank pages' child table (application spec 2.2: /application/bank, /bank/manual and the bank-link screens),
// matched under /application/bank inside the bank layout, loaded with the bank chunk.
import type { ComponentType } from 'react';
import { chunk, type AppRoute } from '../../config/appRoute';
import { applicationPaths } from '../../config/applicationPaths';

const BANK = applicationPaths.bank;
const screen = (load: () => Promise<ComponentType>) => chunk(load);
const outcome = (
  name: 'InvalidCredentialsScreen' | 'NoCheckingScreen' | 'NoAuthScreen' | 'NoDataScreen' | 'ErrorInitializingScreen',
) => screen(() => import(/* webpackChunkName: "bank" */ './screens/OutcomeScreens').then((m) => m[name]));

export const bankRoutes: readonly AppRoute[] = [
  {
    screen: screen(() =>
      import(/* webpackChunkName: "bank" */ './screens/BankStartScreen').then((m) => m.BankStartScreen),
    ),
  },
  {
    path: BANK.plaid.path,
    screen: screen(() =>
      import(/* webpackChunkName: "bank" */ './screens/PlaidIntroScreen').then((m) => m.PlaidIntroScreen),
    ),
  },
  {
    path: BANK.consent.path,
    screen: screen(() => import(/* webpackChunkName: "bank" */ './screens/ConsentScreen').then((m) => m.ConsentScreen)),
  },
  {
    path: BANK.open.path,
    screen: screen(() =>
      import(/* webpackChunkName: "bank" */ './screens/LinkOpenScreen').then((m) => m.LinkOpenScreen),
    ),
  },
  {
    path: BANK.verify.path,
    screen: screen(() => import(/* webpackChunkName: "bank" */ './screens/VerifyScreen').then((m) => m.VerifyScreen)),
  },
  {
    path: BANK.accountSelect.path,
    screen: screen(() =>
      import(/* webpackChunkName: "bank" */ './screens/AccountSelectScreen').then((m) => m.AccountSelectScreen),
    ),
  },
  {
    path: BANK.manual.path,
    screen: screen(() => import(/* webpackChunkName: "bank" */ './screens/ManualScreen').then((m) => m.ManualScreen)),
  },
  { path: BANK.invalidCredentials.path, screen: outcome('InvalidCredentialsScreen') },
  { path: BANK.noChecking.path, screen: outcome('NoCheckingScreen') },
  { path: BANK.noAuth.path, screen: outcome('NoAuthScreen') },
  { path: BANK.noData.path, screen: outcome('NoDataScreen') },
  { path: BANK.errorInitializing.path, screen: outcome('ErrorInitializingScreen') },
];
