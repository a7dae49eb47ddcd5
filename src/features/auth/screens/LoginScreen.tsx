// The login screen of the account-access specification: the sign-in form after 750 ms, the email
// prefilled (lowercased) from the query string or navigation state, forgot-email and forgot-password
// help, Enroll Now, the timeout message when navigation state says so, and single sign-on when the URL
// hash carries tokens handed over by a partner brand ('Establishing Credentials', 'You were authenticated').
import { Suspense, useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectBrand, selectFlags } from '../../../store/selectors';
import { brands, isBrandKey } from '../../../../brands/index';
import { singleSignOnRequested } from '../authSlice';
import { readHandoffHash } from '../handoffHash';
import { EMAIL_CHANGED, PASSWORD_CHANGED, TIMEOUT_MESSAGE } from '../signInMessages';
import styles from './LoginScreen.module.scss';
import { paths } from '../../../config/paths';
import { preloadable } from '../../../components/preloadable';
import { Trans } from '@lingui/react';
import { useMessageText, useTexts } from '../../../i18n/useTexts';
import { authTexts, type AuthText } from '../texts/catalog';

// The form (with formik and yup) is its own chunk. On /login the server's HTML has it already, and the app fetches it
// before taking that markup over (`loadSignInForm`, from boot.tsx): it is then rendered at once and with no Suspense
// boundary, as the server rendered it, so the form is taken over with the rest of the page (a boundary is taken over
// in a pass of its own, later). On the way from another page it is fetched while the card paints.
const signInForm = preloadable(() =>
  import(/* webpackChunkName: "sign-in-form" */ './SignInForm').then((module) => module.SignInForm),
);
export const loadSignInForm = signInForm.load;

interface LoginLocationState {
  email?: string;
  timeout?: boolean;
  passwordChanged?: boolean;
  emailChanged?: boolean;
  from?: { pathname: string; search?: string };
}

export function LoginScreen() {
  const text = useTexts<AuthText>(authTexts);
  const messageText = useMessageText();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const state = (location.state ?? {}) as LoginLocationState;
  const brand = useAppSelector(selectBrand);
  const flags = useAppSelector(selectFlags);
  const { error, otherBrand, singleSignOn } = useAppSelector((s) => s.auth);
  const origins = useAppSelector((s) => s.runtime.config?.brandOrigins);
  const handedOver = useRef(false);
  const LoadedSignInForm = signInForm.useLoaded();
  const SignInForm = LoadedSignInForm ?? signInForm.Lazy;

  useEffect(() => {
    const handed = readHandoffHash(location.hash);
    if (!handed || handedOver.current) return;
    handedOver.current = true;
    // The tokens leave the address bar (and the history) at once.
    void navigate(
      { pathname: location.pathname, search: location.search },
      { replace: true, state: location.state as unknown },
    );
    dispatch(singleSignOnRequested(handed));
  }, [dispatch, navigate, location]);

  const initialEmail = (new URLSearchParams(location.search).get('email') ?? state.email ?? '').trim().toLowerCase();
  const redirectTo = state.from ? `${state.from.pathname}${state.from.search ?? ''}` : undefined;

  if (singleSignOn !== 'idle') {
    return (
      <section className={styles.card} aria-labelledby="sso-title" role="status">
        <h1 id="sso-title" className={styles.title}>
          {text(singleSignOn === 'establishing' ? 'login.establishing' : 'login.authenticated')}
        </h1>
      </section>
    );
  }

  const loading = (
    <p className={styles.loading} role="status">
      {text('login.loading')}
    </p>
  );
  const form = (
    <div className={styles.delayed}>
      <div className={styles.untilShown}>{loading}</div>
      <div className={styles.shown}>
        <SignInForm initialEmail={initialEmail} redirectTo={redirectTo} />
      </div>
    </div>
  );
  return (
    <section className={styles.card} aria-labelledby="login-title">
      <h1 id="login-title" className={styles.title}>
        {text('login.title', { brand: brand.friendlyName })}
      </h1>
      {state.timeout && <Alert tone="info">{TIMEOUT_MESSAGE}</Alert>}
      {state.passwordChanged && <Alert tone="success">{PASSWORD_CHANGED}</Alert>}
      {state.emailChanged && <Alert tone="success">{EMAIL_CHANGED}</Alert>}
      {error && (
        <Alert tone="error">
          {/* The store holds the message in English (signInMessages.ts); the brand's name is the one value in it. */}
          {otherBrand && isBrandKey(otherBrand)
            ? text('signIn.otherBrand', { brand: brands[otherBrand].name })
            : messageText(error)}
          {otherBrand && isBrandKey(otherBrand) && origins && (
            <>
              {' '}
              <a href={`${origins[otherBrand]}/login`}>{text('login.goToBrand', { brand: brands[otherBrand].name })}</a>
            </>
          )}
        </Alert>
      )}
      {/* The form appears after the spec's 750 ms by CSS alone (so the server's HTML shows it on time too, before the
          app runs; it can be typed into from then on, decision 0067). Until then 'Loading…' holds its place. */}
      {LoadedSignInForm ? form : <Suspense fallback={loading}>{form}</Suspense>}
      <div className={styles.help}>
        {flags?.forgotEmail ? (
          <Link to={paths.forgotEmail.href()}>{text('login.forgotEmail')}</Link>
        ) : (
          <p>
            <Trans
              id="login.forgotEmailCall"
              values={{ phone: brand.phoneNumber }}
              components={{ 0: <a href={`tel:${brand.phoneNumber}`} /> }}
            />
          </p>
        )}
        <Link to={paths.forgotPassword.href()}>{text('login.forgotPassword')}</Link>
      </div>
      <div className={styles.enroll}>
        <p>{text('login.noAccount')}</p>
        <Button variant="secondary" onClick={() => void navigate(paths.enrollment.root.href())}>
          {text('login.enrollNow')}
        </Button>
      </div>
    </section>
  );
}
