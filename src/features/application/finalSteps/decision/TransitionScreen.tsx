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
import { GETTING_APPLICATION, WATCH_TEXT } from './decisionScreens';
import { DECISION_TEXT } from './decisionText';
import { useDecisionWatch } from './useDecisionWatch';
import { useMessageText, useTexts } from '../../../../i18n/useTexts';
import { applicationTexts, type ApplicationText } from '../../texts/catalog';

export function TransitionScreen() {
  const text = useTexts<ApplicationText>(applicationTexts);
  const messageText = useMessageText();
  useDecisionWatch();
  const dispatch = useAppDispatch();
  const { status, decision, saving, error } = useAppSelector(selectApplication);

  const record = useAppSelector(selectApplicationRecord);
  const state = useAppSelector(selectDecisionStatus);
  // A reload after the loan was originated (the open application is gone) or a visit with none: the way on is the account.
  if (status === 'ready' && !record) {
    return (
      <ApplicationPage id="transition-title" title={messageText(DECISION_TEXT.watchTitle)}>
        <p>{messageText(DECISION_TEXT.noApplication)}</p>
        <p>
          <Link to={paths.account.root.href()}>{messageText(DECISION_TEXT.toAccount)}</Link>
        </p>
      </ApplicationPage>
    );
  }
  if (state === 'SUBMIT_ERROR') {
    return (
      <ApplicationPage id="transition-title" title={messageText(DECISION_TEXT.watchTitle)}>
        <Alert tone="error">{messageText(error ?? DECISION_TEXT.submitError)}</Alert>
        <div className={styles.actions}>
          <Button disabled={saving} onClick={() => dispatch(applicationSubmitted())}>
            {text(saving ? APPLICATION_TEXT.processing : 'decision.submitAgain')}
          </Button>
        </div>
      </ApplicationPage>
    );
  }
  if (state === 'CANEBAY_DUPLICATE') {
    return (
      <ApplicationPage id="transition-title" title={messageText(DECISION_TEXT.watchTitle)}>
        <Alert tone="info">{DECISION_TEXT.duplicate}</Alert>
        <CallUs wording="callUs.plain" />
      </ApplicationPage>
    );
  }
  const doing = (state && WATCH_TEXT[state]) ?? GETTING_APPLICATION;
  return (
    <ApplicationPage id="transition-title" title={messageText(APPLICATION_TEXT.processing)}>
      <p role="status" aria-live="polite">
        {messageText(doing)}…
      </p>
      {decision.socketError && <p className={styles.muted}>{messageText(DECISION_TEXT.socketLost)}</p>}
      <p className={styles.muted}>{text('decision.takesAMinute')}</p>
    </ApplicationPage>
  );
}
