import { useBankArea } from '../BankLayout';
import { LinkConsent } from './LinkConsent';

/** /application/bank/consent: the applicant agrees to share the account's details, then Plaid Link opens. */
export function ConsentScreen() {
  const { Frame } = useBankArea();
  return (
    <Frame id="bank-consent-title" title="Share your checking account">
      <LinkConsent />
    </Frame>
  );
}
