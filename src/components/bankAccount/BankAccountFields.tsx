// The fields of a checking account typed by hand (bankInformationSchema): the bank step's /bank/manual and the
// approved loan's /approved/new-bank. `rule` is said before the date the account was opened.
import { useMemo, type ReactNode } from 'react';
import { DateField } from '../form/DateField';
import { MaskedField } from '../form/MaskedField';
import { RadioGroupField } from '../form/RadioGroupField';
import { TextField } from '../form/TextField';
import { useTexts } from '../../i18n/useTexts';
import { bankFieldsTexts, type BankFieldsText } from './texts/catalog';

const ROUTING_MASK = { pattern: '000000000' };
const ACCOUNT_MASK = { pattern: /^\d{0,17}$/ };

export function BankAccountFields({ rule }: { rule?: ReactNode }) {
  const text = useTexts<BankFieldsText>(bankFieldsTexts);
  const types = useMemo(
    () => [
      { value: 'CHECKING', label: text('bankFields.checking') },
      { value: 'SAVINGS', label: text('bankFields.savings') },
    ],
    [text],
  );
  return (
    <>
      <MaskedField
        name="routingNumber"
        label={text('bankFields.routingNumber')}
        mask={ROUTING_MASK}
        inputMode="numeric"
        autoComplete="off"
        hint={text('bankFields.routingHint')}
      />
      <MaskedField
        name="accountNumber"
        label={text('bankFields.accountNumber')}
        mask={ACCOUNT_MASK}
        inputMode="numeric"
        autoComplete="off"
        hint={text('bankFields.accountHint')}
      />
      <TextField name="accountHoldersName" label={text('bankFields.holder')} autoComplete="name" maxLength={100} />
      <TextField name="bankName" label={text('bankFields.bankName')} autoComplete="off" maxLength={100} />
      <RadioGroupField name="accountType" legend={text('bankFields.type')} options={types} />
      {rule}
      <DateField name="accountOpenDate" label={text('bankFields.openDate')} autoComplete="off" />
    </>
  );
}
