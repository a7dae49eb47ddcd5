// /admin/landing: an agent chooses the customer to act for by email, sees whom they act for, and stops.
import { object } from 'yup';
import { Button } from '../../../components/Button';
import { Form } from '../../../components/form/Form';
import { TextField } from '../../../components/form/TextField';
import { emailRule } from '../../../lib/validation/emailRules';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { actAsRequested, stopActingRequested } from '../authSlice';
import styles from './LoginScreen.module.scss';

const actAsSchema = object({ email: emailRule() });

export function AdminLandingScreen() {
  const dispatch = useAppDispatch();
  const { adminEmail, email, firstName, lastName, actingError } = useAppSelector((s) => s.auth);
  return (
    <section className={styles.card} aria-labelledby="admin-landing-title">
      <h1 id="admin-landing-title" className={styles.title}>
        Agent tools
      </h1>
      {adminEmail ? (
        <>
          <p>
            You are acting for{' '}
            <strong>
              {firstName} {lastName}
            </strong>{' '}
            ({email}).
          </p>
          <Button variant="secondary" onClick={() => dispatch(stopActingRequested())}>
            Stop acting for this customer
          </Button>
        </>
      ) : (
        <>
          <p>Signed in as {email}. Enter a customer&apos;s email to act for them.</p>
          <Form
            schema={actAsSchema}
            initialValues={{ email: '' }}
            onSubmit={(values) => void dispatch(actAsRequested(values.email))}
            submitLabel="Act as this customer"
            error={actingError}
            className={styles.form}
          >
            <TextField name="email" label="Customer email" type="email" autoComplete="off" inputMode="email" />
          </Form>
        </>
      )}
    </section>
  );
}
