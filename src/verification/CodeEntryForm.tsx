// The one-time code form of the verification screens: a numeric code field ('Required.', 'Max characters
// exceeded.', digits only), an optional 'Remember My Device' checkbox with its tooltip, and 'Verify Code'.
// After each refused code (`failures` grows) the code field starts empty again; the checkbox keeps its tick.
import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import { object } from 'yup';
import { verificationCodeRule } from '../lib/validation/verificationCode';
import { CheckboxField } from '../components/form/CheckboxField';
import { Form } from '../components/form/Form';
import { TextField } from '../components/form/TextField';

export interface CodeValues {
  code: string;
  rememberDevice: boolean;
}

export const REMEMBER_DEVICE_LABEL = 'Remember My Device';
export const REMEMBER_DEVICE_HINT =
  "Tick this on a device only you use. We won't ask you for a code on this device for the next 30 days.";

const schema = object({ code: verificationCodeRule() });

function EmptyCodeAfterRefusal({ failures }: { failures: number }) {
  const { setFieldValue, setFieldTouched } = useFormikContext<CodeValues>();
  const seen = useRef(failures);
  useEffect(() => {
    if (failures === seen.current) return;
    seen.current = failures;
    void setFieldValue('code', '', false);
    void setFieldTouched('code', false, false);
  }, [failures, setFieldValue, setFieldTouched]);
  return null;
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
  return (
    <Form<CodeValues>
      schema={schema}
      initialValues={{ code: '', rememberDevice: false }}
      onSubmit={(values) => onSubmit({ ...values, code: values.code.trim() })}
      submitLabel="Verify Code"
      submittingLabel="Verifying..."
      submitting={submitting}
      canSubmit={ready}
    >
      <EmptyCodeAfterRefusal failures={failures} />
      <TextField name="code" label="Verification Code" inputMode="numeric" autoComplete="one-time-code" />
      {offerRememberDevice && (
        <CheckboxField name="rememberDevice" label={REMEMBER_DEVICE_LABEL} hint={REMEMBER_DEVICE_HINT} />
      )}
    </Form>
  );
}
