import { Alert } from '../../../components/Alert';
import { CheckboxField } from '../../../components/form/CheckboxField';
import { CurrencyField } from '../../../components/form/CurrencyField';
import { DateField } from '../../../components/form/DateField';
import { Form } from '../../../components/form/Form';
import { MaskedField } from '../../../components/form/MaskedField';
import { NumberField } from '../../../components/form/NumberField';
import { SelectField } from '../../../components/form/SelectField';
import { TextField } from '../../../components/form/TextField';
import { incomeInput } from '../../../lib/validation/applicationInputs';
import {
  APPLICATION_MESSAGES,
  incomeInformationSchema,
  incomeWireSchema,
} from '../../../lib/validation/applicationSchemas';
import { useAppSelector } from '../../../store/hooks';
import { useSaveIncomeInformationMutation } from '../applicationEndpoints';
import { selectApplicationRecord } from '../applicationRecord';
import { APPLICATION_TEXT } from '../applicationText';
import { useStepSave } from '../useStepSave';
import { incomeValues, type IncomeValues } from './incomeFormValues';
import { ApplicationPage } from '../progress/ApplicationPage';
import styles from '../progress/application.module.scss';

/** Income types (spec 3.13): the benefit incomes are chosen by name; the server maps them per brand (server/domain/application/incomeTypes.ts). */
const INCOME_TYPES = [
  { value: 'E', label: 'Employed' },
  { value: 'SELF_EMPLOYED', label: 'Self-employed' },
  { value: 'SOCIAL_SECURITY', label: 'Social Security' },
  { value: 'DISABILITY', label: 'Disability' },
  { value: 'ALIMONY', label: 'Alimony or child support' },
  { value: 'O', label: 'Other income' },
];
const FREQUENCIES = [
  { value: 'WK', label: 'Every week' },
  { value: 'BI', label: 'Every two weeks' },
  { value: 'BIM', label: 'Twice a month' },
  { value: 'MON', label: 'Once a month' },
];
const WEEKDAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'].map((day) => ({
  value: day,
  label: day.charAt(0) + day.slice(1).toLowerCase(),
}));
const METHODS = [
  { value: 'DIRECT_DEPOSIT', label: 'Direct deposit' },
  { value: 'PAPER_CHECK', label: 'Paper check' },
  { value: 'CASH', label: 'Cash' },
  { value: 'OTHER', label: 'Other' },
];
const SHIFTS = [
  { value: 'DAY', label: 'Day' },
  { value: 'EVENING', label: 'Evening' },
  { value: 'NIGHT', label: 'Night' },
  { value: 'ROTATING', label: 'Rotating' },
];

/**
 * /application/income: step 3's income (application spec 3.1), one call answered with the bank step as the place to
 * resume (the bank link follows it).
 */
export function IncomeScreen() {
  const { save, saving, error } = useStepSave(useSaveIncomeInformationMutation);
  const record = useAppSelector(selectApplicationRecord);
  const saved = !!record?.incomeInformation;
  const submit = (values: IncomeValues) => {
    if (!record) return;
    // The form was checked by the schema derived from the wire's; the wire checked again is the typed wire.
    void save(() => ({ id: record.id, incomeInformation: incomeWireSchema.validateSync(incomeInput(values)) }));
  };
  return (
    <ApplicationPage id="income-title" title="Your income">
      {saved && !saving && !error && (
        <Alert tone="success">Your income is saved. You can change it here until you submit your application.</Alert>
      )}
      <Form
        schema={incomeInformationSchema}
        initialValues={incomeValues(record)}
        incompleteMessage={APPLICATION_MESSAGES.formIncomplete}
        onSubmit={submit}
        submitLabel="Save and continue"
        submittingLabel={APPLICATION_TEXT.processing}
        submitting={saving}
        error={error}
      >
        {(values) => {
          const employed = values.type === 'E' || values.type === 'SELF_EMPLOYED';
          return (
            <>
              <SelectField name="type" label="Main source of income" options={INCOME_TYPES} />
              {employed && (
                <>
                  <TextField
                    name="employerName"
                    label={values.type === 'E' ? 'Employer' : 'Business name'}
                    autoComplete="organization"
                    maxLength={100}
                  />
                  <div className={styles.row}>
                    <MaskedField
                      name="workPhone"
                      label={values.type === 'E' ? 'Work phone' : 'Work phone (optional)'}
                      mask="phone"
                      autoComplete="off"
                    />
                    <NumberField name="workExtension" label="Extension (optional)" autoComplete="off" maxLength={6} />
                  </div>
                  <div className={styles.row}>
                    <TextField
                      name="jobTitle"
                      label="Job title (optional)"
                      autoComplete="organization-title"
                      maxLength={100}
                    />
                    <SelectField name="jobShift" label="Shift (optional)" options={SHIFTS} />
                  </div>
                  <DateField name="employmentHireDate" label="Start date" autoComplete="off" />
                </>
              )}
              <div className={styles.row}>
                <SelectField name="paymentFrequency" label="How often are you paid?" options={FREQUENCIES} />
                {(values.paymentFrequency === 'WK' || values.paymentFrequency === 'BI') && (
                  <SelectField name="paymentDayOfWeek" label="Payday" options={WEEKDAYS} />
                )}
              </div>
              <DateField name="nextPaymentDate" label="Next pay date" autoComplete="off" />
              <SelectField name="paymentMethod" label="How are you paid?" options={METHODS} />
              <div className={styles.row}>
                <CurrencyField name="amountGross" label="Gross pay per pay period" max={9999999} />
                <CurrencyField name="amountNet" label="Take-home pay per pay period" max={9999999} />
              </div>
              <CheckboxField name="isPrimaryIncome" label="This is my main income" />
            </>
          );
        }}
      </Form>
    </ApplicationPage>
  );
}
