// /application/bank-verification (PENDING_BRFR): the trial deposit on its way (the page waits on the loan socket), then
// its amount asked for (or 'I can't find the deposit'), the tries left, and the end: verified (the application socket
// takes the page on to the e-sign), failed or errored (call us).
import { useEffect } from 'react';
import { object, string } from 'yup';
import { Alert } from '../../../../components/Alert';
import { Button } from '../../../../components/Button';
import { CallUs } from '../../../../components/CallUs';
import { Form } from '../../../../components/form/Form';
import { TextField } from '../../../../components/form/TextField';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import type { BankCheck } from '../../applicationEndpoints';
import { selectApplication } from '../../applicationSlice';
import { selectApplicationRecord } from '../../applicationRecord';
import { APPLICATION_TEXT } from '../../applicationText';
import { useDecisionWatch } from '../decision/useDecisionWatch';
import { ApplicationPage } from '../../progress/ApplicationPage';
import styles from '../../progress/application.module.scss';
import { bankCheckAnswered, bankCheckOpened, selectBankCheck } from './bankCheckSlice';
import { BANK_CHECK_TEXT, depositCents } from './bankCheckText';

const schema = object({
  amount: string()
    .required(BANK_CHECK_TEXT.amountRule)
    .test('cents', BANK_CHECK_TEXT.amountRule, (value) => depositCents(value ?? '') !== null),
});

function AmountForm({ check }: { check: BankCheck }) {
  const dispatch = useAppDispatch();
  const { sending, error } = useAppSelector(selectBankCheck);
  return (
    <>
      <p>{BANK_CHECK_TEXT.askAmount}</p>
      <Form<{ amount: string }>
        schema={schema}
        initialValues={{ amount: '' }}
        onSubmit={(values) =>
          dispatch(bankCheckAnswered({ found: true, amountCents: depositCents(values.amount) ?? 0 }))
        }
        submitLabel={BANK_CHECK_TEXT.verify}
        submittingLabel={BANK_CHECK_TEXT.verifying}
        submitting={sending}
        error={error}
        after={
          <Button variant="link" disabled={sending} onClick={() => dispatch(bankCheckAnswered({ found: false }))}>
            {BANK_CHECK_TEXT.notFound}
          </Button>
        }
      >
        <TextField
          name="amount"
          label={BANK_CHECK_TEXT.amountLabel}
          hint={BANK_CHECK_TEXT.amountHint}
          inputMode="decimal"
          autoComplete="off"
        />
      </Form>
      {check.triesLeft < 3 && <p className={styles.muted}>{BANK_CHECK_TEXT.triesLeft(check.triesLeft)}</p>}
    </>
  );
}

export function BankVerificationScreen() {
  useDecisionWatch();
  const dispatch = useAppDispatch();
  const { status: applicationStatus } = useAppSelector(selectApplication);

  const record = useAppSelector(selectApplicationRecord);
  const { check, status, error } = useAppSelector(selectBankCheck);
  const recordId = record?.id ?? null;
  useEffect(() => {
    if (applicationStatus === 'ready' && recordId) dispatch(bankCheckOpened());
  }, [dispatch, applicationStatus, recordId]);
  const account = record?.bankingInformation?.accountNumber
    ? `ending ${record.bankingInformation.accountNumber.replace(/\D/g, '').slice(-4)}`
    : 'on your application';
  const reference = check?.codes?.[0]?.requestCode ?? '';
  return (
    <ApplicationPage id="bank-verification-title" title={BANK_CHECK_TEXT.title}>
      {status !== 'ready' && !error && <p role="status">{APPLICATION_TEXT.processing}</p>}
      {check?.status === 'SENT' && <p role="status">{BANK_CHECK_TEXT.sent(account)}</p>}
      {check?.status === 'POSTED' && (
        <>
          <p>{BANK_CHECK_TEXT.posted(account, reference)}</p>
          <AmountForm check={check} />
        </>
      )}
      {check?.status === 'VERIFIED' && <Alert tone="success">{BANK_CHECK_TEXT.verified}</Alert>}
      {(check?.status === 'FAILED' || check?.status === 'ERROR') && (
        <>
          <Alert tone="error">
            {check.status === 'FAILED' ? BANK_CHECK_TEXT.failed : (error ?? BANK_CHECK_TEXT.errored)}
          </Alert>
          <CallUs wording="callUs.plain" />
        </>
      )}
      {status === 'failed' && error && <Alert tone="error">{error}</Alert>}
    </ApplicationPage>
  );
}
