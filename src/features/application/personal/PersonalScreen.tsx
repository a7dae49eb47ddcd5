import { useMemo } from 'react';
import { useMessageText, useTexts, type TextOf } from '../../../i18n/useTexts';
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
import { INTL_LOCALES } from '../../../lib/rules/intlLocales';
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
import { applicationTexts, type ApplicationText } from '../texts/catalog';
import styles from '../progress/application.module.scss';

/**
 * The fields' options in the page's language. The states by their names in it (those US Spanish names in its own
 * way, "Carolina del Norte", keyed by their English in the catalog; the others are the same), in its alphabetical order.
 */
function optionsIn(text: TextOf<ApplicationText>, locale: string) {
  const order = new Intl.Collator(locale);
  return {
    // Each state's name is keyed by its English in the catalog (the list is src/lib/rules/usStates.ts).
    states: US_STATES.map((state) => ({ value: state.code, label: text(state.name as ApplicationText) })).sort((a, b) =>
      order.compare(a.label, b.label),
    ),
    phoneTypes: (['C', 'H', 'W', 'F', 'O'] as const).map((value) => ({
      value,
      label: text(`applicant.phoneType.${value}`),
    })),
    ownOrRent: [
      { value: 'true', label: text('applicant.own') },
      { value: 'false', label: text('applicant.rent') },
    ],
    married: [
      { value: 'MARRIED', label: text('applicant.yes') },
      { value: 'UNMARRIED', label: text('applicant.no') },
    ],
    idTypes: [
      { value: 'DRIVERS_LICENSE', label: text('applicant.idType.license') },
      { value: 'STATE_ID', label: text('applicant.idType.stateId') },
    ],
  };
}

/** /application/personal: step 1's personal information. */
export function PersonalScreen() {
  const text = useTexts<ApplicationText>(applicationTexts);
  const messageText = useMessageText();
  // Made once a language: a field renders again only when its props or its own value change.
  const language = useAppSelector((state) => state.runtime.language);
  const options = useMemo(() => optionsIn(text, INTL_LOCALES[language]), [text, language]);
  const select = text('form.select');
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
      <ApplicationPage id="personal-title" title={text('applicant.title')}>
        <p role="status">{text(APPLICATION_TEXT.processing)}</p>
      </ApplicationPage>
    );
  }
  return (
    <ApplicationPage id="personal-title" title={text('applicant.title')}>
      {expired && !record && <Alert tone="info">{messageText(APPLICATION_TEXT.expired)}</Alert>}
      {legacy && !record && <Alert tone="info">{messageText(APPLICATION_TEXT.legacy)}</Alert>}
      <Form
        schema={schema}
        initialValues={personalValues(record, { firstName, lastName })}
        incompleteMessage={text(APPLICATION_MESSAGES.formIncomplete)}
        onSubmit={submit}
        submitLabel={text('application.continue')}
        submittingLabel={text(APPLICATION_TEXT.processing)}
        submitting={saving}
        error={error && messageText(error)}
      >
        {(values) => (
          <>
            <div className={styles.row}>
              <TextField name="firstName" label={text('field.firstName')} autoComplete="given-name" maxLength={50} />
              <TextField name="lastName" label={text('field.lastName')} autoComplete="family-name" maxLength={50} />
            </div>
            <DateField name="dateOfBirth" label={text('applicant.dateOfBirth')} autoComplete="bday" />
            <MaskedField
              name="ssn"
              label={text('applicant.ssn')}
              mask="ssn"
              secret
              blockPaste
              autoComplete="off"
              hint={ssnOnFile ? text('applicant.ssnOnFile', { last4: ssnOnFile }) : text('applicant.ssnHint')}
            />
            <h3 className={styles.section}>{text('applicant.homeAddress')}</h3>
            <TextField
              name="addressLine1"
              label={text('applicant.street')}
              autoComplete="address-line1"
              maxLength={100}
              hint={text('applicant.noPoBox')}
            />
            <TextField
              name="addressLine2"
              label={text('applicant.street2')}
              autoComplete="address-line2"
              maxLength={100}
            />
            <div className={styles.row}>
              <TextField name="cityName" label={text('applicant.city')} autoComplete="address-level2" maxLength={50} />
              <SelectField
                name="stateCode"
                label={text('applicant.state')}
                options={options.states}
                placeholder={select}
                autoComplete="address-level1"
              />
              <NumberField name="zipCode" label={text('applicant.zipCode')} autoComplete="postal-code" maxLength={5} />
            </div>
            <div className={styles.row}>
              <NumberField
                name="monthsAtAddress"
                label={text('applicant.monthsAtAddress')}
                autoComplete="off"
                maxLength={4}
              />
              <RadioGroupField name="ownResidence" legend={text('applicant.ownOrRent')} options={options.ownOrRent} />
            </div>
            <h3 className={styles.section}>{text('applicant.phoneSection')}</h3>
            <div className={styles.row}>
              <MaskedField
                name="phoneNumber"
                label={text('applicant.phoneNumber')}
                mask="phone"
                autoComplete="tel-national"
              />
              <SelectField
                name="phoneType"
                label={text('applicant.phoneType')}
                options={options.phoneTypes}
                placeholder={select}
              />
            </div>
            <CheckboxField name="smsOptIn" label={text('applicant.smsOptIn')} />
            <div className={styles.row}>
              <MaskedField
                name="secondPhoneNumber"
                label={text('applicant.secondPhone')}
                mask="phone"
                autoComplete="off"
              />
              <SelectField
                name="secondPhoneType"
                label={text('applicant.secondPhoneType')}
                options={options.phoneTypes}
                placeholder={select}
              />
            </div>
            <h3 className={styles.section}>{text('applicant.idSection')}</h3>
            <RadioGroupField name="stateIdType" legend={text('applicant.idType')} options={options.idTypes} />
            <div className={styles.row}>
              <SelectField
                name="driverLicenseStateCode"
                label={text('applicant.idState')}
                options={options.states}
                placeholder={select}
              />
              <MaskedField name="driverLicenseNumber" label={text('applicant.idNumber')} mask="id" autoComplete="off" />
            </div>
            <DateField name="stateIdExpirationDate" label={text('applicant.idExpiration')} autoComplete="off" />
            {(SPOUSAL_STATES as readonly string[]).includes(values.stateCode) && (
              <>
                <h3 className={styles.section}>{text('applicant.spouseSection')}</h3>
                <p className={styles.muted}>{text('applicant.spouseWhy')}</p>
                <RadioGroupField name="maritalStatus" legend={text('applicant.married')} options={options.married} />
                {values.maritalStatus === 'MARRIED' && (
                  <>
                    <div className={styles.row}>
                      <TextField
                        name="spouseFirstName"
                        label={text('applicant.spouseFirstName')}
                        autoComplete="off"
                        maxLength={50}
                      />
                      <TextField
                        name="spouseLastName"
                        label={text('applicant.spouseLastName')}
                        autoComplete="off"
                        maxLength={50}
                      />
                    </div>
                    <div className={styles.row}>
                      <TextField
                        name="spouseEmail"
                        label={text('applicant.spouseEmail')}
                        type="email"
                        autoComplete="off"
                        maxLength={EMAIL_MAX}
                      />
                      <MaskedField
                        name="spousePhone"
                        label={text('applicant.spousePhone')}
                        mask="phone"
                        autoComplete="off"
                      />
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
