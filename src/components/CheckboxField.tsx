// A labelled Formik checkbox, with an optional hint behind a "?" tooltip.
import { useField } from 'formik';
import { useId } from 'react';
import styles from './CheckboxField.module.scss';
import { Tooltip } from './Tooltip';

export function CheckboxField({ name, label, hint }: { name: string; label: string; hint?: string }) {
  const [field] = useField({ name, type: 'checkbox' });
  const id = useId();
  return (
    <div className={styles.field}>
      <input {...field} id={id} type="checkbox" className={styles.box} />
      <label htmlFor={id}>{label}</label>
      {hint && <Tooltip label={`About ${label}`} text={hint} />}
    </div>
  );
}
