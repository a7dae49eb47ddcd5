// /application/esign: the approved loan's Truth in Lending disclosure, the applicant's consent, and the signature
// (esignApplication); the signing is then watched to origination. After ESIGN_ERROR it says so and signs again; after
// ESIGN_RECALCULATED (an offer from an earlier day, worked out again for today) it says the figures changed.
import { useState } from 'react';
import { Alert } from '../../../../components/Alert';
import { Button } from '../../../../components/Button';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import { esignRequested, selectApplication } from '../../applicationSlice';
import { selectApplicationRecord } from '../../applicationRecord';
import { selectDecisionStatus } from './decisionState';
import { APPLICATION_TEXT } from '../../applicationText';
import { savedDisclosure, TruthInLending } from '../loan/TruthInLending';
import { ApplicationPage } from '../../progress/ApplicationPage';
import styles from '../../progress/application.module.scss';
import { DECISION_TEXT } from './decisionText';
import { useDecisionWatch } from './useDecisionWatch';
import { useMessageText, useTexts } from '../../../../i18n/useTexts';
import { applicationTexts, type ApplicationText } from '../../texts/catalog';

export function EsignScreen() {
  const text = useTexts<ApplicationText>(applicationTexts);
  const messageText = useMessageText();
  useDecisionWatch();
  const dispatch = useAppDispatch();
  const { decision, saving, error } = useAppSelector(selectApplication);

  const record = useAppSelector(selectApplicationRecord);
  // The consent is to these figures: figures worked out again (ESIGN_RECALCULATED) are agreed to afresh.
  const figures = JSON.stringify(record?.initialApplicationDetails ?? null);
  const [agreedTo, setAgreedTo] = useState<string | null>(null);
  const agreed = agreedTo === figures;
  const state = useAppSelector(selectDecisionStatus);
  const box = savedDisclosure(record?.initialApplicationDetails);
  return (
    <ApplicationPage id="esign-title" title={messageText(DECISION_TEXT.esignTitle)} wide>
      {state === 'ESIGN_ERROR' && <Alert tone="error">{DECISION_TEXT.esignError}</Alert>}
      {decision.report?.action === 'ESIGN_RECALCULATED' && state === 'PENDING_ESIGN' && (
        <Alert tone="info">{DECISION_TEXT.recalculated}</Alert>
      )}
      {error && <Alert tone="error">{messageText(error)}</Alert>}
      <p>{text('decision.approvedRead')}</p>
      {box && <TruthInLending loan={box} />}
      <label className={styles.row}>
        <input
          type="checkbox"
          checked={agreed}
          onChange={(event) => setAgreedTo(event.target.checked ? figures : null)}
        />
        <span>{messageText(DECISION_TEXT.esignConsent)}</span>
      </label>
      <div className={styles.actions}>
        <Button disabled={!agreed || saving} onClick={() => dispatch(esignRequested())}>
          {text(saving ? APPLICATION_TEXT.processing : 'decision.sign')}
        </Button>
      </div>
    </ApplicationPage>
  );
}
