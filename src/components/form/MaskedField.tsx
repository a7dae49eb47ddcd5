// A field typed through a mask (react-imask): only what the mask allows gets in, as the person types or
// pastes, and the form keeps the value without the mask's punctuation unless `keepMask`. Presets for the
// application's fields: SSN, phone, an ID number; or any imask pattern. `blockPaste` refuses pasting (a
// confirmation must be typed).
import type { ClipboardEvent, ReactNode } from 'react';
import { IMaskInput } from 'react-imask';
import { FieldShell, useFieldState } from './FieldShell';
import { useOwnField, withOwnSlice } from './ownSlice';
import styles from './form.module.scss';

/** The masks the application uses. `id`: a driver's licence or state ID, letters and digits, up to 20. */
export const MASKS = {
  ssn: { mask: '000-00-0000', inputMode: 'numeric' },
  phone: { mask: '(000) 000-0000', inputMode: 'tel' },
  id: { mask: /^[A-Za-z0-9]{0,20}$/, inputMode: 'text' },
} as const;

export interface MaskedFieldProps {
  name: string;
  label: string;
  /** A preset, or an imask pattern ('0' a digit, 'a' a letter, '*' either) or a regular expression. */
  mask: keyof typeof MASKS | { pattern: string | RegExp };
  autoComplete: string;
  hint?: ReactNode;
  /** Keep the mask's punctuation in the value (the value is what is shown). */
  keepMask?: boolean;
  blockPaste?: boolean;
  /** Shown as dots (an SSN on a shared screen). */
  secret?: boolean;
  inputMode?: 'numeric' | 'tel' | 'text' | 'decimal';
  placeholder?: string;
}

const refusePaste = (event: ClipboardEvent) => event.preventDefault();

export const MaskedField = withOwnSlice(function MaskedField({
  label,
  mask,
  autoComplete,
  hint,
  keepMask = false,
  blockPaste = false,
  secret = false,
  inputMode,
  placeholder,
}: MaskedFieldProps) {
  const [field, , helpers] = useOwnField<string>();
  const { id, error, aria } = useFieldState(hint);
  const preset = typeof mask === 'string' ? MASKS[mask] : null;
  const pattern = typeof mask === 'string' ? MASKS[mask].mask : mask.pattern;
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      <IMaskInput
        {...aria}
        mask={pattern as string}
        unmask={!keepMask}
        value={field.value}
        onAccept={(value: string) => void helpers.setValue(value)}
        onBlur={() => void helpers.setTouched(true)}
        onPaste={blockPaste ? refusePaste : undefined}
        id={id}
        name={field.name}
        type={secret ? 'password' : 'text'}
        inputMode={inputMode ?? preset?.inputMode ?? 'text'}
        autoComplete={autoComplete}
        placeholder={placeholder}
        className={styles.input}
      />
    </FieldShell>
  );
});
