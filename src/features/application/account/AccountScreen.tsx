import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Trans } from '@lingui/react';
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
import { CHANGE_PASSWORD_MESSAGES } from '../../../lib/validation/changePasswordSchema';
import { emailRule } from '../../../lib/validation/emailRules';
import { LOGIN_MESSAGES } from '../../../lib/validation/loginSchema';
import { PASSWORD_PATTERN, PASSWORD_RULE_MESSAGE } from '../../../lib/validation/passwordRule';
import { useMessageText, useTexts } from '../../../i18n/useTexts';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { accountSubmitted, selectApplication, welcomeBackClosed } from '../applicationSlice';
import { APPLICATION_TEXT } from '../applicationText';
import { ApplicationPage } from '../progress/ApplicationPage';
import { applicationTexts, type ApplicationText } from '../texts/catalog';
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
  password: string().required(LOGIN_MESSAGES.passwordRequired).matches(PASSWORD_PATTERN, PASSWORD_RULE_MESSAGE),
  confirmation: string()
    .required(CHANGE_PASSWORD_MESSAGES.confirmationRequired)
    .oneOf([ref('password')], CHANGE_PASSWORD_MESSAGES.mismatch),
});

const initial = { firstName: '', lastName: '', email: '', password: '', confirmation: '' };

/** /application/account: the login a new applicant makes (step 1); a returning customer is offered to log in. */
export function AccountScreen() {
  const text = useTexts<ApplicationText>(applicationTexts);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { saving, error, welcomeBack } = useAppSelector(selectApplication);
  const messageText = useMessageText();
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
    <ApplicationPage id="account-title" title={text('account.title')}>
      {offerTaken && (
        <Alert tone="info">
          <Trans id="account.offerTaken" components={{ 0: <Link to={paths.login.href()} state={toLogin} /> }} />
        </Alert>
      )}
      <p className={styles.muted}>
        <Trans id="account.lead" components={{ 0: <Link to={paths.login.href()} state={toLogin} /> }} />
      </p>
      <p className={styles.muted}>
        <Trans id="account.resume" components={{ 0: <Link to={applicationPaths.resume.href()} /> }} />
      </p>
      <Form
        schema={accountSchema}
        initialValues={initial}
        incompleteMessage={text(APPLICATION_MESSAGES.formIncomplete)}
        onSubmit={({ confirmation: _confirmation, ...values }) => void dispatch(accountSubmitted(values))}
        submitLabel={text('application.continue')}
        submittingLabel={text(APPLICATION_TEXT.processing)}
        submitting={saving}
        error={error && messageText(error)}
      >
        <TextField name="firstName" label={text('field.firstName')} autoComplete="given-name" maxLength={50} />
        <TextField name="lastName" label={text('field.lastName')} autoComplete="family-name" maxLength={50} />
        <TextField
          name="email"
          label={text('field.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={100}
        />
        <TextField
          name="password"
          label={text('account.password')}
          type="password"
          autoComplete="new-password"
          maxLength={64}
          hint={text('account.passwordHint')}
        />
        <TextField
          name="confirmation"
          label={text('account.confirmation')}
          type="password"
          autoComplete="new-password"
          maxLength={64}
        />
      </Form>
      <Modal
        open={welcomeBack}
        title={text('welcomeBack.title')}
        onClose={() => dispatch(welcomeBackClosed())}
        actions={
          <>
            <Button onClick={logIn}>{text('welcomeBack.logIn')}</Button>
            <Button variant="secondary" onClick={() => dispatch(welcomeBackClosed())}>
              {text('welcomeBack.cancel')}
            </Button>
          </>
        }
      >
        <p>{text('welcomeBack.text')}</p>
      </Modal>
    </ApplicationPage>
  );
}
