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
import { useMessageText } from '../../../../i18n/useTexts';
import { useChecksText } from './useChecksText';
import { Trans } from '@lingui/react';

const RETURNS: readonly string[] = ['verified', 'unconfirmed', 'expired'];

function Verified({ masked }: { masked: string }) {
  const checksText = useChecksText();
  const dispatch = useAppDispatch();
  const { saving } = useAppSelector(selectApplication);
  return (
    <>
      <Alert tone="success">{checksText.phoneVerified(masked)}</Alert>
      <div className={styles.actions}>
        <Button disabled={saving} onClick={() => dispatch(otpContinued())}>
          {saving ? checksText.processing : checksText.continue}
        </Button>
      </div>
    </>
  );
}

function CodeOrCarrier() {
  const checksText = useChecksText();
  const dispatch = useAppDispatch();
  const checks = useAppSelector(selectChecks);
  const messageText = useMessageText();
  const record = useAppSelector(selectApplicationRecord);
  const masked = checks.phone.masked ?? record?.phoneVerification?.phoneNumberMasked ?? null;
  return (
    <>
      {checks.notice && <Alert tone="success">{checks.notice}</Alert>}
      {checks.error && <Alert tone="error">{messageText(checks.error)}</Alert>}
      <p>{checksText.otpWhy}</p>
      {masked && (
        <p>
          <Trans id="checks.yourNumberIs" values={{ masked }} components={{ 0: <strong /> }} />
        </p>
      )}
      {checks.phone.sent ? (
        <>
          <p>{checksText.codeSentTo(masked)}</p>
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
            {checksText.textMeACode}
          </Button>
        </div>
      )}
      <p className={styles.muted}>{checksText.rates}</p>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          disabled={checks.leaving || !masked}
          onClick={() => dispatch(carrierCheckRequested())}
        >
          {checks.leaving ? checksText.processing : checksText.carrierButton}
        </Button>
      </div>
      <p className={styles.muted}>{checksText.carrierHint}</p>
    </>
  );
}

export function OtpScreen() {
  const checksText = useChecksText();
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
    <ApplicationPage id="otp-title" title={checksText.otpTitle}>
      {verified ? <Verified masked={record?.phoneVerification?.phoneNumberMasked ?? ''} /> : <CodeOrCarrier />}
    </ApplicationPage>
  );
}
