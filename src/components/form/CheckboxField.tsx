// A labelled checkbox, with an optional hint behind a "?" tooltip and its error when it must be ticked.
import { Tooltip } from '../Tooltip';
import { FieldMessages, useFieldState } from './FieldShell';
import { useOwnField, withOwnSlice } from './ownSlice';
import styles from './form.module.scss';

export const CheckboxField = withOwnSlice(function CheckboxField({
  label,
  hint,
}: {
  name: string;
  label: string;
  hint?: string;
}) {
  const [field] = useOwnField<string>({ type: 'checkbox' });
  const { id, error, aria } = useFieldState();
  return (
    <>
      <div className={styles.checkbox}>
        <input {...field} {...aria} id={id} type="checkbox" className={styles.box} />
        <label htmlFor={id}>{label}</label>
        {hint && <Tooltip label={`About ${label}`} text={hint} />}
      </div>
      <FieldMessages id={id} error={error} />
    </>
  );
});
