// A date typed as mm/dd/yyyy (slashes put in as the digits are typed); the value is that text. Whether it
// is a real date, and in range, is the form's schema's to say.
import type { ReactNode } from 'react';
import { MaskedField } from './MaskedField';

/** Made once, so the masked field is not rendered again for a mask that is new only in name. */
const DATE_MASK = { pattern: '00/00/0000' };

export function DateField({
  name,
  label,
  autoComplete,
  hint,
}: {
  name: string;
  label: string;
  autoComplete: string;
  hint?: ReactNode;
}) {
  return (
    <MaskedField
      name={name}
      label={label}
      mask={DATE_MASK}
      keepMask
      autoComplete={autoComplete}
      hint={hint ?? 'MM/DD/YYYY'}
      inputMode="numeric"
      placeholder="MM/DD/YYYY"
    />
  );
}
