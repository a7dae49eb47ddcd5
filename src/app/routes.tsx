// The route table: every route of the portal, in one file. Routes whose screens later issues build are added
// by those issues.
import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LoginScreen } from '../features/auth/screens/LoginScreen';
import { useAppSelector } from '../store/hooks';
import { selectFlags } from '../store/selectors';
import { ErrorScreen } from './ErrorScreen';
import { ExternalRedirect } from './ExternalRedirect';
import { RequireAuth } from './guards';
import { Layout } from './Layout';
import { RootRedirect } from './RootRedirect';

const AccountScreen = lazy(() => import(/* webpackChunkName: "account" */ '../features/account/screens/AccountScreen').then((m) => ({ default: m.AccountScreen })));
const ApplicationArea = lazy(() => import(/* webpackChunkName: "application" */ '../features/application/ApplicationArea'));

export const NOT_FOUND_PAGE = '/404.html';
export const MAINTENANCE_PAGE = '/maintenance.html';

const Loading = ({ children }: { children: ReactNode }) => (
  <Suspense
    fallback={
      <p role="status" style={{ textAlign: 'center', margin: '48px 0' }}>
        Loading…
      </p>
    }
  >
    {children}
  </Suspense>
);

export function AppRoutes() {
  const maintenance = useAppSelector((s) => selectFlags(s)?.maintenenceMode === true);
  if (maintenance) return <ExternalRedirect to={MAINTENANCE_PAGE} />;
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route path="/" element={<RootRedirect />} />
        <Route path="/login" element={<LoginScreen />} />
        <Route path="/error" element={<ErrorScreen />} />
        <Route
          path="/account"
          element={
            <RequireAuth>
              <Loading>
                <AccountScreen />
              </Loading>
            </RequireAuth>
          }
        />
        <Route
          path="/application/*"
          element={
            <Loading>
              <ApplicationArea />
            </Loading>
          }
        />
        <Route path="*" element={<ExternalRedirect to={NOT_FOUND_PAGE} />} />
      </Route>
    </Routes>
  );
}
