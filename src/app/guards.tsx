// Route guards of the specification: unauthenticated visitors to guarded routes go to /login remembering
// where they were going (agents' routes: /admin/login); a signed-in non-admin on an admin route goes to /error.
// A sign-in that still owes its multi-factor check is sent to the check, which then leads to the page asked for.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAppSelector } from '../store/hooks';
import { paths } from '../config/paths';

function Checking() {
  return (
    <p role="status" style={{ textAlign: 'center', margin: '48px 0' }}>
      Checking your session…
    </p>
  );
}

/** `check`: this is the multi-factor check's own page, shown while the check is owed. */
export function RequireAuth({ children, check = false }: { children: ReactNode; check?: boolean }) {
  const status = useAppSelector((s) => s.auth.status);
  const mfaPending = useAppSelector((s) => s.auth.mfaPending);
  const location = useLocation();
  if (status === 'unknown') return <Checking />;
  if (status === 'signedOut')
    return (
      <Navigate
        to={paths.login.href()}
        replace
        state={{ from: { pathname: location.pathname, search: location.search } }}
      />
    );
  if (mfaPending && !check)
    return <Navigate to={paths.mfa.href()} replace state={{ from: `${location.pathname}${location.search}` }} />;
  return children;
}

/** The agent login: visitors and agents see it; a signed-in customer (not an agent) goes to the error page. */
export function AdminLoginGate({ children }: { children: ReactNode }) {
  const { status, isAdmin } = useAppSelector((s) => s.auth);
  if (status === 'unknown') return <Checking />;
  if (status === 'signedIn' && !isAdmin) return <Navigate to={paths.error.href()} replace />;
  return children;
}

export function RequireAdmin({ children }: { children: ReactNode }) {
  const { status, isAdmin } = useAppSelector((s) => s.auth);
  const location = useLocation();
  if (status === 'unknown') return <Checking />;
  if (status === 'signedOut')
    return (
      <Navigate
        to={paths.admin.login.href()}
        replace
        state={{ from: { pathname: location.pathname, search: location.search } }}
      />
    );
  if (!isAdmin) return <Navigate to={paths.error.href()} replace />;
  return children;
}
