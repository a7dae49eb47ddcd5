// What every field shares: the label, an optional hint, and the error under the input, tied to it for
// screen readers (aria-describedby, aria-invalid) and announced when it appears (role="alert").
import { useField } from 'formik';
import { useId, type ReactNode } from 'react';
import styles from './form.module.scss';

/** The ids and ARIA attributes of a field's control, and its error (shown once the field has been left). */
export function useFieldState(name: string, hint?: ReactNode) {
  const [, meta] = useField(name);
  const id = useId();
  const error = meta.touched && meta.error ? meta.error : undefined;
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return { id, error, aria: { 'aria-invalid': !!error, 'aria-describedby': described || undefined } };
}

export function FieldMessages({ id, hint, error }: { id: string; hint?: ReactNode; error?: string }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </>
  );
}

export function FieldShell({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children}
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
