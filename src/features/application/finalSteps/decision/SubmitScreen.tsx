// /application/submit: the loan as saved and the bank account it is paid to, then Submit, which first asks for the
// credit report authorization (spec 2.3: continue or cancel, nothing else). Continue submits (submitApplication) and
// the decision is watched live on /application/transition.
import { useState } from 'react';
import { Alert } from '../../../../components/Alert';
import { Button } from '../../../../components/Button';
import { Modal } from '../../../../components/Modal';
import { useFormats } from '../../../../i18n/useFormats';
import { useMessageText, useTexts } from '../../../../i18n/useTexts';
import { applicationTexts, type ApplicationText } from '../../texts/catalog';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import { selectBrand } from '../../../../store/selectors';
import { applicationSubmitted, selectApplication } from '../../applicationSlice';
import { selectApplicationRecord } from '../../applicationRecord';
import { APPLICATION_TEXT } from '../../applicationText';
import { productDisplay } from '../../../../lib/rules/productDisplay';
import { savedDisclosure, TruthInLending } from '../loan/TruthInLending';
import { ApplicationPage } from '../../progress/ApplicationPage';
import styles from '../../progress/application.module.scss';

export function SubmitScreen() {
  const text = useTexts<ApplicationText>(applicationTexts);
  const { money, date } = useFormats();
  const dispatch = useAppDispatch();
  const brand = useAppSelector(selectBrand);
  const { saving, error } = useAppSelector(selectApplication);
  const messageText = useMessageText();

  const record = useAppSelector(selectApplicationRecord);
  const [asking, setAsking] = useState(false);
  const loan = record?.initialApplicationDetails;
  const bank = record?.bankingInformation;
  const box = savedDisclosure(loan);
  return (
    <ApplicationPage id="submit-title" title={text('submit.title')} wide>
      {error && <Alert tone="error">{messageText(error)}</Alert>}
      {loan && (
        <dl className={styles.summary}>
          <dt>{text('submit.loan')}</dt>
          <dd>{productDisplay(loan.productCode ?? '').title}</dd>
          <dt>{text('submit.amount')}</dt>
          <dd>{money(loan.loanAmount ?? 0)}</dd>
          {loan.paymentAmount != null && (
            <>
              <dt>{text('submit.payment')}</dt>
              <dd>
                {text('submit.paymentDue', { amount: money(loan.paymentAmount), date: date(loan.paymentDueDate) })}
              </dd>
            </>
          )}
          {bank && (
            <>
              <dt>{text('submit.bank')}</dt>
              <dd>
                {bank.bankName
                  ? text('submit.bankAccount', { bank: bank.bankName, last4: bank.accountNumber?.slice(-4) ?? '' })
                  : text('submit.checkingAccount', { last4: bank.accountNumber?.slice(-4) ?? '' })}
              </dd>
            </>
          )}
        </dl>
      )}
      {box && <TruthInLending loan={box} />}
      <p>{text('submit.when')}</p>
      <div className={styles.actions}>
        <Button disabled={!loan || saving} onClick={() => setAsking(true)}>
          {text(saving ? APPLICATION_TEXT.processing : 'submit.submit')}
        </Button>
      </div>
      <Modal
        open={asking}
        title={text('submit.creditTitle')}
        onClose={() => setAsking(false)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setAsking(false)}>
              {text('application.cancel')}
            </Button>
            <Button
              onClick={() => {
                setAsking(false);
                dispatch(applicationSubmitted());
              }}
            >
              {text('application.continue')}
            </Button>
          </>
        }
      >
        <p>{text('submit.credit', { lender: brand.name })}</p>
      </Modal>
    </ApplicationPage>
  );
}
