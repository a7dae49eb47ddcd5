// The loan ledger's entries of a conversion or refinance (issue 31), in words: on the payday loan it replaced, how it
// was paid in full (the fee and the principal, from the customer's bank account or from the new loan); on the new
// loan, where its principal went (the old loan's payoff, and the cash paid out, with the day it arrives).
import { formatUsd } from '../../../lib/rules/money';
import { isoToday, toUsDate } from '../../../lib/validation/applicationDates';
import type { AccountLoan } from '../accountEndpoints';
import styles from '../screens/account.module.scss';

type Entry = AccountLoan['ledger'][number];

/** The order the money moved in: the old loan's fee and principal; the new loan's payoff of it, then the cash out. */
const ORDER: Record<Entry['kind'], number> = { FEE: 0, PRINCIPAL: 1, PAYOFF: 2, CASH_OUT: 3 };

const bankAccount = (last4: string) => (last4 ? `your bank account ending ${last4}` : 'your bank account');
const fromWhere = (entry: Entry) =>
  entry.party === 'LOAN' ? `your new loan ${entry.partyRef}` : bankAccount(entry.partyRef);

function describe(entry: Entry, today: string): string {
  const amount = formatUsd(entry.amount);
  const on = toUsDate(entry.effectiveOn);
  switch (entry.kind) {
    case 'FEE':
      return `Fee of ${amount} ${entry.party === 'LOAN' ? 'paid from' : 'collected from'} ${fromWhere(entry)} on ${on}`;
    case 'PRINCIPAL':
      return `Principal of ${amount} ${entry.party === 'LOAN' ? 'paid off by' : 'paid back from'} ${fromWhere(entry)} on ${on}`;
    case 'PAYOFF':
      return `${amount} paid off your loan ${entry.partyRef} on ${on}`;
    case 'CASH_OUT': {
      const to =
        entry.party === 'CARD'
          ? `your debit card${entry.partyRef ? ` ending ${entry.partyRef}` : ''}`
          : bankAccount(entry.partyRef);
      return entry.effectiveOn > today
        ? `${amount} on its way to ${to}, arriving on ${on}`
        : `${amount} ${entry.party === 'CARD' ? 'sent to' : 'deposited to'} ${to} on ${on}`;
    }
  }
}

export function LoanLedger({ loan }: { loan: AccountLoan }) {
  if (loan.ledger.length === 0) return null;
  const made = loan.ledger.some((entry) => entry.kind === 'PAYOFF' || entry.kind === 'CASH_OUT');
  const total = loan.ledger.reduce((sum, entry) => sum + Math.round(entry.amount * 100), 0) / 100;
  const today = isoToday();
  return (
    <details className={styles.section} open>
      <summary>{made ? 'Where the money of this loan went' : 'How this loan was paid off'}</summary>
      <ul className={styles.documents}>
        {[...loan.ledger]
          .sort((a, b) => ORDER[a.kind] - ORDER[b.kind])
          .map((entry) => (
            <li key={`${entry.kind}-${entry.party}`}>{describe(entry, today)}</li>
          ))}
        <li>
          <strong>{made ? `Total: ${formatUsd(total)}` : `Paid in full: ${formatUsd(total)}`}</strong>
        </li>
      </ul>
    </details>
  );
}
