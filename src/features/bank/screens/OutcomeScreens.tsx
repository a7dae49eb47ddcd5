// The bank link's outcome pages (application spec 2.2, 4.4): each says what happened and offers the next step: try
// again or another bank, enter the account by hand, or call the brand.
import type { ReactNode } from 'react';
import { CallUs } from '../../../components/CallUs';
import { LinkButton } from '../../../components/LinkButton';
import { applicationPaths } from '../../../config/applicationPaths';
import { useAppSelector } from '../../../store/hooks';
import { useBankArea } from '../BankLayout';
import { selectBank } from '../bankSlice';
import styles from '../bank.module.scss';
import { useTexts } from '../../../i18n/useTexts';
import { bankTexts, type BankText } from '../texts/catalog';

const BANK = applicationPaths.bank;

function Outcome({
  id,
  title,
  children,
  retry = 'bank.tryAgain',
}: {
  id: string;
  title: BankText;
  children: ReactNode;
  retry?: BankText;
}) {
  const text = useTexts<BankText>(bankTexts);
  const { Frame } = useBankArea();
  return (
    <Frame id={id} title={text(title)}>
      {children}
      <div className={styles.actions}>
        <LinkButton to={BANK.plaid.href()}>{text(retry)}</LinkButton>
        <LinkButton to={BANK.manual.href()} secondary>
          {text('bank.byHand')}
        </LinkButton>
      </div>
      <CallUs wording="callUs.questions" />
    </Frame>
  );
}

/** /application/bank/invalid-credentials */
export function InvalidCredentialsScreen() {
  const text = useTexts<BankText>(bankTexts);
  return (
    <Outcome id="bank-invalid-title" title="bank.invalidTitle">
      <p>{text('bank.invalidText')}</p>
    </Outcome>
  );
}

/** /application/bank/no-checking: no accounts at all (NO_ACCOUNTS), or none of them a checking account. */
export function NoCheckingScreen() {
  const text = useTexts<BankText>(bankTexts);
  return (
    <Outcome id="bank-no-checking-title" title="bank.noCheckingTitle" retry="bank.linkAnother">
      <p>{text('bank.noCheckingText')}</p>
    </Outcome>
  );
}

/** /application/bank/no-auth: the bank does not share account and routing numbers (no Auth product). */
export function NoAuthScreen() {
  const { institution } = useAppSelector(selectBank);
  const text = useTexts<BankText>(bankTexts);
  return (
    <Outcome id="bank-no-auth-title" title="bank.noAuthTitle" retry="bank.linkAnother">
      <p>{text('bank.noAuthText', { bank: institution ?? text('bank.thisBank') })}</p>
    </Outcome>
  );
}

/** /application/bank/no-data: the bank has no account numbers to share yet (no product data). */
export function NoDataScreen() {
  const text = useTexts<BankText>(bankTexts);
  return (
    <Outcome id="bank-no-data-title" title="bank.noDataTitle">
      <p>{text('bank.noDataText')}</p>
    </Outcome>
  );
}

/** /application/bank/error-initializing: anything else that went wrong with the bank link. */
export function ErrorInitializingScreen() {
  const text = useTexts<BankText>(bankTexts);
  return (
    <Outcome id="bank-error-title" title="bank.errorTitle">
      <p>{text('bank.errorText')}</p>
    </Outcome>
  );
}
