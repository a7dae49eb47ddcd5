// The passwordless resume (flag enablePasswordlessFlow): a customer without a password asks for a one-time
// code by email, enters it, and is signed in. A wrong code can be tried again; too many wrong codes, or an
// expired one, start over with a new code.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { object } from 'yup';
import { Button } from '../../../components/Button';
import { Form } from '../../../components/form/Form';
import { TextField } from '../../../components/form/TextField';
import { LoginEmailField } from '../components/LoginEmailField';
import { emailRule } from '../../../lib/validation/emailRules';
import { verificationCodeRule } from '../../../lib/validation/verificationCode';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import {
  passwordlessCodeEntered,
  passwordlessCodeRequested,
  passwordlessRestarted,
  recoveryReset,
  selectRecovery,
} from '../recoverySlice';
import styles from './LoginScreen.module.scss';
import { Trans } from '@lingui/react';
import { useTexts } from '../../../i18n/useTexts';
import { recoveryTexts, type RecoveryText } from '../texts/recovery/catalog';

const emailSchema = object({ email: emailRule() });
const codeSchema = object({ code: verificationCodeRule() });

export function PasswordlessResumeScreen() {
  const text = useTexts<RecoveryText>(recoveryTexts);
  const dispatch = useAppDispatch();
  const location = useLocation();
  const { step, submitting, error, email, failures } = useAppSelector((s) => selectRecovery(s).passwordless);
  const state = (location.state ?? {}) as { email?: string; from?: { pathname: string; search?: string } };
  const initialEmail = (state.email ?? '').toLowerCase();
  // Where the customer was going (the application they came to resume), as the login's redirect.
  const redirectTo = state.from ? `${state.from.pathname}${state.from.search ?? ''}` : undefined;
  useEffect(() => {
    dispatch(recoveryReset());
  }, [dispatch]);
  return (
    <section className={styles.card} aria-labelledby="passwordless-title">
      <h1 id="passwordless-title" className={styles.title}>
        {text('passwordless.title')}
      </h1>
      {step === 'email' ? (
        <>
          <p>{text('passwordless.intro')}</p>
          <Form
            schema={emailSchema}
            initialValues={{ email: email ?? initialEmail }}
            initialTouched={{ email: !!(email ?? initialEmail) }}
            onSubmit={(values) => void dispatch(passwordlessCodeRequested({ email: values.email }))}
            submitLabel={text('passwordless.sendCode')}
            submittingLabel={text('passwordless.sending')}
            submitting={submitting}
            error={error}
            className={styles.form}
          >
            <LoginEmailField label={text('recovery.email')} />
          </Form>
        </>
      ) : (
        <>
          <p role="status">
            <Trans id="passwordless.sent" values={{ email: email ?? '' }} components={{ 0: <strong /> }} />
          </p>
          <Form
            key={failures}
            schema={codeSchema}
            initialValues={{ code: '' }}
            onSubmit={(values) => void dispatch(passwordlessCodeEntered({ code: values.code, redirectTo }))}
            submitLabel={text('passwordless.verify')}
            submittingLabel={text('passwordless.verifying')}
            submitting={submitting}
            error={error}
            className={styles.form}
          >
            <TextField name="code" label={text('passwordless.code')} inputMode="numeric" autoComplete="one-time-code" />
          </Form>
          <Button variant="secondary" block onClick={() => dispatch(passwordlessRestarted())}>
            {text('passwordless.restart')}
          </Button>
        </>
      )}
    </section>
  );
}
