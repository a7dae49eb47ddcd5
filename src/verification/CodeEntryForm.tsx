// The one-time code form of the verification screens: a numeric code field ('Required.', 'Max characters
// exceeded.', digits only), an optional 'Remember My Device' checkbox with its tooltip, and 'Verify Code'.
// After each refused code (`failures` grows) the code field starts empty again (with the focus, when it was sent by
// the keyboard); the checkbox keeps its tick.
import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import { object } from 'yup';
import { verificationCodeRule } from '../lib/validation/verificationCode';
import { CheckboxField } from '../components/form/CheckboxField';
import { Form } from '../components/form/Form';
import { TextField } from '../components/form/TextField';
import { useTexts } from '../i18n/useTexts';
import { verificationTexts, type VerificationText } from './texts/catalog';

export interface CodeValues {
  code: string;
  rememberDevice: boolean;
}

const schema = object({ code: verificationCodeRule() });

/**
 * After a refused code the field starts empty again. Sent by the keyboard, the focus goes back into it for the next
 * try (issue 52); sent with a pointer, it stays where the person clicked (the field would otherwise say 'Required.'
 * as they click 'Resend Code', and the button would move under the pointer).
 */
function EmptyCodeAfterRefusal({ failures, byKeyboard }: { failures: number; byKeyboard: { current: boolean } }) {
  const { setFieldValue, setFieldTouched } = useFormikContext<CodeValues>();
  const seen = useRef(failures);
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (failures === seen.current) return;
    seen.current = failures;
    void setFieldValue('code', '', false);
    void setFieldTouched('code', false, false);
    const field = marker.current?.closest('form')?.elements.namedItem('code');
    if (byKeyboard.current && field instanceof HTMLInputElement) field.focus();
  }, [failures, setFieldValue, setFieldTouched, byKeyboard]);
  return <span ref={marker} hidden />;
}

interface CodeEntryFormProps {
  failures: number;
  submitting: boolean;
  offerRememberDevice?: boolean;
  /** false while the code is still being sent: nothing to check it against yet. */
  ready?: boolean;
  onSubmit: (values: CodeValues) => void;
}

export function CodeEntryForm({
  failures,
  submitting,
  offerRememberDevice = false,
  ready = true,
  onSubmit,
}: CodeEntryFormProps) {
  const text = useTexts<VerificationText>(verificationTexts);
  // Whether the last key or press in the form was a key (Enter in the field, or on 'Verify Code').
  const byKeyboard = useRef(false);
  return (
    <div
      style={{ display: 'contents' }}
      onKeyDownCapture={() => {
        byKeyboard.current = true;
      }}
      onPointerDownCapture={() => {
        byKeyboard.current = false;
      }}
    >
      <Form<CodeValues>
        schema={schema}
        initialValues={{ code: '', rememberDevice: false }}
        onSubmit={(values) => onSubmit({ ...values, code: values.code.trim() })}
        submitLabel={text('code.verify')}
        submittingLabel={text('code.verifying')}
        submitting={submitting}
        canSubmit={ready}
      >
        <EmptyCodeAfterRefusal failures={failures} byKeyboard={byKeyboard} />
        <TextField name="code" label={text('code.field')} inputMode="numeric" autoComplete="one-time-code" />
        {offerRememberDevice && (
          <CheckboxField
            name="rememberDevice"
            label={text('code.rememberDevice')}
            hint={text('code.rememberDeviceHint')}
          />
        )}
      </Form>
    </div>
  );
}
