// /login shows the login screen when the hash carries handed-over tokens, or resumeApp=true, or the
// redirect-to-p360 flag is off, or this is the partner's (p360's) own host; otherwise it goes to p360's login.
import { useLocation } from 'react-router-dom';
import { paths } from '../config/paths';
import { readHandoffHash } from '../features/auth/handoffHash';
import { LoginScreen } from '../features/auth/screens/LoginScreen';
import { useAppSelector } from '../store/hooks';
import { selectFlags } from '../store/selectors';
import { ExternalRedirect } from '../components/ExternalRedirect';

export function LoginRoute() {
  const location = useLocation();
  const brandKey = useAppSelector((s) => s.runtime.brandKey);
  const redirectToP360 = useAppSelector((s) => selectFlags(s)?.redirectToP360 === true);
  const p360 = useAppSelector((s) => s.runtime.config?.brandOrigins.p360);
  const resumeApp = new URLSearchParams(location.search).get('resumeApp') === 'true';
  // The login removes handed-over tokens from the hash at once; the single sign-on they started keeps the page.
  const handingOver = useAppSelector((s) => s.auth.singleSignOn !== 'idle');
  const show =
    !!readHandoffHash(location.hash) || handingOver || resumeApp || !redirectToP360 || brandKey === 'p360' || !p360;
  if (!show) return <ExternalRedirect to={`${p360}${paths.login.href()}${location.search}`} />;
  return <LoginScreen />;
}
