// /admin/landing: an agent chooses the customer to act for by email, or joins a customer's screen share with the
// code the customer reads out (then only views), sees whom they act for, and stops. While acting for nobody, the agent's
// own passkeys (decision 0070).
import { useState } from 'react';
import { object, string } from 'yup';
import { Button } from '../../../components/Button';
import { Form } from '../../../components/form/Form';
import { TextField } from '../../../components/form/TextField';
import { Passkeys } from '../../../verification/Passkeys';
import { emailRule } from '../../../lib/validation/emailRules';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { actAsRequested, joinScreenShareRequested, stopActingRequested } from '../authSlice';
import styles from './LoginScreen.module.scss';

const actAsSchema = object({ email: emailRule() });
const joinSchema = object({
  code: string()
    .required('Enter the 6-digit code the customer reads to you')
    .matches(/^\d{6}$/, 'The code has 6 digits'),
});

export function AdminLandingScreen() {
  const dispatch = useAppDispatch();
  // The refusal shows under the form that was sent.
  const [lastForm, setLastForm] = useState<'act' | 'join'>('act');
  const { adminEmail, email, firstName, lastName, actingError, actingReadOnly } = useAppSelector((s) => s.auth);
  return (
    <section className={styles.card} aria-labelledby="admin-landing-title">
      <h1 id="admin-landing-title" className={styles.title}>
        Agent tools
      </h1>
      {adminEmail ? (
        <>
          <p>
            {actingReadOnly ? 'You are viewing the shared screens of' : 'You are acting for'}{' '}
            <strong>
              {firstName} {lastName}
            </strong>{' '}
            ({email}).
            {actingReadOnly && ' You can see their pages; you cannot enter anything for them.'}
          </p>
          <Button variant="secondary" onClick={() => dispatch(stopActingRequested())}>
            {actingReadOnly ? 'Leave the screen share' : 'Stop acting for this customer'}
          </Button>
        </>
      ) : (
        <>
          <p>Signed in as {email}. Enter a customer&apos;s email to act for them.</p>
          <Form
            schema={actAsSchema}
            initialValues={{ email: '' }}
            onSubmit={(values) => {
              setLastForm('act');
              dispatch(actAsRequested(values.email));
            }}
            submitLabel="Act as this customer"
            error={lastForm === 'act' ? actingError : null}
            className={styles.form}
          >
            <TextField name="email" label="Customer email" type="email" autoComplete="off" inputMode="email" />
          </Form>
          <h2 className={styles.subtitle}>Join a screen share</h2>
          <p>
            When a customer shares their screens, ask for the 6-digit code on their screen. You will see their pages;
            you cannot enter anything.
          </p>
          <Form
            schema={joinSchema}
            initialValues={{ code: '' }}
            onSubmit={(values) => {
              setLastForm('join');
              dispatch(joinScreenShareRequested(values.code));
            }}
            submitLabel="Join the screen share"
            error={lastForm === 'join' ? actingError : null}
            className={styles.form}
          >
            <TextField name="code" label="Screen-share code" autoComplete="off" inputMode="numeric" maxLength={6} />
          </Form>
        </>
      )}
      {!adminEmail && <Passkeys level={2} titleClass={styles.subtitle} />}
    </section>
  );
}
