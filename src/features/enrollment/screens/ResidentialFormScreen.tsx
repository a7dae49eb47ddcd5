import { CallUs } from '../../../components/CallUs';
import { Card } from '../../../components/Card';
import { Form } from '../../../components/form/Form';
import { MaskedField } from '../../../components/form/MaskedField';
import { TextField } from '../../../components/form/TextField';
import { residentialFormSchema } from '../../../lib/validation/enrollmentSchemas';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { residentialFormSubmitted, selectEnrollment } from '../enrollmentSlice';
import { AtState } from './AtState';

const residentialInitial = { addressLine1: '', zipCode: '', phone: '' };

/** /enrollment/residential-form: the address and phone on file (NEEDS_RESIDENTIAL_INFO). */
export function ResidentialFormScreen() {
  const dispatch = useAppDispatch();
  const { submitting, error, firstName, failures } = useAppSelector(selectEnrollment);
  return (
    <AtState state="NEEDS_RESIDENTIAL_INFO">
      <Card id="residential-form-title" title="Confirm your details">
        <p>
          {firstName ? `Hi ${firstName}, to` : 'To'} make sure it's you, enter the street address and mobile phone
          number we have on file.
        </p>
        <Form
          key={failures}
          schema={residentialFormSchema}
          initialValues={residentialInitial}
          onSubmit={(values) => void dispatch(residentialFormSubmitted(values))}
          submitLabel="Continue"
          submittingLabel="Checking..."
          submitting={submitting}
          error={error}
        >
          <TextField name="addressLine1" label="Street address" autoComplete="address-line1" />
          <TextField name="zipCode" label="ZIP code" inputMode="numeric" autoComplete="postal-code" />
          <MaskedField name="phone" label="Mobile phone number" mask="phone" autoComplete="tel-national" />
        </Form>
        <CallUs />
      </Card>
    </AtState>
  );
}
