// "/" goes to the login page on the p360 brand (its home is the login page) and to the account page on
// every other brand; a signed-in p360 customer goes to the account page too.
import { Navigate } from 'react-router-dom';
import { useAppSelector } from '../store/hooks';
import { paths } from '../config/paths';

export function RootRedirect() {
  const brandKey = useAppSelector((s) => s.runtime.brandKey);
  const status = useAppSelector((s) => s.auth.status);
  if (brandKey === 'p360' && status !== 'signedIn') return <Navigate to={paths.login.href()} replace />;
  return <Navigate to={paths.account.root.href()} replace />;
}
