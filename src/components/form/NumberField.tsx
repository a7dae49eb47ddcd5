// Numbers typed as text (no spinner, no locale surprises): `digits` (0-9 only: a ZIP, an account number),
// `decimal` (digits and one dot), `signed` (a leading minus too). Anything else typed or pasted is left out.
import type { ReactNode } from 'react';
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
  const pattern =
    maxLength === undefined ? ALLOWED[allow] : new RegExp(`^(?=.{0,${maxLength}}$)${ALLOWED[allow].source.slice(1)}`);
  return (
    <MaskedField
      name={name}
      label={label}
      mask={{ pattern }}
      keepMask
      autoComplete={autoComplete}
      hint={hint}
      inputMode={allow === 'digits' ? 'numeric' : 'decimal'}
    />
  );
}
