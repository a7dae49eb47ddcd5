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
import { useMessageText, useTexts } from '../../../../i18n/useTexts';
import { applicationTexts, type ApplicationText } from '../../texts/catalog';
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
  const text = useTexts<ApplicationText>(applicationTexts);
  const messageText = useMessageText();
  return (
    <>
      <p>{text('bankCheck.askAmount')}</p>
      <Form<{ amount: string }>
        schema={schema}
        initialValues={{ amount: '' }}
        onSubmit={(values) =>
          dispatch(bankCheckAnswered({ found: true, amountCents: depositCents(values.amount) ?? 0 }))
        }
        submitLabel={text('bankCheck.verify')}
        submittingLabel={text('bankCheck.verifying')}
        submitting={sending}
        error={error && messageText(error)}
        after={
          <Button variant="link" disabled={sending} onClick={() => dispatch(bankCheckAnswered({ found: false }))}>
            {text('bankCheck.notFound')}
          </Button>
        }
      >
        <TextField
          name="amount"
          label={text('bankCheck.amountLabel')}
          hint={text('bankCheck.amountHint')}
          inputMode="decimal"
          autoComplete="off"
        />
      </Form>
      {check.triesLeft < 3 && <p className={styles.muted}>{text('bankCheck.triesLeft', { left: check.triesLeft })}</p>}
    </>
  );
}

export function BankVerificationScreen() {
  useDecisionWatch();
  const dispatch = useAppDispatch();
  const { status: applicationStatus } = useAppSelector(selectApplication);
  const text = useTexts<ApplicationText>(applicationTexts);
  const messageText = useMessageText();

  const record = useAppSelector(selectApplicationRecord);
  const { check, status, error } = useAppSelector(selectBankCheck);
  const recordId = record?.id ?? null;
  useEffect(() => {
    if (applicationStatus === 'ready' && recordId) dispatch(bankCheckOpened());
  }, [dispatch, applicationStatus, recordId]);
  const last4 = record?.bankingInformation?.accountNumber?.replace(/\D/g, '').slice(-4) || null;
  const reference = check?.codes?.[0]?.requestCode ?? '';
  /** Why the check ended without the account verified: the deposit not matched, or the server's words, or ours. */
  const endedWith = (ended: string) => {
    if (ended === 'FAILED') return text('bankCheck.failed');
    return error ? messageText(error) : text('bankCheck.errored');
  };
  return (
    <ApplicationPage id="bank-verification-title" title={text('bankCheck.title')}>
      {status !== 'ready' && !error && <p role="status">{messageText(APPLICATION_TEXT.processing)}</p>}
      {check?.status === 'SENT' && (
        <p role="status">{last4 ? text('bankCheck.sentEnding', { last4 }) : text('bankCheck.sentNoAccount')}</p>
      )}
      {check?.status === 'POSTED' && (
        <>
          <p>
            {last4
              ? text('bankCheck.postedEnding', { last4, reference })
              : text('bankCheck.postedNoAccount', { reference })}
          </p>
          <AmountForm check={check} />
        </>
      )}
      {check?.status === 'VERIFIED' && <Alert tone="success">{text('bankCheck.verified')}</Alert>}
      {(check?.status === 'FAILED' || check?.status === 'ERROR') && (
        <>
          <Alert tone="error">{endedWith(check.status)}</Alert>
          <CallUs wording="callUs.plain" />
        </>
      )}
      {status === 'failed' && error && <Alert tone="error">{messageText(error)}</Alert>}
    </ApplicationPage>
  );
}
