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

const BANK = applicationPaths.bank;

function Outcome({
  id,
  title,
  children,
  retry = 'Try again',
}: {
  id: string;
  title: string;
  children: ReactNode;
  retry?: string;
}) {
  const { Frame } = useBankArea();
  return (
    <Frame id={id} title={title}>
      {children}
      <div className={styles.actions}>
        <LinkButton to={BANK.plaid.href()}>{retry}</LinkButton>
        <LinkButton to={BANK.manual.href()} secondary>
          Enter my account by hand
        </LinkButton>
      </div>
      <CallUs wording="callUs.questions" />
    </Frame>
  );
}

/** /application/bank/invalid-credentials */
export function InvalidCredentialsScreen() {
  return (
    <Outcome id="bank-invalid-title" title="We couldn't sign in to your bank">
      <p>
        The username or password did not match what your bank has. Check them and try again, or enter your account
        details by hand.
      </p>
    </Outcome>
  );
}

/** /application/bank/no-checking: no accounts at all (NO_ACCOUNTS), or none of them a checking account. */
export function NoCheckingScreen() {
  return (
    <Outcome id="bank-no-checking-title" title="We didn't find a checking account" retry="Link another bank">
      <p>
        We can only use a checking account that has been open at least 30 days, and this bank showed us none. Link
        another bank, or enter a checking account by hand.
      </p>
    </Outcome>
  );
}

/** /application/bank/no-auth: the bank does not share account and routing numbers (no Auth product). */
export function NoAuthScreen() {
  const { institution } = useAppSelector(selectBank);
  return (
    <Outcome id="bank-no-auth-title" title="This bank can't share your account numbers" retry="Link another bank">
      <p>
        {institution ?? 'This bank'} does not let Plaid share account and routing numbers. Link another bank, or enter
        your account by hand.
      </p>
    </Outcome>
  );
}

/** /application/bank/no-data: the bank has no account numbers to share yet (no product data). */
export function NoDataScreen() {
  return (
    <Outcome id="bank-no-data-title" title="Your bank has no account details for us yet">
      <p>
        Your bank has not made your account and routing numbers available yet; this can happen with a new account. Try
        again later, link another bank, or enter your account by hand.
      </p>
    </Outcome>
  );
}

/** /application/bank/error-initializing: anything else that went wrong with the bank link. */
export function ErrorInitializingScreen() {
  return (
    <Outcome id="bank-error-title" title="We couldn't connect to your bank">
      <p>Something went wrong while connecting to your bank. Try again, or enter your account by hand.</p>
    </Outcome>
  );
}
