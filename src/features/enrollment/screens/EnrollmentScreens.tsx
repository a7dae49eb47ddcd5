// The enrollment pages (account-access spec, section 2): the enrollment screen and its forms, the code
// checks, and the pages each state and result ends on. The pages in the middle of an enrollment need it to be
// at their state; opened any other way they lead back to /enrollment.
import { Form, Formik } from 'formik';
import { useEffect, type ReactNode } from 'react';
import { Link, Navigate } from 'react-router-dom';
import type { EnrollmentState } from '../../../api/generated/graphql';
import { Alert } from '../../../components/Alert';
import buttonStyles from '../../../components/Button.module.scss';
import styles from '../../../components/Card.module.scss';
import { EmailVerification, EmailVerified } from '../../../components/EmailVerification';
import { PhoneLink } from '../../../components/PhoneLink';
import { PhoneVerification } from '../../../components/PhoneVerification';
import { TextField } from '../../../components/TextField';
import { maskEmail } from '../../../lib/maskEmail';
import { PASSWORD_RULE_MESSAGE } from '../../../lib/validation/passwordRule';
import { personalFormSchema, residentialFormSchema } from '../../../lib/validation/enrollmentSchemas';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectBrand } from '../../../store/selectors';
import { pageFor } from '../enrollmentPages';
import {
  emailCodeEntered,
  emailStepOpened,
  enrollmentRestarted,
  personalFormSubmitted,
  phoneCodeEntered,
  phoneCodeRequested,
  phoneStepOpened,
  resendRequested,
  residentialFormSubmitted,
  selectEnrollment,
} from '../enrollmentSlice';
// The chunk's sagas join the store with it.
import '../enrollmentFeature';
import { paths } from '../../../config/paths';

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h1 id={id} className={styles.title}>
        {title}
      </h1>
      {children}
    </section>
  );
}

function CallUs({ prefix = 'Need help? Call us at' }: { prefix?: string }) {
  const brand = useAppSelector(selectBrand);
  return (
    <p className={styles.muted}>
      {prefix} <PhoneLink number={brand.phoneNumber} /> ({brand.contactHours}).
    </p>
  );
}

const LinkButton = ({ to, children, secondary = false }: { to: string; children: ReactNode; secondary?: boolean }) => (
  <Link to={to} className={`${buttonStyles.button} ${buttonStyles.block} ${secondary ? buttonStyles.secondary : ''}`}>
    {children}
  </Link>
);

/** A page of the enrollment that only makes sense at this state; otherwise the page of the state it is at. */
function AtState({ state, children }: { state: EnrollmentState; children: ReactNode }) {
  const { state: current, result, enrollmentId } = useAppSelector(selectEnrollment);
  if (current === state) return children;
  return <Navigate to={enrollmentId ? pageFor(current, result) : paths.enrollment.root.href()} replace />;
}

/** /enrollment: what enrollment is, what it needs, and the way in. */
export function EnrollmentScreen() {
  const dispatch = useAppDispatch();
  const brand = useAppSelector(selectBrand);
  useEffect(() => {
    dispatch(enrollmentRestarted());
  }, [dispatch]);
  return (
    <Card id="enrollment-title" title="Enroll in online account access">
      <p>Already a {brand.name} customer, in a store or by phone? Create your online login to see your loans and make payments.</p>
      <p>You will need:</p>
      <ul>
        <li>your Social Security number and date of birth</li>
        <li>the street address and mobile phone number we have on file</li>
        <li>an email address you can open now</li>
      </ul>
      <LinkButton to={paths.enrollment.personalForm.href()}>Get Started</LinkButton>
      <p>
        Already have an account? <Link to={paths.login.href()}>Log In</Link>
      </p>
    </Card>
  );
}

const personalInitial = { firstName: '', lastName: '', email: '', password: '', confirmation: '', ssn: '', dateOfBirth: '' };

