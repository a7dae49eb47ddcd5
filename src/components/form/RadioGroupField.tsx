// A question answered by one of several choices: a fieldset whose legend is the question; the error is tied
// to the group.
import type { ReactNode } from 'react';
import { FieldMessages, useFieldState } from './FieldShell';
import { useOwnField, withOwnSlice } from './ownSlice';
import type { Option } from './SelectField';
import radioStyles from './radioGroup.module.scss';

function Choice({ id, option, describedBy }: { id?: string; option: Option; describedBy?: string }) {
  const [field] = useOwnField<string>({ type: 'radio', value: option.value });
  return (
    <label className={radioStyles.option}>
      <input {...field} id={id} type="radio" aria-describedby={describedBy} />
      {option.label}
    </label>
  );
}

export const RadioGroupField = withOwnSlice(function RadioGroupField({
  legend,
  options,
  hint,
}: {
  name: string;
  legend: string;
  options: readonly Option[];
  hint?: ReactNode;
}) {
  const { id, error, aria } = useFieldState(hint);
  return (
    <fieldset className={radioStyles.group} aria-invalid={aria['aria-invalid']}>
      <legend>{legend}</legend>
      {options.map((option, index) => (
        <Choice
          key={option.value}
          // The first choice is where the error summary's link takes the focus.
          id={index === 0 ? id : undefined}
          option={option}
          describedBy={aria['aria-describedby']}
        />
      ))}
      <FieldMessages id={id} hint={hint} error={error} />
    </fieldset>
  );
});
