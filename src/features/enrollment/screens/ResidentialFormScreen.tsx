import { CallUs } from '../../../components/CallUs';
import { Card } from '../../../components/Card';
import { Form } from '../../../components/form/Form';
import { MaskedField } from '../../../components/form/MaskedField';
import { TextField } from '../../../components/form/TextField';
import { residentialFormSchema } from '../../../lib/validation/enrollmentSchemas';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { residentialFormSubmitted, selectEnrollment } from '../enrollmentSlice';
import { AtState } from './AtState';
import { useMessageText, useTexts } from '../../../i18n/useTexts';
import { enrollmentTexts, type EnrollmentText } from '../texts/catalog';

const residentialInitial = { addressLine1: '', zipCode: '', phone: '' };

/** /enrollment/residential-form: the address and phone on file (NEEDS_RESIDENTIAL_INFO). */
export function ResidentialFormScreen() {
  const text = useTexts<EnrollmentText>(enrollmentTexts);
  const messageText = useMessageText();
  const dispatch = useAppDispatch();
  const { submitting, error, firstName, failures } = useAppSelector(selectEnrollment);
  return (
    <AtState state="NEEDS_RESIDENTIAL_INFO">
      <Card id="residential-form-title" title={text('residential.title')}>
        <p>{firstName ? text('residential.introNamed', { name: firstName }) : text('residential.intro')}</p>
        <Form
          key={failures}
          schema={residentialFormSchema}
          initialValues={residentialInitial}
          onSubmit={(values) => void dispatch(residentialFormSubmitted(values))}
          submitLabel={text('enroll.continue')}
          submittingLabel={text('enroll.checking')}
          submitting={submitting}
          error={error && messageText(error)}
        >
          <TextField name="addressLine1" label={text('residential.address')} autoComplete="address-line1" />
          <TextField name="zipCode" label={text('residential.zip')} inputMode="numeric" autoComplete="postal-code" />
          <MaskedField name="phone" label={text('residential.phone')} mask="phone" autoComplete="tel-national" />
        </Form>
        <CallUs />
      </Card>
    </AtState>
  );
}
