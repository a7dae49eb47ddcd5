// Forgot email (flag forgotEmail): the customer gives their last name, date of birth and the last 4 digits of
// their SSN; when one account matches, its address is shown masked and a reminder is mailed to it. No match
// goes to the fail page.
import { useEffect } from 'react';
import { Alert } from '../../../components/Alert';
import { Form } from '../../../components/form/Form';
import { TextField } from '../../../components/form/TextField';
import { forgotEmailSchema } from '../../../lib/validation/forgotEmailSchema';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { forgotEmailRequested, recoveryErrorCleared, recoveryReset, selectRecovery } from '../recoverySlice';
import { GoToLoginButton } from './GoToLoginButton';
import styles from './LoginScreen.module.scss';
import { Trans } from '@lingui/react';
import { useTexts } from '../../../i18n/useTexts';
import { recoveryTexts, type RecoveryText } from '../texts/recovery/catalog';

export function ForgotEmailScreen() {
  const text = useTexts<RecoveryText>(recoveryTexts);
  const dispatch = useAppDispatch();
  const { status, maskedEmail, error } = useAppSelector((s) => selectRecovery(s).forgotEmail);
  useEffect(() => {
    dispatch(recoveryReset());
  }, [dispatch]);
  return (
    <section className={styles.card} aria-labelledby="forgot-email-title">
      <h1 id="forgot-email-title" className={styles.title}>
        {text('forgotEmail.title')}
      </h1>
      {status === 'done' && maskedEmail ? (
        <Alert tone="success">
          <Trans id="forgotEmail.found" values={{ email: maskedEmail }} components={{ 0: <strong /> }} />
        </Alert>
      ) : (
        <>
          <p>{text('forgotEmail.intro')}</p>
          <Form
            schema={forgotEmailSchema}
            initialValues={{ lastName: '', dateOfBirth: '', ssnLast4: '' }}
            onSubmit={(values) =>
              void dispatch(
                forgotEmailRequested({
                  lastName: values.lastName.trim(),
                  dateOfBirth: values.dateOfBirth,
                  ssnLast4: values.ssnLast4,
                }),
              )
            }
            onChange={() => error && dispatch(recoveryErrorCleared())}
            submitLabel={text('forgotEmail.find')}
            submittingLabel={text('forgotEmail.searching')}
            submitting={status === 'submitting'}
            error={error}
            className={styles.form}
          >
            <TextField name="lastName" label={text('forgotEmail.lastName')} autoComplete="family-name" />
            <TextField name="dateOfBirth" label={text('forgotEmail.dateOfBirth')} type="date" autoComplete="bday" />
            <TextField
              name="ssnLast4"
              label={text('forgotEmail.ssnLast4')}
              inputMode="numeric"
              maxLength={4}
              autoComplete="off"
            />
          </Form>
        </>
      )}
      <GoToLoginButton label={text('recovery.goToLogin')} />
    </section>
  );
}
