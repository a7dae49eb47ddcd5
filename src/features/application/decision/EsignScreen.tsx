// /application/esign: the approved loan's Truth in Lending disclosure, the applicant's consent, and the signature
// (esignApplication); the signing is then watched to origination. After ESIGN_ERROR it says so and signs again.
import { useState } from 'react';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { esignRequested, selectApplication } from '../applicationSlice';
import { APPLICATION_TEXT } from '../applicationText';
import { savedDisclosure, TruthInLending } from '../loan/TruthInLending';
import { ApplicationPage } from '../progress/ApplicationPage';
import styles from '../progress/application.module.scss';
import { DECISION_TEXT } from './decisionText';
import { useDecisionWatch } from './useDecisionWatch';

export function EsignScreen() {
  useDecisionWatch();
  const dispatch = useAppDispatch();
  const { record, decision, saving, error } = useAppSelector(selectApplication);
  const [agreed, setAgreed] = useState(false);
  const state = decision.state?.status ?? record?.applicationState ?? null;
  const box = savedDisclosure(record?.initialApplicationDetails);
  return (
    <ApplicationPage id="esign-title" title={DECISION_TEXT.esignTitle} wide>
      {state === 'ESIGN_ERROR' && <Alert tone="error">{DECISION_TEXT.esignError}</Alert>}
      {error && <Alert tone="error">{error}</Alert>}
      <p>Your application is approved. Read the disclosure below, then sign your loan agreement.</p>
      {box && <TruthInLending loan={box} />}
      <label className={styles.row}>
        <input type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
        <span>{DECISION_TEXT.esignConsent}</span>
      </label>
      <div className={styles.actions}>
        <Button disabled={!agreed || saving} onClick={() => dispatch(esignRequested())}>
          {saving ? APPLICATION_TEXT.processing : 'Sign my loan agreement'}
        </Button>
      </div>
    </ApplicationPage>
  );
}
