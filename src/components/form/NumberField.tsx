// Numbers typed as text (no spinner, no locale surprises): `digits` (0-9 only: a ZIP, an account number),
// `decimal` (digits and one dot), `signed` (a leading minus too). Anything else typed or pasted is left out.
import { useMemo, type ReactNode } from 'react';
import { MaskedField } from './MaskedField';

const ALLOWED = {
  digits: /^\d*$/,
  decimal: /^\d*\.?\d*$/,
  signed: /^-?\d*\.?\d*$/,
} as const;

export function NumberField({
  name,
  label,
  allow = 'digits',
  autoComplete,
  hint,
  maxLength,
}: {
  name: string;
  label: string;
  allow?: keyof typeof ALLOWED;
  autoComplete: string;
  hint?: ReactNode;
  maxLength?: number;
}) {
  // Made again only when what it allows changes, so the masked field is not rendered again at every key of the form.
  const mask = useMemo(
    () => ({
      pattern:
        maxLength === undefined
          ? ALLOWED[allow]
          : new RegExp(`^(?=.{0,${maxLength}}$)${ALLOWED[allow].source.slice(1)}`),
    }),
    [allow, maxLength],
  );
  return (
    <MaskedField
      name={name}
      label={label}
      mask={mask}
      keepMask
      autoComplete={autoComplete}
      hint={hint}
      inputMode={allow === 'digits' ? 'numeric' : 'decimal'}
    />
  );
}
