import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Alert } from '../../../components/Alert';
import { object, ref, string } from 'yup';
import { Button } from '../../../components/Button';
import { Form } from '../../../components/form/Form';
import { TextField } from '../../../components/form/TextField';
import { Modal } from '../../../components/Modal';
import { paths } from '../../../config/paths';
import { applicationPaths } from '../../../config/applicationPaths';
import { readCookie, writeCookie } from '../../../lib/cookies';
import { APPLICATION_MESSAGES } from '../../../lib/validation/applicationSchemas';
import { emailRule } from '../../../lib/validation/emailRules';
import { PASSWORD_PATTERN, PASSWORD_RULE_MESSAGE } from '../../../lib/validation/passwordRule';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { accountSubmitted, selectApplication, welcomeBackClosed } from '../applicationSlice';
import { APPLICATION_TEXT } from '../applicationText';
import { ApplicationPage } from '../progress/ApplicationPage';
import styles from '../progress/application.module.scss';

/**
 * The welcome-back offer taken is remembered this long (spec 9: the welcome-modal cookie, 60 s): someone who chose
 * Log in and comes back here meanwhile sees the offer at the top instead of being asked again.
 */
export const WELCOME_COOKIE = { name: 'welcome_modal', maxAgeSeconds: 60 };

const accountSchema = object({
  firstName: string().trim().required(APPLICATION_MESSAGES.firstName).max(50, APPLICATION_MESSAGES.firstName),
  lastName: string().trim().required(APPLICATION_MESSAGES.lastName).max(50, APPLICATION_MESSAGES.lastName),
  email: emailRule(),
  password: string().required('Password is required').matches(PASSWORD_PATTERN, PASSWORD_RULE_MESSAGE),
  confirmation: string()
    .required('Password Confirmation is required')
    .oneOf([ref('password')], 'Passwords must match'),
});

const initial = { firstName: '', lastName: '', email: '', password: '', confirmation: '' };

/** /application/account: the login a new applicant makes (step 1); a returning customer is offered to log in. */
export function AccountScreen() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { saving, error, welcomeBack } = useAppSelector(selectApplication);
  // The server's HTML of this step is a first visit's, without the offer (decision 0078): within the cookie's minute
  // the browser renders the step afresh with it.
  const [offerTaken] = useState(() => typeof document !== 'undefined' && readCookie(WELCOME_COOKIE.name) !== undefined);
  const toLogin = { from: { pathname: paths.application.root.href() } };
  const logIn = () => {
    writeCookie(WELCOME_COOKIE.name, '1', { maxAgeSeconds: WELCOME_COOKIE.maxAgeSeconds });
    dispatch(welcomeBackClosed());
    void navigate(paths.login.href(), { state: toLogin });
  };
  return (
    <ApplicationPage id="account-title" title="Create your login">
      {offerTaken && (
        <Alert tone="info">
          Welcome back!{' '}
          <Link to={paths.login.href()} state={toLogin}>
            Log in
          </Link>{' '}
          for your express application: we fill in what we already know.
        </Alert>
      )}
      <p className={styles.muted}>
        Your email and password let you save your application and come back to it. Already have an account?{' '}
        <Link to={paths.login.href()} state={toLogin}>
          Log in
        </Link>
      </p>
      <p className={styles.muted}>
        Started an application already? <Link to={applicationPaths.resume.href()}>Continue your application</Link>
      </p>
      <Form
        schema={accountSchema}
        initialValues={initial}
        incompleteMessage={APPLICATION_MESSAGES.formIncomplete}
        onSubmit={({ confirmation: _confirmation, ...values }) => void dispatch(accountSubmitted(values))}
        submitLabel="Continue"
        submittingLabel={APPLICATION_TEXT.processing}
        submitting={saving}
        error={error}
      >
        <TextField name="firstName" label="First name" autoComplete="given-name" maxLength={50} />
        <TextField name="lastName" label="Last name" autoComplete="family-name" maxLength={50} />
        <TextField name="email" label="Email" type="email" inputMode="email" autoComplete="email" maxLength={100} />
        <TextField
          name="password"
          label="Password"
          type="password"
          autoComplete="new-password"
          maxLength={64}
          hint={`${PASSWORD_RULE_MESSAGE}.`}
        />
        <TextField
          name="confirmation"
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          maxLength={64}
        />
      </Form>
      <Modal
        open={welcomeBack}
        title="Welcome back!"
        onClose={() => dispatch(welcomeBackClosed())}
        actions={
          <>
            <Button onClick={logIn}>Log in</Button>
            <Button variant="secondary" onClick={() => dispatch(welcomeBackClosed())}>
              Cancel
            </Button>
          </>
        }
      >
        <p>You already have an account with us. Log in for the express application: we fill in what we already know.</p>
      </Modal>
    </ApplicationPage>
  );
}
