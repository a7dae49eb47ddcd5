// The application area's whole table, loaded with the application chunk (the boot code has one route,
// /application/*): the application's own pages, and the two steps that join it with another feature, the store
// select (with the store locator) and step 3's bank account (with the bank link's pages).
import { chunkWith, type AppRoute } from '../../config/appRoute';
import { applicationPaths } from '../../config/applicationPaths';
import { applicationFeature, applicationRoutes } from '../../features/application/applicationRoutes';
import { bankRoutes } from '../../features/bank/bankRoutes';

export const applicationTable: readonly AppRoute[] = [
  ...applicationRoutes,
  {
    path: applicationPaths.storeSelect.path,
    guard: 'signedIn',
    screen: chunkWith(
      [
        applicationFeature,
        () => import(/* webpackChunkName: "application-store" */ '../../features/stores/storesFeature'),
      ],
      () => import(/* webpackChunkName: "application-store" */ './StoreSelectPage').then((m) => m.StoreSelectPage),
    ),
  },
  {
    path: applicationPaths.bank.root.path,
    guard: 'signedIn',
    screen: chunkWith(
      [applicationFeature, () => import(/* webpackChunkName: "bank" */ '../../features/bank/bankFeature')],
      () => import(/* webpackChunkName: "bank" */ './BankArea').then((m) => m.BankArea),
    ),
    children: bankRoutes,
  },
];
