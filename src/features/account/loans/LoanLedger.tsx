// The loan ledger's entries of a conversion or refinance (issue 31), in words: on the payday loan it replaced, how it
// was paid in full (the fee and the principal, from the customer's bank account or from the new loan); on the new
// loan, where its principal went (the old loan's payoff, and the cash paid out, with the day it arrives).
import { useFormats, type Formats } from '../../../i18n/useFormats';
import { useTexts, type TextOf } from '../../../i18n/useTexts';
import { useLenderToday } from '../../../store/lenderClock';
import type { AccountLoan } from '../accountEndpoints';
import styles from '../screens/account.module.scss';
import { accountTexts, type AccountText } from '../texts/catalog';

type Entry = AccountLoan['ledger'][number];

/** The order the money moved in: the old loan's fee and principal; the new loan's payoff of it, then the cash out. */
const ORDER: Record<Entry['kind'], number> = { FEE: 0, PRINCIPAL: 1, PAYOFF: 2, CASH_OUT: 3 };

function describe(entry: Entry, today: string, text: TextOf<AccountText>, { money, date }: Formats): string {
  const amount = money(entry.amount);
  const on = date(entry.effectiveOn);
  const bankAccount = (last4: string) =>
    last4 ? text('ledger.bankAccountEnding', { last4 }) : text('ledger.bankAccount');
  const from = entry.party === 'LOAN' ? text('ledger.newLoan', { loan: entry.partyRef }) : bankAccount(entry.partyRef);
  const fromLoan = entry.party === 'LOAN';
  switch (entry.kind) {
    case 'FEE':
      return text(fromLoan ? 'ledger.feeFromLoan' : 'ledger.feeFromBank', { amount, from, date: on });
    case 'PRINCIPAL':
      return text(fromLoan ? 'ledger.principalFromLoan' : 'ledger.principalFromBank', { amount, from, date: on });
    case 'PAYOFF':
      return text('ledger.payoff', { amount, loan: entry.partyRef, date: on });
    case 'CASH_OUT': {
      const to =
        entry.party === 'CARD'
          ? entry.partyRef
            ? text('ledger.debitCardEnding', { last4: entry.partyRef })
            : text('ledger.debitCard')
          : bankAccount(entry.partyRef);
      if (entry.effectiveOn > today) return text('ledger.onItsWay', { amount, to, date: on });
      return text(entry.party === 'CARD' ? 'ledger.sentTo' : 'ledger.depositedTo', { amount, to, date: on });
    }
  }
}

export function LoanLedger({ loan }: { loan: AccountLoan }) {
  const made = loan.ledger.some((entry) => entry.kind === 'PAYOFF' || entry.kind === 'CASH_OUT');
  const total = loan.ledger.reduce((sum, entry) => sum + Math.round(entry.amount * 100), 0) / 100;
  const today = useLenderToday();
  const text = useTexts<AccountText>(accountTexts);
  const formats = useFormats();
  if (loan.ledger.length === 0) return null;
  return (
    <details className={styles.section} open>
      <summary>{made ? text('ledger.wentTitle') : text('ledger.paidOffTitle')}</summary>
      <ul className={styles.documents}>
        {[...loan.ledger]
          .sort((a, b) => ORDER[a.kind] - ORDER[b.kind])
          .map((entry) => (
            <li key={`${entry.kind}-${entry.party}`}>{describe(entry, today, text, formats)}</li>
          ))}
        <li>
          <strong>{text(made ? 'ledger.total' : 'ledger.paidInFull', { amount: formats.money(total) })}</strong>
        </li>
      </ul>
    </details>
  );
}
