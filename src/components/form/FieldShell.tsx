// What every field shares: the label, an optional hint, and the error under the input, tied to it for
// screen readers (aria-describedby, aria-invalid) and announced when it appears (role="alert"), except while a form's
// error summary lists it (the summary is the one announcement of a submit; issue 52).
import { createContext, useContext, useId, type ReactNode } from 'react';
import { useOwnField } from './ownSlice';
import { useMessageText } from '../../i18n/useTexts';

/** True while the form's error summary lists the fields in error: their errors are then not announced one by one. */
export const ErrorsSummarised = createContext(false);
import styles from './form.module.scss';

/**
 * The ids and ARIA attributes of a field's control, and its error (shown once the field has been left), for a field
 * made with `withOwnSlice`.
 */
export function useFieldState(hint?: ReactNode) {
  const [, meta] = useOwnField();
  const id = useId();
  const error = meta.touched && meta.error ? meta.error : undefined;
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return { id, error, aria: { 'aria-invalid': !!error, 'aria-describedby': described || undefined } };
}

export function FieldMessages({ id, hint, error }: { id: string; hint?: ReactNode; error?: string }) {
  const summarised = useContext(ErrorsSummarised);
  // A rule's message is its English; shown in the page's language where a catalog has it (decision 0085).
  const messageText = useMessageText();
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error} role={summarised ? undefined : 'alert'}>
          {messageText(error)}
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
