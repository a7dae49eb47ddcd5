// /sso: the 'Logging in via SSO...' landing that signs in with tokens in the URL hash and goes to the landing
// page, or says 'No SSO data found'.
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useAppDispatch } from '../../../store/hooks';
import { singleSignOnRequested } from '../authSlice';
import { readHandoffHash } from '../handoffHash';
import { NO_SSO_DATA } from '../signInMessages';
import styles from './LoginScreen.module.scss';

export function SsoLandingScreen() {
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [handed] = useState(() => readHandoffHash(location.hash));
  const started = useRef(false);
  useEffect(() => {
    if (!handed || started.current) return;
    started.current = true;
    void navigate({ pathname: location.pathname }, { replace: true });
    dispatch(singleSignOnRequested({ ...handed, redirectTo: '/' }));
  }, [handed, dispatch, navigate, location.pathname]);
  return (
    <section className={styles.card} aria-labelledby="sso-landing-title" role="status">
      <h1 id="sso-landing-title" className={styles.title}>
        {handed ? 'Logging in via SSO...' : NO_SSO_DATA}
      </h1>
      {!handed && (
        <p>
          <Link to={paths.login.href()}>Go to login</Link>
        </p>
      )}
    </section>
  );
}
