// /application/submit: the loan as saved and the bank account it is paid to, then Submit, which first asks for the
// credit report authorization (spec 2.3: continue or cancel, nothing else). Continue submits (submitApplication) and
// the decision is watched live on /application/transition.
import { useState } from 'react';
import { Alert } from '../../../../components/Alert';
import { Button } from '../../../../components/Button';
import { Modal } from '../../../../components/Modal';
import { formatUsd } from '../../../../lib/rules/money';
import { toUsDate } from '../../../../lib/rules/usDate';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import { selectBrand } from '../../../../store/selectors';
import { applicationSubmitted, selectApplication } from '../../applicationSlice';
import { selectApplicationRecord } from '../../applicationRecord';
import { APPLICATION_TEXT } from '../../applicationText';
import { productDisplay } from '../../../../lib/rules/productDisplay';
import { savedDisclosure, TruthInLending } from '../loan/TruthInLending';
import { ApplicationPage } from '../../progress/ApplicationPage';
import styles from '../../progress/application.module.scss';
import { DECISION_TEXT } from './decisionText';

export function SubmitScreen() {
  const dispatch = useAppDispatch();
  const brand = useAppSelector(selectBrand);
  const { saving, error } = useAppSelector(selectApplication);

  const record = useAppSelector(selectApplicationRecord);
  const [asking, setAsking] = useState(false);
  const loan = record?.initialApplicationDetails;
  const bank = record?.bankingInformation;
  const box = savedDisclosure(loan);
  return (
    <ApplicationPage id="submit-title" title={DECISION_TEXT.submitTitle} wide>
      {error && <Alert tone="error">{error}</Alert>}
      {loan && (
        <dl className={styles.summary}>
          <dt>Loan</dt>
          <dd>{productDisplay(loan.productCode ?? '').title}</dd>
          <dt>Amount</dt>
          <dd>{formatUsd(loan.loanAmount ?? 0)}</dd>
          {loan.paymentAmount != null && (
            <>
              <dt>Payment</dt>
              <dd>
                {formatUsd(loan.paymentAmount)}, first due {toUsDate(loan.paymentDueDate)}
              </dd>
            </>
          )}
          {bank && (
            <>
              <dt>Paid to and from</dt>
              <dd>
                {bank.bankName ?? 'Checking account'} account ending {bank.accountNumber?.slice(-4)}
              </dd>
            </>
          )}
        </dl>
      )}
      {box && <TruthInLending loan={box} />}
      <p>
        When you submit, we decide on your application in a few moments. You sign your loan agreement once it is
        approved.
      </p>
      <div className={styles.actions}>
        <Button disabled={!loan || saving} onClick={() => setAsking(true)}>
          {saving ? APPLICATION_TEXT.processing : 'Submit application'}
        </Button>
      </div>
      <Modal
        open={asking}
        title={DECISION_TEXT.creditTitle}
        onClose={() => setAsking(false)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setAsking(false)}>
              Cancel
            </Button>
            <Button
              onClick={() => {
                setAsking(false);
                dispatch(applicationSubmitted());
              }}
            >
              Continue
            </Button>
          </>
        }
      >
        <p>{DECISION_TEXT.credit(brand.name)}</p>
      </Modal>
    </ApplicationPage>
  );
}
