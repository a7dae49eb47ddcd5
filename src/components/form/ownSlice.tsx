// A field renders again when its own part of the form changes (its value, its error, whether it was left) or its own
// props do, not at every key typed anywhere in the form (decision 0074). Formik gives every field the whole form's
// state through one context, so every field rendered again at each key: with the CPU 4x slower that was about half
// of a key's time on the personal step. A field made with `withOwnSlice` reads the form's state in a thin outer part,
// which hands its own slice down to the field itself, kept from rendering again (`memo`) while the slice and the props
// are the same. Inside, `useOwnField` answers what Formik's `useField` answers, from that slice.
import { getIn, useFormikContext, type FieldInputProps, type FormikValues } from 'formik';
import { createContext, memo, useContext, useMemo, type ComponentType, type ReactNode } from 'react';

/** What sets the field's state (Formik's `setFieldValue` and `setFieldTouched`, for this field). */
interface OwnHelpers {
  setValue: (value: unknown, shouldValidate?: boolean) => Promise<unknown>;
  setTouched: (touched: boolean, shouldValidate?: boolean) => Promise<unknown>;
}

interface Slice extends OwnHelpers {
  name: string;
  value: unknown;
  error: string | undefined;
  touched: boolean;
  /** Formik's own handlers, the same function for the form's whole life. */
  onChange: FieldInputProps<unknown>['onChange'];
  onBlur: FieldInputProps<unknown>['onBlur'];
}

const OwnSlice = createContext<Slice | null>(null);

/** `Field` (whose props name its field) rendered again only when its slice of the form or its props change. */
export function withOwnSlice<P extends { name: string }>(Field: (props: P) => ReactNode): ComponentType<P> {
  const Kept = memo(Field) as unknown as ComponentType<P>;
  function WithOwnSlice(props: P) {
    const { values, errors, touched, handleChange, handleBlur, setFieldValue, setFieldTouched } =
      useFormikContext<FormikValues>();
    const { name } = props;
    const value: unknown = getIn(values, name);
    const error: unknown = getIn(errors, name);
    const left = !!getIn(touched, name);
    const slice = useMemo<Slice>(
      () => ({
        name,
        value,
        error: typeof error === 'string' ? error : undefined,
        touched: left,
        onChange: handleChange,
        onBlur: handleBlur,
        setValue: (next, shouldValidate) => setFieldValue(name, next, shouldValidate),
        setTouched: (next, shouldValidate) => setFieldTouched(name, next, shouldValidate),
      }),
      [name, value, error, left, handleChange, handleBlur, setFieldValue, setFieldTouched],
    );
    return (
      <OwnSlice.Provider value={slice}>
        <Kept {...props} />
      </OwnSlice.Provider>
    );
  }
  return WithOwnSlice;
}

/**
 * What Formik's `useField` answers, for the field `withOwnSlice` made: its input's props, its state, and what sets
 * them. A checkbox is checked when its value is true; a radio button is the choice `value`, checked when it is the
 * field's value.
 */
export function useOwnField<V = unknown>(
  input: { type: 'checkbox' } | { type: 'radio'; value: string } | { type?: undefined } = {},
): [FieldInputProps<V>, { value: V; error: string | undefined; touched: boolean }, OwnHelpers] {
  const slice = useContext(OwnSlice);
  if (!slice) throw new Error('useOwnField is for the fields made with withOwnSlice');
  const { name, value, error, touched, onChange, onBlur, setValue, setTouched } = slice;
  // The value as the form holds it: of the type its initial values gave it.
  const held = value as V;
  const field: FieldInputProps<V> = { name, value: held, onChange, onBlur };
  if (input.type === 'checkbox') field.checked = !!value;
  if (input.type === 'radio') {
    field.checked = value === input.value;
    field.value = input.value as V;
  }
  return [field, { value: held, error, touched }, { setValue, setTouched }];
}
