// /application/approved/funding-issue (issue 31): the funding and repayment check of the approved loan's ways asked
// for something (account-access spec 9's codes). The page says what happened and leads to what can be done: a card
// entered again, another bank account, another way chosen on the loan documents' page, or a call. Nothing is signed
// until the check passes; opened with nothing to fix, it leads back to the loan documents.
import { Navigate } from 'react-router-dom';
import { LinkButton } from '../../../../components/LinkButton';
import { CallUs } from '../../../../components/CallUs';
import { applicationPaths } from '../../../../config/applicationPaths';
import { FUNDING_ISSUES, type FundingNextStep } from '../../../../lib/rules/fundingCodes';
import { useAppSelector } from '../../../../store/hooks';
import { selectApplicationRecord } from '../../applicationRecord';
import { ApplicationPage } from '../../progress/ApplicationPage';
import styles from '../../progress/application.module.scss';
import { useMessageText, useTexts } from '../../../../i18n/useTexts';
import { agreementsTexts, type AgreementsText } from './texts/catalog';
import { commonTexts, type CommonText } from '../../../../i18n/texts/catalog';

const STEP_LABELS: Record<Exclude<FundingNextStep, 'CALL'>, AgreementsText> = {
  CARD_AGAIN: 'agreements.enterCard',
  NEW_BANK: 'agreements.addBank',
  CHOOSE_AGAIN: 'agreements.chooseAgain',
};

export function FundingIssueScreen() {
  const text = useTexts<AgreementsText>(agreementsTexts);
  const common = useTexts<CommonText>(commonTexts);
  const messageText = useMessageText();
  const record = useAppSelector(selectApplicationRecord);
  const check = record?.fundingCheck;
  if (!record)
    return (
      <ApplicationPage id="funding-issue-title" title={text('agreements.loadingLoan')}>
        <p role="status">{common('frame.loading')}</p>
      </ApplicationPage>
    );
  if (!check || check.code === 'PROCEED_APPLICATION')
    return <Navigate to={applicationPaths.approvedAgreements.href()} replace />;
  const issue = FUNDING_ISSUES[check.code];
  const last4 = (issue.about === 'CARD' ? check.cardLast4 : record.bankingInformation?.accountNumber?.slice(-4)) ?? '';
  const target = (step: FundingNextStep) =>
    step === 'NEW_BANK' ? applicationPaths.newBank.href() : applicationPaths.approvedAgreements.href();
  const links = issue.steps.filter((step): step is Exclude<FundingNextStep, 'CALL'> => step !== 'CALL');
  return (
    <ApplicationPage id="funding-issue-title" title={messageText(issue.title)}>
      <div role="alert">
        <p>{messageText(issue.happened, { last4 })}</p>
      </div>
      <p>{messageText(issue.next)}</p>
      {issue.steps.includes('CALL') && <CallUs wording="callUs.plain" />}
      <div className={styles.actions}>
        {links.map((step, index) => (
          <LinkButton key={step} to={target(step)} secondary={index > 0}>
            {text(STEP_LABELS[step])}
          </LinkButton>
        ))}
      </div>
    </ApplicationPage>
  );
}
