// /application/otp: the mobile number verified before the submission, by a code texted to it (the verification
// module's form: 'Verify Code', the resend link after the wait) or by the mobile carrier's check (a stand-in page
// that brings the applicant back here with ?carrier=...). A verified number shows as such, with Continue.
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert } from '../../../../components/Alert';
import { Button } from '../../../../components/Button';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import { CodeEntryForm } from '../../../../verification/CodeEntryForm';
import { ResendCode } from '../../../../verification/EmailVerification';
import { selectApplication } from '../../applicationSlice';
import { selectApplicationRecord } from '../../applicationRecord';
import { APPLICATION_TEXT } from '../../applicationText';
import { ApplicationPage } from '../../progress/ApplicationPage';
import styles from '../../progress/application.module.scss';
import {
  carrierCheckRequested,
  otpContinued,
  otpOpened,
  phoneCodeEntered,
  phoneCodeRequested,
  phoneResendRequested,
  selectChecks,
  type CarrierReturn,
} from './checksSlice';
import { CHECKS_TEXT } from './checksText';

const RETURNS: readonly string[] = ['verified', 'unconfirmed', 'expired'];

function Verified({ masked }: { masked: string }) {
  const dispatch = useAppDispatch();
  const { saving } = useAppSelector(selectApplication);
  return (
    <>
      <Alert tone="success">{CHECKS_TEXT.phoneVerified(masked)}</Alert>
      <div className={styles.actions}>
        <Button disabled={saving} onClick={() => dispatch(otpContinued())}>
          {saving ? APPLICATION_TEXT.processing : CHECKS_TEXT.continue}
        </Button>
      </div>
    </>
  );
}

function CodeOrCarrier() {
  const dispatch = useAppDispatch();
  const checks = useAppSelector(selectChecks);
  const record = useAppSelector(selectApplicationRecord);
  const masked = checks.phone.masked ?? record?.phoneVerification?.phoneNumberMasked ?? null;
  return (
    <>
      {checks.notice && <Alert tone="success">{checks.notice}</Alert>}
      {checks.error && <Alert tone="error">{checks.error}</Alert>}
      <p>{CHECKS_TEXT.otpWhy}</p>
      {masked && (
        <p>
          Your mobile number: <strong>{masked}</strong>
        </p>
      )}
      {checks.phone.sent ? (
        <>
          <p>{CHECKS_TEXT.codeSentTo(masked ?? 'your mobile number')}</p>
          <CodeEntryForm
            failures={checks.failures}
            submitting={checks.submitting}
            onSubmit={(values) => dispatch(phoneCodeEntered({ code: values.code }))}
          />
          <ResendCode visible={checks.resendVisible} onResend={() => dispatch(phoneResendRequested())} />
        </>
      ) : (
        <div className={styles.actions}>
          <Button
            disabled={checks.submitting || checks.leaving || !masked}
            onClick={() => dispatch(phoneCodeRequested())}
          >
            {CHECKS_TEXT.textMeACode}
          </Button>
        </div>
      )}
      <p className={styles.muted}>Message and data rates may apply.</p>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          disabled={checks.leaving || !masked}
          onClick={() => dispatch(carrierCheckRequested())}
        >
          {checks.leaving ? APPLICATION_TEXT.processing : CHECKS_TEXT.carrierButton}
        </Button>
      </div>
      <p className={styles.muted}>{CHECKS_TEXT.carrierHint}</p>
    </>
  );
}

export function OtpScreen() {
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const { status } = useAppSelector(selectApplication);

  const record = useAppSelector(selectApplicationRecord);
  const given = params.get('carrier');
  const carrier = (given && RETURNS.includes(given) ? given : null) as CarrierReturn;
  const verified = record?.phoneVerification?.verified === true;
  const recordId = record?.id ?? null;
  useEffect(() => {
    if (status === 'ready' && recordId) dispatch(otpOpened({ carrier }));
  }, [dispatch, status, recordId, carrier]);
  return (
    <ApplicationPage id="otp-title" title={CHECKS_TEXT.otpTitle}>
      {verified ? <Verified masked={record?.phoneVerification?.phoneNumberMasked ?? ''} /> : <CodeOrCarrier />}
    </ApplicationPage>
  );
}
