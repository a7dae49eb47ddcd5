// /application/approved/funding-issue (issue 31): the funding and repayment check of the approved loan's ways asked
// for something (account-access spec 9's codes). The page says what happened and leads to what can be done: a card
// entered again, another bank account, another way chosen on the loan documents' page, or a call. Nothing is signed
// until the check passes; opened with nothing to fix, it leads back to the loan documents.
import { Navigate } from 'react-router-dom';
import { LinkButton } from '../../../../components/LinkButton';
import { PhoneLink } from '../../../../components/PhoneLink';
import { applicationPaths } from '../../../../config/applicationPaths';
import { FUNDING_ISSUES, type FundingNextStep } from '../../../../lib/rules/fundingCodes';
import { useAppSelector } from '../../../../store/hooks';
import { selectBrand } from '../../../../store/selectors';
import { selectApplicationRecord } from '../../applicationRecord';
import { ApplicationPage } from '../../progress/ApplicationPage';
import styles from '../../progress/application.module.scss';

const STEP_LABELS: Record<Exclude<FundingNextStep, 'CALL'>, string> = {
  CARD_AGAIN: 'Enter a card',
  NEW_BANK: 'Add another bank account',
  CHOOSE_AGAIN: 'Choose another way',
};

export function FundingIssueScreen() {
  const brand = useAppSelector(selectBrand);
  const record = useAppSelector(selectApplicationRecord);
  const check = record?.fundingCheck;
  if (!record)
    return (
      <ApplicationPage id="funding-issue-title" title="Loading your loan">
        <p role="status">Loading...</p>
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
    <ApplicationPage id="funding-issue-title" title={issue.title}>
      <div role="alert">
        <p>{issue.happened.replace('{last4}', last4)}</p>
      </div>
      <p>{issue.next}</p>
      {issue.steps.includes('CALL') && (
        <p>
          Call us at <PhoneLink number={brand.phoneNumber} />, {brand.contactHours}.
        </p>
      )}
      <div className={styles.actions}>
        {links.map((step, index) => (
          <LinkButton key={step} to={target(step)} secondary={index > 0}>
            {STEP_LABELS[step]}
          </LinkButton>
        ))}
      </div>
    </ApplicationPage>
  );
}
