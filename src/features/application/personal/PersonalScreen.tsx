import { useMemo } from 'react';
import { Navigate } from 'react-router-dom';
import { Alert } from '../../../components/Alert';
import { CheckboxField } from '../../../components/form/CheckboxField';
import { DateField } from '../../../components/form/DateField';
import { Form } from '../../../components/form/Form';
import { MaskedField } from '../../../components/form/MaskedField';
import { NumberField } from '../../../components/form/NumberField';
import { RadioGroupField } from '../../../components/form/RadioGroupField';
import { SelectField } from '../../../components/form/SelectField';
import { TextField } from '../../../components/form/TextField';
import { US_STATES } from '../../../lib/rules/usStates';
import {
  APPLICATION_MESSAGES,
  personalFormSchemaFor,
  SPOUSAL_STATES,
} from '../../../lib/validation/applicationSchemas';
import { EMAIL_MAX } from '../../../lib/validation/emailRules';
import { applicationPaths } from '../../../config/applicationPaths';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectFlags } from '../../../store/selectors';
import { usePrivacyNoticeQuery } from '../applicationEndpoints';
import { personalSubmitted, selectApplication } from '../applicationSlice';
import { selectApplicationRecord } from '../applicationRecord';
import { APPLICATION_TEXT } from '../applicationText';
import { personalValues, type PersonalValues } from './personalFormValues';
import { ApplicationPage } from '../progress/ApplicationPage';
import styles from '../progress/application.module.scss';

const STATES = US_STATES.map((state) => ({ value: state.code, label: state.name }));
const PHONE_TYPES = [
  { value: 'C', label: 'Cell' },
  { value: 'H', label: 'Home' },
  { value: 'W', label: 'Work' },
  { value: 'F', label: 'Fax' },
  { value: 'O', label: 'Other' },
];
// The fields' options are made once: a field renders again only when its props or its own value change.
const OWN_OR_RENT = [
  { value: 'true', label: 'Own' },
  { value: 'false', label: 'Rent' },
];
const MARRIED = [
  { value: 'MARRIED', label: 'Yes' },
  { value: 'UNMARRIED', label: 'No' },
];
const ID_TYPES = [
  { value: 'DRIVERS_LICENSE', label: "Driver's license" },
  { value: 'STATE_ID', label: 'State ID card' },
];

