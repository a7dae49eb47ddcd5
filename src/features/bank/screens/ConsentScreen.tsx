import { useBankArea } from '../BankLayout';
import { useTexts } from '../../../i18n/useTexts';
import { bankTexts, type BankText } from '../texts/catalog';
import { LinkConsent } from './LinkConsent';

/** /application/bank/consent: the applicant agrees to share the account's details, then Plaid Link opens. */
export function ConsentScreen() {
  const text = useTexts<BankText>(bankTexts);
  const { Frame } = useBankArea();
  return (
    <Frame id="bank-consent-title" title={text('bank.consentTitle')}>
      <LinkConsent />
    </Frame>
  );
}
