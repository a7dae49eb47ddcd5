// Route guards of the specification: unauthenticated visitors to guarded routes go to /login remembering
// where they were going (agents' routes: /admin/login); a signed-in non-admin on an admin route goes to /error.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAppSelector } from '../store/hooks';

function Checking() {
  return (
    <p role="status" style={{ textAlign: 'center', margin: '48px 0' }}>
      Checking your session…
    </p>
  );
}

export function RequireAuth({ children }: { children: ReactNode }) {
  const status = useAppSelector((s) => s.auth.status);
  const location = useLocation();
  if (status === 'unknown') return <Checking />;
  if (status === 'signedOut') return <Navigate to="/login" replace state={{ from: { pathname: location.pathname, search: location.search } }} />;
  return children;
}

export function RequireAdmin({ children }: { children: ReactNode }) {
  const { status, isAdmin } = useAppSelector((s) => s.auth);
  const location = useLocation();
  if (status === 'unknown') return <Checking />;
  if (status === 'signedOut') return <Navigate to="/admin/login" replace state={{ from: { pathname: location.pathname, search: location.search } }} />;
  if (!isAdmin) return <Navigate to="/error" replace />;
  return children;
}
