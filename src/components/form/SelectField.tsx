// A labelled drop-down list; the first entry asks the person to choose.
import type { ReactNode } from 'react';
import { FieldShell, useFieldState } from './FieldShell';
import { useOwnField, withOwnSlice } from './ownSlice';
import styles from './form.module.scss';

export interface Option {
  value: string;
  label: string;
}

export const SelectField = withOwnSlice(function SelectField({
  label,
  options,
  hint,
  placeholder,
  autoComplete,
}: {
  name: string;
  label: string;
  options: readonly Option[];
  hint?: ReactNode;
  /** The first entry, which asks the person to choose ('Select…'), in the page's language. */
  placeholder: string;
  autoComplete?: string;
}) {
  const [field] = useOwnField<string>();
  const { id, error, aria } = useFieldState(hint);
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      <select {...field} {...aria} id={id} className={styles.input} autoComplete={autoComplete}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
});
