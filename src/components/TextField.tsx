// A labelled Formik text field that shows its error under the input, ties it to the input for screen
// readers (aria-describedby, aria-invalid) and carries an autocomplete token.
import { useField } from 'formik';
import { useId, type InputHTMLAttributes } from 'react';
import styles from './TextField.module.scss';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'> {
  name: string;
  label: string;
  autoComplete: string;
}

export function TextField({ name, label, type = 'text', ...rest }: TextFieldProps) {
  const [field, meta] = useField(name);
  const id = useId();
  const errorId = `${id}-error`;
  const showError = meta.touched && !!meta.error;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        {...field}
        {...rest}
        id={id}
        type={type}
        className={styles.input}
        aria-invalid={showError}
        aria-describedby={showError ? errorId : undefined}
      />
      {showError && (
        <p id={errorId} className={styles.error} role="alert">
          {meta.error}
        </p>
      )}
    </div>
  );
}
