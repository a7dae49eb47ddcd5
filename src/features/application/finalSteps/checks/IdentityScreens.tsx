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
import { APPLICATION_TEXT } from '../../applicationText';
import { ApplicationPage } from '../../progress/ApplicationPage';
import styles from '../../progress/application.module.scss';
import {
  identityContinued,
  identityOptOutConfirmed,
  identityResultOpened,
  identityScanRequested,
  selectChecks,
} from './checksSlice';
import { CHECKS_TEXT } from './checksText';

const page = applicationPaths.identity;

function ContinueButton() {
  const dispatch = useAppDispatch();
  const { saving } = useAppSelector(selectApplication);
  return (
    <Button disabled={saving} onClick={() => dispatch(identityContinued())}>
      {saving ? APPLICATION_TEXT.processing : CHECKS_TEXT.continue}
    </Button>
  );
}

function ScanButton({ label }: { label: string }) {
  const dispatch = useAppDispatch();
  const { leaving } = useAppSelector(selectChecks);
  return (
    <Button disabled={leaving} onClick={() => dispatch(identityScanRequested())}>
      {leaving ? APPLICATION_TEXT.processing : label}
    </Button>
  );
}

/** What the last check says, and the ways on from it. */
function CheckOutcome({ check }: { check: IdentityCheck }) {
  if (check.status === 'VERIFIED') {
    return (
      <>
        <Alert tone="success">{CHECKS_TEXT.identityVerified}</Alert>
        <div className={styles.actions}>
          <ContinueButton />
        </div>
      </>
    );
  }
  if (check.status === 'FAILED') {
    return (
      <>
        <Alert tone="error">{check.reason ?? CHECKS_TEXT.scanExpired}</Alert>
        <p>{check.scansLeft > 0 ? CHECKS_TEXT.scansLeft(check.scansLeft) : CHECKS_TEXT.noScansLeft}</p>
        <div className={styles.actions}>
          {check.scansLeft > 0 && <ScanButton label={CHECKS_TEXT.scanAgain} />}
          <Link to={page.optOut.href()}>{CHECKS_TEXT.anotherWay}</Link>
        </div>
      </>
    );
  }
  if (check.status === 'PENDING') {
    return (
      <>
        <Alert tone="info">{CHECKS_TEXT.scanPending}</Alert>
        <div className={styles.actions}>
          <ScanButton label={CHECKS_TEXT.continueScan} />
          <Link to={page.optOut.href()}>{CHECKS_TEXT.anotherWay}</Link>
        </div>
      </>
    );
  }
  return null;
}

export function IdentityScreen() {
  const record = useAppSelector(selectApplicationRecord);
  const { identityError } = useAppSelector(selectChecks);
  const check = record?.identityVerification ?? null;
  const settled = check?.status === 'VERIFIED';
  return (
    <ApplicationPage id="identity-title" title={CHECKS_TEXT.identityTitle}>
      {identityError && <Alert tone="error">{identityError}</Alert>}
      <p>{CHECKS_TEXT.identityWhy}</p>
      {settled ? (
        <CheckOutcome check={check} />
      ) : (
        <>
          <p>{CHECKS_TEXT.identityHow}</p>
          <div className={styles.actions}>
            <ScanButton label={CHECKS_TEXT.scan} />
            <Link to={page.optOut.href()}>{CHECKS_TEXT.optOutLink}</Link>
          </div>
        </>
      )}
    </ApplicationPage>
  );
}

export function IdentityVerifyScreen() {
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const { status } = useAppSelector(selectApplication);

  const record = useAppSelector(selectApplicationRecord);
  const { identityStatus, identityError } = useAppSelector(selectChecks);
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
    <ApplicationPage id="identity-verify-title" title={CHECKS_TEXT.resultTitle}>
      {identityError && <Alert tone="error">{identityError}</Alert>}
      <p>{CHECKS_TEXT.identityWhy}</p>
      {identityStatus === 'loading' && <p role="status">{APPLICATION_TEXT.processing}</p>}
      {identityStatus === 'ready' &&
        (shown ? (
          <CheckOutcome check={shown} />
        ) : (
          <>
            <Alert tone="info">{ended ? CHECKS_TEXT.scanExpired : CHECKS_TEXT.identityHow}</Alert>
            <div className={styles.actions}>
              <ScanButton label={CHECKS_TEXT.scan} />
              <Link to={page.optOut.href()}>{CHECKS_TEXT.anotherWay}</Link>
            </div>
          </>
        ))}
    </ApplicationPage>
  );
}

export function IdentityOptOutScreen() {
  const dispatch = useAppDispatch();
  const { saving } = useAppSelector(selectApplication);
  const { identityError } = useAppSelector(selectChecks);
  return (
    <ApplicationPage id="identity-opt-out-title" title={CHECKS_TEXT.optOutTitle}>
      {identityError && <Alert tone="error">{identityError}</Alert>}
      <p>{CHECKS_TEXT.optOutIntro}</p>
      <ul>
        {CHECKS_TEXT.optOutDocuments.map((document) => (
          <li key={document}>{document}</li>
        ))}
      </ul>
      <p>{CHECKS_TEXT.optOutHow}</p>
      <div className={styles.actions}>
        <Button disabled={saving} onClick={() => dispatch(identityOptOutConfirmed())}>
          {saving ? APPLICATION_TEXT.processing : CHECKS_TEXT.optOutConfirm}
        </Button>
        <Link to={page.root.href()}>{CHECKS_TEXT.scanInstead}</Link>
      </div>
    </ApplicationPage>
  );
}
