// /application/transition: the decision arriving live (the application socket's states, decisionScreens.ts's words
// for each), the socket's error state while it reconnects, and the two ends that stay here: a submission that
// failed (submit again) and a duplicate application (call us); with no application (a reload after origination), the
// way to the account.
import { Link } from 'react-router-dom';
import { Alert } from '../../../../components/Alert';
import { Button } from '../../../../components/Button';
import { CallUs } from '../../../../components/CallUs';
import { paths } from '../../../../config/paths';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import { applicationSubmitted, selectApplication } from '../../applicationSlice';
import { selectApplicationRecord } from '../../applicationRecord';
import { selectDecisionStatus } from './decisionState';
import { APPLICATION_TEXT } from '../../applicationText';
import { ApplicationPage } from '../../progress/ApplicationPage';
import styles from '../../progress/application.module.scss';
import { WATCH_TEXT } from './decisionScreens';
import { DECISION_TEXT } from './decisionText';
import { useDecisionWatch } from './useDecisionWatch';

export function TransitionScreen() {
  useDecisionWatch();
  const dispatch = useAppDispatch();
  const { status, decision, saving, error } = useAppSelector(selectApplication);

  const record = useAppSelector(selectApplicationRecord);
  const state = useAppSelector(selectDecisionStatus);
  // A reload after the loan was originated (the open application is gone) or a visit with none: the way on is the account.
  if (status === 'ready' && !record) {
    return (
      <ApplicationPage id="transition-title" title={DECISION_TEXT.watchTitle}>
        <p>{DECISION_TEXT.noApplication}</p>
        <p>
          <Link to={paths.account.root.href()}>{DECISION_TEXT.toAccount}</Link>
        </p>
      </ApplicationPage>
    );
  }
  if (state === 'SUBMIT_ERROR') {
    return (
      <ApplicationPage id="transition-title" title={DECISION_TEXT.watchTitle}>
        <Alert tone="error">{error ?? DECISION_TEXT.submitError}</Alert>
        <div className={styles.actions}>
          <Button disabled={saving} onClick={() => dispatch(applicationSubmitted())}>
            {saving ? APPLICATION_TEXT.processing : 'Submit again'}
          </Button>
        </div>
      </ApplicationPage>
    );
  }
  if (state === 'CANEBAY_DUPLICATE') {
    return (
      <ApplicationPage id="transition-title" title={DECISION_TEXT.watchTitle}>
        <Alert tone="info">{DECISION_TEXT.duplicate}</Alert>
        <CallUs wording="callUs.plain" />
      </ApplicationPage>
    );
  }
  const doing = (state && WATCH_TEXT[state]) ?? 'Getting your application';
  return (
    <ApplicationPage id="transition-title" title={APPLICATION_TEXT.processing}>
      <p role="status" aria-live="polite">
        {doing}…
      </p>
      {decision.socketError && <p className={styles.muted}>{DECISION_TEXT.socketLost}</p>}
      <p className={styles.muted}>
        This usually takes less than a minute. You can stay on this page: it moves on by itself.
      </p>
    </ApplicationPage>
  );
}
