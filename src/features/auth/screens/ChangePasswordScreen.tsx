// Change password from the mailed link /authentication/change-password/{code}/{email}: the new password and
// its confirmation, Change Password (Processing... while it goes), and Go to login.
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { Form } from '../../../components/form/Form';
import { TextField } from '../../../components/form/TextField';
import { changePasswordSchema } from '../../../lib/validation/changePasswordSchema';
import { EMAIL_PATTERN } from '../../../lib/validation/emailRules';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { LINK_NO_LONGER_VALID } from '../recoveryMessages';
import { changePasswordRequested, recoveryErrorCleared, recoveryReset, selectRecovery } from '../recoverySlice';
import { GoToLoginButton } from './GoToLoginButton';
import styles from './LoginScreen.module.scss';
import { useTexts } from '../../../i18n/useTexts';
import { recoveryTexts, type RecoveryText } from '../texts/recovery/catalog';

export function ChangePasswordScreen() {
  const text = useTexts<RecoveryText>(recoveryTexts);
  const dispatch = useAppDispatch();
  const { code = '', email: rawEmail = '' } = useParams();
  const email = rawEmail.trim().toLowerCase();
  const { status, error } = useAppSelector((s) => selectRecovery(s).changePassword);
  const linkValid = /^\d{6}$/.test(code) && EMAIL_PATTERN.test(email);
  useEffect(() => {
    dispatch(recoveryReset());
  }, [dispatch]);
  return (
    <section className={styles.card} aria-labelledby="change-password-title">
      <h1 id="change-password-title" className={styles.title}>
        {text('changePassword.title')}
      </h1>
      {linkValid && <p>{text('changePassword.for', { email })}</p>}
      <Form
        schema={changePasswordSchema}
        initialValues={{ newPassword: '', confirmation: '' }}
        onSubmit={(values) => void dispatch(changePasswordRequested({ email, code, newPassword: values.newPassword }))}
        onChange={() => error && dispatch(recoveryErrorCleared())}
        submitLabel={text('changePassword.submit')}
        submittingLabel={text('changePassword.processing')}
        submitting={status === 'submitting'}
        canSubmit={linkValid && !error}
        error={linkValid ? error : LINK_NO_LONGER_VALID}
        className={styles.form}
      >
        <input type="hidden" name="username" autoComplete="username" value={email} />
        <TextField
          name="newPassword"
          label={text('changePassword.newPassword')}
          type="password"
          autoComplete="new-password"
        />
        <TextField
          name="confirmation"
          label={text('changePassword.confirmation')}
          type="password"
          autoComplete="new-password"
        />
      </Form>
      <GoToLoginButton label={text('recovery.goToLogin')} email={linkValid ? email : undefined} />
    </section>
  );
}
