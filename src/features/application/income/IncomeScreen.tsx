import { useMemo } from 'react';
import { Alert } from '../../../components/Alert';
import { type TextOf, useMessageText, useTexts } from '../../../i18n/useTexts';
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
import { applicationTexts, type ApplicationText } from '../texts/catalog';
import styles from '../progress/application.module.scss';

/**
 * Each field's options, by their value and the text of their name. Income types (spec 3.13): the benefit incomes are
 * chosen by name; the server maps them per brand (server/domain/application/incomeTypes.ts).
 */
const INCOME_TYPES = [
  ['E', 'income.type.E'],
  ['SELF_EMPLOYED', 'income.type.selfEmployed'],
  ['SOCIAL_SECURITY', 'income.type.socialSecurity'],
  ['DISABILITY', 'income.type.DISABILITY'],
  ['ALIMONY', 'income.type.ALIMONY'],
  ['O', 'income.type.O'],
] as const;
const FREQUENCIES = [
  ['WK', 'income.frequency.WK'],
  ['BI', 'income.frequency.BI'],
  ['BIM', 'income.frequency.BIM'],
  ['MON', 'income.frequency.MON'],
] as const;
const WEEKDAYS = [
  ['MONDAY', 'income.day.MONDAY'],
  ['TUESDAY', 'income.day.TUESDAY'],
  ['WEDNESDAY', 'income.day.WEDNESDAY'],
  ['THURSDAY', 'income.day.THURSDAY'],
  ['FRIDAY', 'income.day.FRIDAY'],
  ['SATURDAY', 'income.day.SATURDAY'],
  ['SUNDAY', 'income.day.SUNDAY'],
] as const;
const METHODS = [
  ['DIRECT_DEPOSIT', 'income.method.directDeposit'],
  ['PAPER_CHECK', 'income.method.paperCheck'],
  ['CASH', 'income.method.CASH'],
  ['OTHER', 'income.method.OTHER'],
] as const;
const SHIFTS = [
  ['DAY', 'income.shift.DAY'],
  ['EVENING', 'income.shift.EVENING'],
  ['NIGHT', 'income.shift.NIGHT'],
  ['ROTATING', 'income.shift.ROTATING'],
] as const;

/** The fields' options in the page's language. */
function optionsIn(text: TextOf<ApplicationText>) {
  const each = (options: readonly (readonly [string, ApplicationText])[]) =>
    options.map(([value, label]) => ({ value, label: text(label) }));
  return {
    types: each(INCOME_TYPES),
    frequencies: each(FREQUENCIES),
    weekdays: each(WEEKDAYS),
    methods: each(METHODS),
    shifts: each(SHIFTS),
  };
}

/**
 * /application/income: step 3's income (application spec 3.1), one call answered with the bank step as the place to
 * resume (the bank link follows it).
 */
export function IncomeScreen() {
  const text = useTexts<ApplicationText>(applicationTexts);
  // Made once a language: a field renders again only when its props or its own value change.
  const options = useMemo(() => optionsIn(text), [text]);
  const select = text('form.select');
  const { save, saving, error } = useStepSave(useSaveIncomeInformationMutation);
  const messageText = useMessageText();
  const record = useAppSelector(selectApplicationRecord);
  const saved = !!record?.incomeInformation;
  const submit = (values: IncomeValues) => {
    if (!record) return;
    // The form was checked by the schema derived from the wire's; the wire checked again is the typed wire.
    void save(() => ({ id: record.id, incomeInformation: incomeWireSchema.validateSync(incomeInput(values)) }));
  };
  return (
    <ApplicationPage id="income-title" title={text('income.title')}>
      {saved && !saving && !error && <Alert tone="success">{text('income.saved')}</Alert>}
      <Form
        schema={incomeInformationSchema}
        initialValues={incomeValues(record)}
        incompleteMessage={text(APPLICATION_MESSAGES.formIncomplete)}
        onSubmit={submit}
        submitLabel={text('income.saveAndContinue')}
        submittingLabel={text(APPLICATION_TEXT.processing)}
        submitting={saving}
        error={error && messageText(error)}
      >
        {(values) => {
          const employed = values.type === 'E' || values.type === 'SELF_EMPLOYED';
          return (
            <>
              <SelectField name="type" label={text('income.type')} options={options.types} placeholder={select} />
              {employed && (
                <>
                  <TextField
                    name="employerName"
                    label={text(values.type === 'E' ? 'income.employer' : 'income.business')}
                    autoComplete="organization"
                    maxLength={100}
                  />
                  <div className={styles.row}>
                    <MaskedField
                      name="workPhone"
                      label={text(values.type === 'E' ? 'income.workPhone' : 'income.workPhoneOptional')}
                      mask="phone"
                      autoComplete="off"
                    />
                    <NumberField
                      name="workExtension"
                      label={text('income.extension')}
                      autoComplete="off"
                      maxLength={6}
                    />
                  </div>
                  <div className={styles.row}>
                    <TextField
                      name="jobTitle"
                      label={text('income.jobTitle')}
                      autoComplete="organization-title"
                      maxLength={100}
                    />
                    <SelectField
                      name="jobShift"
                      label={text('income.shift')}
                      options={options.shifts}
                      placeholder={select}
                    />
                  </div>
                  <DateField name="employmentHireDate" label={text('income.hireDate')} autoComplete="off" />
                </>
              )}
              <div className={styles.row}>
                <SelectField
                  name="paymentFrequency"
                  label={text('income.frequency')}
                  options={options.frequencies}
                  placeholder={select}
                />
                {(values.paymentFrequency === 'WK' || values.paymentFrequency === 'BI') && (
                  <SelectField
                    name="paymentDayOfWeek"
                    label={text('income.payDay')}
                    options={options.weekdays}
                    placeholder={select}
                  />
                )}
              </div>
              <DateField name="nextPaymentDate" label={text('income.nextPayDate')} autoComplete="off" />
              <SelectField
                name="paymentMethod"
                label={text('income.method')}
                options={options.methods}
                placeholder={select}
              />
              <div className={styles.row}>
                <CurrencyField name="amountGross" label={text('income.gross')} max={9999999} />
                <CurrencyField name="amountNet" label={text('income.net')} max={9999999} />
              </div>
              <CheckboxField name="isPrimaryIncome" label={text('income.primary')} />
            </>
          );
        }}
      </Form>
    </ApplicationPage>
  );
}
