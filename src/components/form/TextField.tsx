// A labelled text field (text, email, password, tel) with an autocomplete token.
import { useLayoutEffect, useRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldShell, useFieldState } from './FieldShell';
import { useOwnField, withOwnSlice } from './ownSlice';
import styles from './form.module.scss';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'> {
  name: string;
  label: string;
  autoComplete: string;
  hint?: ReactNode;
}

export const TextField = withOwnSlice(function TextField({ label, hint, type = 'text', ...rest }: TextFieldProps) {
  const [field, , helpers] = useOwnField<string>();
  const { id, error, aria } = useFieldState(hint);
  const input = useRef<HTMLInputElement>(null);
  // A field of the server's HTML (the sign-in form on /login) can be typed into, or filled in by the browser, before
  // the app has taken the page over: what it holds then becomes the form's value (decision 0067). A field the app
  // rendered itself holds the form's value already, and nothing happens.
  useLayoutEffect(() => {
    const held = input.current?.value;
    if (held !== undefined && typeof field.value === 'string' && held !== field.value) void helpers.setValue(held);
    // Once, as the field is first put on the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      <input {...field} {...rest} {...aria} ref={input} id={id} type={type} className={styles.input} />
    </FieldShell>
  );
});