/** /enrollment/personal-form: the login to create, and the SSN and date of birth that find the record. */
export function PersonalFormScreen() {
  const dispatch = useAppDispatch();
  const { submitting, error, passwordless } = useAppSelector(selectEnrollment);
  return (
    <Card id="personal-form-title" title="Create your login">
      {error && (
        <Alert tone="error">
          {error}
          {passwordless && (
            <>
              {' '}
              <Link to={paths.passwordlessResume.href()}>Log in with a code</Link>
            </>
          )}
        </Alert>
      )}
      <Formik
        initialValues={personalInitial}
        validationSchema={personalFormSchema}
        onSubmit={({ confirmation: _confirmation, ...values }) => void dispatch(personalFormSubmitted(values))}
      >
        {({ values }) => (
          <Form noValidate className={styles.form}>
            <TextField name="firstName" label="First name" autoComplete="given-name" />
            <TextField name="lastName" label="Last name" autoComplete="family-name" />
            <TextField name="email" label="Email" type="email" inputMode="email" autoComplete="email" />
            <TextField name="password" label="Password" type="password" autoComplete="new-password" />
            <p id="password-rule" className={styles.muted}>
              {PASSWORD_RULE_MESSAGE}.
            </p>
            <TextField name="confirmation" label="Confirm password" type="password" autoComplete="new-password" />
            <TextField name="ssn" label="Social Security number" type="password" inputMode="numeric" autoComplete="off" />
            <TextField name="dateOfBirth" label="Date of birth" type="date" autoComplete="bday" />
            <button type="submit" className={`${buttonStyles.button} ${buttonStyles.block}`} disabled={submitting || !personalFormSchema.isValidSync(values)}>
              {submitting ? 'Checking...' : 'Continue'}
            </button>
          </Form>
        )}
      </Formik>
      <CallUs />
    </Card>
  );
}

/** /enrollment/residential-form: the address and phone on file (NEEDS_RESIDENTIAL_INFO). */
export function ResidentialFormScreen() {
  const dispatch = useAppDispatch();
  const { submitting, error, firstName, failures } = useAppSelector(selectEnrollment);
  return (
    <AtState state="NEEDS_RESIDENTIAL_INFO">
      <Card id="residential-form-title" title="Confirm your details">
        <p>{firstName ? `Hi ${firstName}, to` : 'To'} make sure it's you, enter the street address and mobile phone number we have on file.</p>
        {error && <Alert tone="error">{error}</Alert>}
        <Formik key={failures} initialValues={{ addressLine1: '', zipCode: '', phone: '' }} validationSchema={residentialFormSchema} onSubmit={(values) => void dispatch(residentialFormSubmitted(values))}>
          {({ values }) => (
            <Form noValidate className={styles.form}>
              <TextField name="addressLine1" label="Street address" autoComplete="address-line1" />
              <TextField name="zipCode" label="ZIP code" inputMode="numeric" autoComplete="postal-code" />
              <TextField name="phone" label="Mobile phone number" type="tel" inputMode="tel" autoComplete="tel-national" />
              <button type="submit" className={`${buttonStyles.button} ${buttonStyles.block}`} disabled={submitting || !residentialFormSchema.isValidSync(values)}>
                {submitting ? 'Checking...' : 'Continue'}
              </button>
            </Form>
          )}
        </Formik>
        <CallUs />
      </Card>
    </AtState>
  );
}

function PhoneStep() {
  const dispatch = useAppDispatch();
  const e = useAppSelector(selectEnrollment);
  useEffect(() => {
    if (!e.phone.masked) dispatch(phoneStepOpened());
  }, [dispatch, e.phone.masked]);
  return (
    <PhoneVerification
      maskedPhone={e.phone.masked}
      sent={e.phone.sent}
      error={e.error}
      notice={e.notice}
      failures={e.failures}
      submitting={e.submitting}
      resendVisible={e.resendVisible}
      onSend={() => dispatch(phoneCodeRequested())}
      onResend={() => dispatch(resendRequested('phone'))}
      onSubmit={({ code }) => dispatch(phoneCodeEntered({ code }))}
    />
  );
}

/** /enrollment/otp-send-code and /otp-verify-code: a code texted to the phone on file (NEEDS_OTP_VERIFICATION). */
export function OtpScreen() {
  return (
    <AtState state="NEEDS_OTP_VERIFICATION">
      <PhoneStep />
    </AtState>
  );
}

function EmailStep() {
  const dispatch = useAppDispatch();
  const brand = useAppSelector(selectBrand);
  const e = useAppSelector(selectEnrollment);
  useEffect(() => {
    dispatch(emailStepOpened());
  }, [dispatch]);
  return (
    <EmailVerification
      maskedEmail={maskEmail(e.email ?? '')}
      error={e.error}
      notice={e.notice}
      failures={e.failures}
      submitting={e.submitting}
      ready={!!e.emailCode}
      resendVisible={e.resendVisible}
      onResend={() => dispatch(resendRequested('email'))}
      onSubmit={({ code }) => dispatch(emailCodeEntered({ code }))}
      helpPhone={brand.phoneNumber}
    />
  );
}