/** /application/personal: step 1's personal information. */
export function PersonalScreen() {
  const dispatch = useAppDispatch();
  const { saving, error, expired, legacy } = useAppSelector(selectApplication);

  const record = useAppSelector(selectApplicationRecord);
  const firstName = useAppSelector((state) => state.auth.firstName);
  const lastName = useAppSelector((state) => state.auth.lastName);
  const ssnOnFile = record?.personalInformation?.ssnLast4 ?? null;
  const schema = useMemo(() => personalFormSchemaFor(!!ssnOnFile), [ssnOnFile]);
  const submit = (values: PersonalValues) => void dispatch(personalSubmitted(values));
  // The brand asks for its privacy notice first: personal information waits for the agreement.
  const asksNotice = useAppSelector(selectFlags)?.privacyNoticeConsent === true;
  const notice = usePrivacyNoticeQuery(undefined, { skip: !asksNotice });
  if (notice.data?.required && !notice.data.acceptedAt)
    return <Navigate to={applicationPaths.privacyNotice.href()} replace />;
  if (asksNotice && notice.isLoading) {
    return (
      <ApplicationPage id="personal-title" title="Tell us about yourself">
        <p role="status">{APPLICATION_TEXT.processing}</p>
      </ApplicationPage>
    );
  }
  return (
    <ApplicationPage id="personal-title" title="Tell us about yourself">
      {expired && !record && <Alert tone="info">{APPLICATION_TEXT.expired}</Alert>}
      {legacy && !record && <Alert tone="info">{APPLICATION_TEXT.legacy}</Alert>}
      <Form
        schema={schema}
        initialValues={personalValues(record, { firstName, lastName })}
        incompleteMessage={APPLICATION_MESSAGES.formIncomplete}
        onSubmit={submit}
        submitLabel="Continue"
        submittingLabel={APPLICATION_TEXT.processing}
        submitting={saving}
        error={error}
      >
        {(values) => (
          <>
            <div className={styles.row}>
              <TextField name="firstName" label="First name" autoComplete="given-name" maxLength={50} />
              <TextField name="lastName" label="Last name" autoComplete="family-name" maxLength={50} />
            </div>
            <DateField name="dateOfBirth" label="Date of birth" autoComplete="bday" />
            <MaskedField
              name="ssn"
              label="Social Security number"
              mask="ssn"
              secret
              blockPaste
              autoComplete="off"
              hint={
                ssnOnFile
                  ? `We have the number ending ${ssnOnFile} on file; leave this empty to keep it.`
                  : '9 digits. Type it: pasting is turned off.'
              }
            />
            <h3 className={styles.section}>Home address</h3>
            <TextField
              name="addressLine1"
              label="Street address"
              autoComplete="address-line1"
              maxLength={100}
              hint="No PO boxes."
            />
            <TextField
              name="addressLine2"
              label="Apartment, suite (optional)"
              autoComplete="address-line2"
              maxLength={100}
            />
            <div className={styles.row}>
              <TextField name="cityName" label="City" autoComplete="address-level2" maxLength={50} />
              <SelectField name="stateCode" label="State" options={STATES} autoComplete="address-level1" />
              <NumberField name="zipCode" label="ZIP code" autoComplete="postal-code" maxLength={5} />
            </div>
            <div className={styles.row}>
              <NumberField name="monthsAtAddress" label="Months at this address" autoComplete="off" maxLength={4} />
              <RadioGroupField name="ownResidence" legend="Do you own or rent?" options={OWN_OR_RENT} />
            </div>
            <h3 className={styles.section}>Phone</h3>
            <div className={styles.row}>
              <MaskedField name="phoneNumber" label="Phone number" mask="phone" autoComplete="tel-national" />
              <SelectField name="phoneType" label="Kind of phone" options={PHONE_TYPES} placeholder="Select…" />
            </div>
            <CheckboxField
              name="smsOptIn"
              label="Text me about my application and loan (message and data rates may apply)"
            />
            <div className={styles.row}>
              <MaskedField name="secondPhoneNumber" label="Another phone (optional)" mask="phone" autoComplete="off" />
              <SelectField
                name="secondPhoneType"
                label="Kind of the other phone"
                options={PHONE_TYPES}
                placeholder="Select…"
              />
            </div>
            <h3 className={styles.section}>Your ID</h3>
            <RadioGroupField name="stateIdType" legend="Kind of ID" options={ID_TYPES} />
            <div className={styles.row}>
              <SelectField name="driverLicenseStateCode" label="Issuing state" options={STATES} />
              <MaskedField name="driverLicenseNumber" label="ID number" mask="id" autoComplete="off" />
            </div>
            <DateField name="stateIdExpirationDate" label="Expiration date" autoComplete="off" />
            {(SPOUSAL_STATES as readonly string[]).includes(values.stateCode) && (
              <>
                <h3 className={styles.section}>Spouse</h3>
                <p className={styles.muted}>
                  Wisconsin law asks us whether you are married, and if so how to reach your spouse.
                </p>
                <RadioGroupField name="maritalStatus" legend="Are you married?" options={MARRIED} />
                {values.maritalStatus === 'MARRIED' && (
                  <>
                    <div className={styles.row}>
                      <TextField name="spouseFirstName" label="Spouse's first name" autoComplete="off" maxLength={50} />
                      <TextField name="spouseLastName" label="Spouse's last name" autoComplete="off" maxLength={50} />
                    </div>
                    <div className={styles.row}>
                      <TextField
                        name="spouseEmail"
                        label="Spouse's email"
                        type="email"
                        autoComplete="off"
                        maxLength={EMAIL_MAX}
                      />
                      <MaskedField name="spousePhone" label="Spouse's phone" mask="phone" autoComplete="off" />
                    </div>
                  </>
                )}
              </>
            )}
          </>
        )}
      </Form>
    </ApplicationPage>
  );
}
