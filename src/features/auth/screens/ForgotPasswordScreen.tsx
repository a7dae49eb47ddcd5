// Forgot password: the account's email, Send Password (Sending... while it goes), and Go Back.
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { object } from 'yup';
import { Alert } from '../../../components/Alert';
import { Form } from '../../../components/form/Form';
import { LoginEmailField } from '../components/LoginEmailField';
import { paths } from '../../../config/paths';
import { emailRule } from '../../../lib/validation/emailRules';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { forgotPasswordRequested, recoveryErrorCleared, recoveryReset, selectRecovery } from '../recoverySlice';
import { GoToLoginButton } from './GoToLoginButton';
import styles from './LoginScreen.module.scss';
import { useMessageText, useTexts } from '../../../i18n/useTexts';
import { recoveryTexts, type RecoveryText } from '../texts/recovery/catalog';

const forgotPasswordSchema = object({ email: emailRule() });

export function ForgotPasswordScreen() {
  const text = useTexts<RecoveryText>(recoveryTexts);
  const messageText = useMessageText();
  const dispatch = useAppDispatch();
  const location = useLocation();
  const { status, message, notFound } = useAppSelector((s) => selectRecovery(s).forgotPassword);
  const initialEmail = ((location.state as { email?: string } | null)?.email ?? '').toLowerCase();
  useEffect(() => {
    dispatch(recoveryReset());
  }, [dispatch]);
  return (
    <section className={styles.card} aria-labelledby="forgot-password-title">
      <h1 id="forgot-password-title" className={styles.title}>
        {text('forgotPassword.title')}
      </h1>
      {status === 'done' && message && <Alert tone="success">{message}</Alert>}
      {status !== 'done' && (
        <>
          <p>{text('forgotPassword.intro')}</p>
          <Form
            schema={forgotPasswordSchema}
            initialValues={{ email: initialEmail }}
            initialTouched={{ email: !!initialEmail }}
            onSubmit={(values) => void dispatch(forgotPasswordRequested({ email: values.email }))}
            onChange={() => status === 'failed' && dispatch(recoveryErrorCleared())}
            submitLabel={text('forgotPassword.send')}
            submittingLabel={text('forgotPassword.sending')}
            submitting={status === 'submitting'}
            error={
              status === 'failed' &&
              message && (
                <>
                  {messageText(message)}
                  {notFound && (
                    <>
                      {' '}
                      <Link to={paths.enrollment.root.href()}>{text('recovery.enrollNow')}</Link>
                    </>
                  )}
                </>
              )
            }
            className={styles.form}
          >
            <LoginEmailField label={text('recovery.email')} />
          </Form>
        </>
      )}
      <GoToLoginButton label={text('recovery.goBack')} />
    </section>
  );
}
