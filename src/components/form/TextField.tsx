// A labelled text field (text, email, password, tel) with an autocomplete token.
import { useField } from 'formik';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldShell, useFieldState } from './FieldShell';
import styles from './form.module.scss';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'> {
  name: string;
  label: string;
  autoComplete: string;
  hint?: ReactNode;
}

export function TextField({ name, label, hint, type = 'text', ...rest }: TextFieldProps) {
  const [field] = useField(name);
  const { id, error, aria } = useFieldState(name, hint);
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      <input {...field} {...rest} {...aria} id={id} type={type} className={styles.input} />
    </FieldShell>
  );
}