/** /enrollment/email-verification: the Email Verification screen (NEEDS_EMAIL_VERIFICATION). */
export function EmailVerificationScreen() {
  return (
    <AtState state="NEEDS_EMAIL_VERIFICATION">
      <EmailStep />
    </AtState>
  );
}

/** /enrollment/success: the email is verified and the login is ready. */
export function SuccessScreen() {
  return (
    <AtState state="APPROVED">
      <EmailVerified />
    </AtState>
  );
}

interface DeadEndProps {
  id: string;
  title: string;
  children: ReactNode;
  actions: ReactNode;
}

const DeadEnd = ({ id, title, children, actions }: DeadEndProps) => (
  <Card id={id} title={title}>
    {children}
    <div className={styles.actions}>{actions}</div>
    <CallUs prefix="Questions? Call us at" />
  </Card>
);

export function ThankYouScreen() {
  const firstName = useAppSelector((s) => selectEnrollment(s).firstName);
  const brand = useAppSelector(selectBrand);
  return (
    <DeadEnd id="thank-you-title" title={firstName ? `Thank you, ${firstName}` : 'Thank you'} actions={<LinkButton to={paths.login.href()}>Go to login</LinkButton>}>
      <p>We need to confirm a few more details with you before your online account is ready.</p>
      <p>
        Please call us at <PhoneLink number={brand.phoneNumber} /> and we will finish setting it up together. Have your ID with you.
      </p>
    </DeadEnd>
  );
}

export function NoRecordLocatedScreen() {
  return (
    <DeadEnd id="no-record-title" title="We couldn't find your record" actions={<LinkButton to={paths.enrollment.personalForm.href()}>Try Again</LinkButton>}>
      <p>We couldn't find a customer record that matches the details you entered. Check your Social Security number, date of birth and address, and try again.</p>
      <p>Online enrollment is for existing customers. New to us? Start an application instead.</p>
    </DeadEnd>
  );
}

export function CustomerAlreadyInUseScreen() {
  return (
    <DeadEnd
      id="customer-in-use-title"
      title="You already have an online account"
      actions={
        <>
          <LinkButton to={paths.login.href()}>Log In</LinkButton>
          <Link to={paths.forgotPassword.href()}>Forgot password?</Link>
        </>
      }
    >
      <p>An online account already exists for this customer record. Log in with it, or reset your password if you have forgotten it.</p>
    </DeadEnd>
  );
}

export function EmailAlreadyInUseScreen() {
  const email = useAppSelector((s) => selectEnrollment(s).email);
  return (
    <DeadEnd
      id="email-in-use-title"
      title="This email is already in use"
      actions={
        <>
          <LinkButton to={paths.login.href()}>Log In</LinkButton>
          <LinkButton to={paths.enrollment.personalForm.href()} secondary>
            Use a Different Email
          </LinkButton>
        </>
      }
    >
      <p>{email ? <>An online account already uses {email}.</> : 'An online account already uses this email address.'} Log in with it, or enroll with a different email address.</p>
    </DeadEnd>
  );
}

export function EmailNotEligibleScreen() {
  return (
    <DeadEnd id="email-not-eligible-title" title="This email can't be used" actions={<LinkButton to={paths.enrollment.personalForm.href()}>Use a Different Email</LinkButton>}>
      <p>The email address you entered belongs to another customer record, so it can't be used for this account. Please enroll with your own email address.</p>
    </DeadEnd>
  );
}

export function EmailVerificationFailedScreen() {
  return (
    <DeadEnd id="email-failed-title" title="We couldn't verify your email" actions={<LinkButton to={paths.enrollment.root.href()}>Back to Enrollment</LinkButton>}>
      <p>The code was entered incorrectly too many times, or it expired. For your security, enrollment for this record is paused for 30 minutes.</p>
    </DeadEnd>
  );
}

export function OtpFailedScreen() {
  return (
    <DeadEnd id="otp-failed-title" title="We couldn't verify your phone" actions={<LinkButton to={paths.enrollment.root.href()}>Back to Enrollment</LinkButton>}>
      <p>Too many incorrect codes were entered. For your security, enrollment for this record is paused for 30 minutes.</p>
    </DeadEnd>
  );
}

export function EnrollmentErrorScreen() {
  return (
    <DeadEnd id="enrollment-error-title" title="Hmmm... something's not working at the moment. Please try again later." actions={<LinkButton to={paths.enrollment.root.href()}>Back to Enrollment</LinkButton>}>
      <p>Your enrollment was not lost: enroll again with the same email and password to pick up where you left off.</p>
    </DeadEnd>
  );
}
