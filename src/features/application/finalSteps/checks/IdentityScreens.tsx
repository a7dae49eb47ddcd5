// /application/identity and its pages: the photo-ID check before the submission.
// - /identity: why and how, 'Scan my ID' (off to the document scan's page, which comes back to /identity/verify), or
//   'I can't scan my ID now' (/identity/opt-out).
// - /identity/verify: the scan's result: verified (Continue), failed (why, the scans left, scan again or show the ID
//   another way), or not finished (continue it).
// - /identity/opt-out: what a careful lender asks instead (README), and 'Continue without scanning'.
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert } from '../../../../components/Alert';
import { Button } from '../../../../components/Button';
import { applicationPaths } from '../../../../config/applicationPaths';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import type { IdentityCheck } from '../../applicationEndpoints';
import { selectApplication } from '../../applicationSlice';
import { selectApplicationRecord } from '../../applicationRecord';
import { ApplicationPage } from '../../progress/ApplicationPage';
import styles from '../../progress/application.module.scss';
import {
  identityContinued,
  identityOptOutConfirmed,
  identityResultOpened,
  identityScanRequested,
  selectChecks,
} from './checksSlice';
import { useMessageText } from '../../../../i18n/useTexts';
import { useChecksText } from './useChecksText';

const page = applicationPaths.identity;

function ContinueButton() {
  const checksText = useChecksText();
  const dispatch = useAppDispatch();
  const { saving } = useAppSelector(selectApplication);
  return (
    <Button disabled={saving} onClick={() => dispatch(identityContinued())}>
      {saving ? checksText.processing : checksText.continue}
    </Button>
  );
}

function ScanButton({ label }: { label: string }) {
  const checksText = useChecksText();
  const dispatch = useAppDispatch();
  const { leaving } = useAppSelector(selectChecks);
  return (
    <Button disabled={leaving} onClick={() => dispatch(identityScanRequested())}>
      {leaving ? checksText.processing : label}
    </Button>
  );
}

/** What the last check says, and the ways on from it. */
function CheckOutcome({ check }: { check: IdentityCheck }) {
  const checksText = useChecksText();
  if (check.status === 'VERIFIED') {
    return (
      <>
        <Alert tone="success">{checksText.identityVerified}</Alert>
        <div className={styles.actions}>
          <ContinueButton />
        </div>
      </>
    );
  }
  if (check.status === 'FAILED') {
    return (
      <>
        <Alert tone="error">{check.reason ?? checksText.scanExpired}</Alert>
        <p>{check.scansLeft > 0 ? checksText.scansLeft(check.scansLeft) : checksText.noScansLeft}</p>
        <div className={styles.actions}>
          {check.scansLeft > 0 && <ScanButton label={checksText.scanAgain} />}
          <Link to={page.optOut.href()}>{checksText.anotherWay}</Link>
        </div>
      </>
    );
  }
  if (check.status === 'PENDING') {
    return (
      <>
        <Alert tone="info">{checksText.scanPending}</Alert>
        <div className={styles.actions}>
          <ScanButton label={checksText.continueScan} />
          <Link to={page.optOut.href()}>{checksText.anotherWay}</Link>
        </div>
      </>
    );
  }
  return null;
}

export function IdentityScreen() {
  const checksText = useChecksText();
  const record = useAppSelector(selectApplicationRecord);
  const { identityError } = useAppSelector(selectChecks);
  const messageText = useMessageText();
  const check = record?.identityVerification ?? null;
  const settled = check?.status === 'VERIFIED';
  return (
    <ApplicationPage id="identity-title" title={checksText.identityTitle}>
      {identityError && <Alert tone="error">{messageText(identityError)}</Alert>}
      <p>{checksText.identityWhy}</p>
      {settled ? (
        <CheckOutcome check={check} />
      ) : (
        <>
          <p>{checksText.identityHow}</p>
          <div className={styles.actions}>
            <ScanButton label={checksText.scan} />
            <Link to={page.optOut.href()}>{checksText.optOutLink}</Link>
          </div>
        </>
      )}
    </ApplicationPage>
  );
}

export function IdentityVerifyScreen() {
  const checksText = useChecksText();
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const { status } = useAppSelector(selectApplication);

  const record = useAppSelector(selectApplicationRecord);
  const { identityStatus, identityError } = useAppSelector(selectChecks);
  const messageText = useMessageText();
  const identity = record?.identityVerification ?? null;
  const recordId = record?.id ?? null;
  useEffect(() => {
    if (status === 'ready' && recordId) dispatch(identityResultOpened());
  }, [dispatch, status, recordId]);
  const ended = params.get('scan') === 'expired';
  // A scan to show: a finished one, or one still waiting unless its page said it has ended.
  const shown =
    identity && identity.status !== 'OPTED_OUT' && !(ended && identity.status === 'PENDING') ? identity : null;
  return (
    <ApplicationPage id="identity-verify-title" title={checksText.resultTitle}>
      {identityError && <Alert tone="error">{messageText(identityError)}</Alert>}
      <p>{checksText.identityWhy}</p>
      {identityStatus === 'loading' && <p role="status">{checksText.processing}</p>}
      {identityStatus === 'ready' &&
        (shown ? (
          <CheckOutcome check={shown} />
        ) : (
          <>
            <Alert tone="info">{ended ? checksText.scanExpired : checksText.identityHow}</Alert>
            <div className={styles.actions}>
              <ScanButton label={checksText.scan} />
              <Link to={page.optOut.href()}>{checksText.anotherWay}</Link>
            </div>
          </>
        ))}
    </ApplicationPage>
  );
}

export function IdentityOptOutScreen() {
  const checksText = useChecksText();
  const dispatch = useAppDispatch();
  const { saving } = useAppSelector(selectApplication);
  const { identityError } = useAppSelector(selectChecks);
  const messageText = useMessageText();
  return (
    <ApplicationPage id="identity-opt-out-title" title={checksText.optOutTitle}>
      {identityError && <Alert tone="error">{messageText(identityError)}</Alert>}
      <p>{checksText.optOutIntro}</p>
      <ul>
        {checksText.optOutDocuments.map((document) => (
          <li key={document}>{document}</li>
        ))}
      </ul>
      <p>{checksText.optOutHow}</p>
      <div className={styles.actions}>
        <Button disabled={saving} onClick={() => dispatch(identityOptOutConfirmed())}>
          {saving ? checksText.processing : checksText.optOutConfirm}
        </Button>
        <Link to={page.root.href()}>{checksText.scanInstead}</Link>
      </div>
    </ApplicationPage>
  );
}
