// The Visa debit card the approved loan's money is sent to (issue 31), typed on the loan documents' page when the
// borrower chooses a card: checked with the card form's own schema, sent once with the agreements for the funding
// check, and never kept (only its last four digits and network are, on the server).
import formStyles from '../../../../components/form/form.module.scss';
import type { CardInput } from '../../../../lib/validation/cardSchema';
import styles from './agreements.module.scss';

export const EMPTY_CARD: CardInput = { nameOnCard: '', number: '', expiry: '', cvv: '', zipCode: '' };

const FIELDS: readonly {
  key: keyof CardInput;
  label: string;
  autoComplete: string;
  inputMode?: 'numeric';
  hint?: string;
}[] = [
  { key: 'nameOnCard', label: 'Name on card', autoComplete: 'cc-name' },
  { key: 'number', label: 'Card number', autoComplete: 'cc-number', inputMode: 'numeric' },
  { key: 'expiry', label: 'Expiry date', autoComplete: 'cc-exp', hint: 'MM/YY' },
  { key: 'cvv', label: 'Security code', autoComplete: 'cc-csc', inputMode: 'numeric' },
  { key: 'zipCode', label: 'Billing ZIP code', autoComplete: 'postal-code', inputMode: 'numeric' },
];

export function FundingCardFields({
  card,
  onChange,
  disabled,
}: {
  card: CardInput;
  onChange: (card: CardInput) => void;
  disabled: boolean;
}) {
  return (
    <fieldset className={styles.fieldset}>
      <legend>Your Visa debit card</legend>
      <p className={styles.hint}>
        We use the card only to send you your money; we never keep its number or security code.
      </p>
      {FIELDS.map((field) => (
        <label key={field.key} className={formStyles.field}>
          <span className={formStyles.label}>{field.label}</span>
          {field.hint && <span className={formStyles.hint}>{field.hint}</span>}
          <input
            className={formStyles.input}
            name={field.key}
            autoComplete={field.autoComplete}
            inputMode={field.inputMode}
            maxLength={field.key === 'nameOnCard' ? 60 : 23}
            disabled={disabled}
            value={card[field.key]}
            onChange={(event) => onChange({ ...card, [field.key]: event.target.value })}
          />
        </label>
      ))}
    </fieldset>
  );
}
