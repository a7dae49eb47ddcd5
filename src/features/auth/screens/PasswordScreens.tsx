// Forgot password (email, Send Password, Go Back) with its fail page, and change password from the mailed
// link /authentication/change-password/{code}/{email} (new password and confirmation, Change Password with a
// Processing state, Go to login).
import { Form, Formik } from 'formik';
import { useEffect } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { object } from 'yup';
import { Alert } from '../../../components/Alert';
import buttonStyles from '../../../components/Button.module.scss';
import { TextField } from '../../../components/TextField';
import { changePasswordSchema } from '../../../lib/validation/changePasswordSchema';
import { EMAIL_PATTERN, emailRule } from '../../../lib/validation/emailRules';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectBrand } from '../../../store/selectors';
import { LINK_NO_LONGER_VALID, RESET_REFUSED } from '../recoveryMessages';
import { changePasswordRequested, forgotPasswordRequested, recoveryErrorCleared, recoveryReset } from '../recoverySlice';
import { GoToLoginButton } from './GoToLoginButton';
import styles from './LoginScreen.module.scss';
import { paths } from '../../../config/paths';

const forgotPasswordSchema = object({ email: emailRule() });

export function ForgotPasswordScreen() {
  const dispatch = useAppDispatch();
  const location = useLocation();
  const { status, message, notFound } = useAppSelector((s) => s.recovery.forgotPassword);
  const initialEmail = ((location.state as { email?: string } | null)?.email ?? '').toLowerCase();
  useEffect(() => {
    dispatch(recoveryReset());
  }, [dispatch]);
  return (
    <section className={styles.card} aria-labelledby="forgot-password-title">
      <h1 id="forgot-password-title" className={styles.title}>
        Forgot password
      </h1>
      {status === 'done' && message && <Alert tone="success">{message}</Alert>}
      {status === 'failed' && message && (
        <Alert tone="error">
          {message}
          {notFound && (
            <>
              {' '}
              <Link to={paths.enrollment.root.href()}>Enroll Now</Link>
            </>
          )}
        </Alert>
      )}
      {status !== 'done' && (
        <>
          <p>Enter the email address of your account and we will send you a link to reset your password.</p>
          <Formik
            initialValues={{ email: initialEmail }}
            initialTouched={{ email: !!initialEmail }}
            validationSchema={forgotPasswordSchema}
            onSubmit={(values) => void dispatch(forgotPasswordRequested({ email: values.email }))}
          >
            {({ values }) => (
              <Form noValidate className={styles.form} onChange={() => status === 'failed' && dispatch(recoveryErrorCleared())}>
                <TextField name="email" label="Email" type="email" autoComplete="username" inputMode="email" />
                <button
                  type="submit"
                  className={`${buttonStyles.button} ${buttonStyles.block}`}
                  disabled={status === 'submitting' || !forgotPasswordSchema.isValidSync(values)}
                >
                  {status === 'submitting' ? 'Sending...' : 'Send Password'}
                </button>
              </Form>
            )}
          </Formik>
        </>
      )}
      <GoToLoginButton label="Go Back" />
    </section>
  );
}

export function ForgotPasswordFailScreen() {
  const brand = useAppSelector(selectBrand);
  return (
    <section className={styles.card} aria-labelledby="forgot-password-fail-title">
      <h1 id="forgot-password-fail-title" className={styles.title}>
        {RESET_REFUSED}
      </h1>
      <p>
        For your security, please call us at <a href={`tel:${brand.phoneNumber}`}>{brand.phoneNumber}</a>, {brand.contactHours}, and we will help you
        get back into your account.
      </p>
      <GoToLoginButton />
    </section>
  );
}

export function ChangePasswordScreen() {
  const dispatch = useAppDispatch();
  const { code = '', email: rawEmail = '' } = useParams();
  const email = rawEmail.trim().toLowerCase();
  const { status, error } = useAppSelector((s) => s.recovery.changePassword);
  const linkValid = /^\d{6}$/.test(code) && EMAIL_PATTERN.test(email);
  useEffect(() => {
    dispatch(recoveryReset());
  }, [dispatch]);
  const shownError = linkValid ? error : LINK_NO_LONGER_VALID;
  return (
    <section className={styles.card} aria-labelledby="change-password-title">
      <h1 id="change-password-title" className={styles.title}>
        Change password
      </h1>
      {shownError && <Alert tone="error">{shownError}</Alert>}
      {linkValid && <p>Choose a new password for {email}.</p>}
      <Formik
        initialValues={{ newPassword: '', confirmation: '' }}
        validationSchema={changePasswordSchema}
        onSubmit={(values) => void dispatch(changePasswordRequested({ email, code, newPassword: values.newPassword }))}
      >
        {({ values }) => (
          <Form noValidate className={styles.form} onChange={() => error && dispatch(recoveryErrorCleared())}>
            <input type="hidden" name="username" autoComplete="username" value={email} />
            <TextField name="newPassword" label="New password" type="password" autoComplete="new-password" />
            <TextField name="confirmation" label="Confirm new password" type="password" autoComplete="new-password" />
            <button
              type="submit"
              className={`${buttonStyles.button} ${buttonStyles.block}`}
              disabled={!linkValid || !!error || status === 'submitting' || !changePasswordSchema.isValidSync(values)}
            >
              {status === 'submitting' ? 'Processing...' : 'Change Password'}
            </button>
          </Form>
        )}
      </Formik>
      <GoToLoginButton email={linkValid ? email : undefined} />
    </section>
  );
}
