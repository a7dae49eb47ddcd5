// An amount in US dollars: digits with thousands separators put in as typed, at most two decimals, never
// negative, with a "$" before it. The value is the number as text without separators ("1234.5").
import type { ReactNode } from 'react';
import { IMaskInput } from 'react-imask';
import { FieldShell, useFieldState } from './FieldShell';
import { useOwnField, withOwnSlice } from './ownSlice';
import styles from './form.module.scss';
import currencyStyles from './currency.module.scss';

export const CurrencyField = withOwnSlice(function CurrencyField({
  label,
  hint,
  max,
}: {
  name: string;
  label: string;
  hint?: ReactNode;
  max?: number;
}) {
  const [field, , helpers] = useOwnField<string>();
  const { id, error, aria } = useFieldState(hint);
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      <div className={currencyStyles.prefixed}>
        <span aria-hidden="true">$</span>
        <IMaskInput
          {...aria}
          mask={Number}
          scale={2}
          radix="."
          mapToRadix={['.']}
          thousandsSeparator=","
          min={0}
          max={max}
          unmask
          value={field.value}
          onAccept={(value: string) => void helpers.setValue(value)}
          onBlur={() => void helpers.setTouched(true)}
          id={id}
          name={field.name}
          inputMode="decimal"
          autoComplete="off"
          className={styles.input}
        />
      </div>
    </FieldShell>
  );
});
