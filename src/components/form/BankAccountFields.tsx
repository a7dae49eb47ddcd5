// The fields of a checking account typed by hand (bankInformationSchema): the bank step's /bank/manual and the
// approved loan's /approved/new-bank. `rule` is said before the date the account was opened.
import type { ReactNode } from 'react';
import { DateField } from './DateField';
import { MaskedField } from './MaskedField';
import { RadioGroupField } from './RadioGroupField';
import { TextField } from './TextField';

const ACCOUNT_TYPES = [
  { value: 'CHECKING', label: 'Checking' },
  { value: 'SAVINGS', label: 'Savings' },
] as const;
const ROUTING_MASK = { pattern: '000000000' };
const ACCOUNT_MASK = { pattern: /^\d{0,17}$/ };

export function BankAccountFields({ rule }: { rule?: ReactNode }) {
  return (
    <>
      <MaskedField
        name="routingNumber"
        label="Routing number"
        mask={ROUTING_MASK}
        inputMode="numeric"
        autoComplete="off"
        hint="9 digits"
      />
      <MaskedField
        name="accountNumber"
        label="Account number"
        mask={ACCOUNT_MASK}
        inputMode="numeric"
        autoComplete="off"
        hint="4 to 17 digits"
      />
      <TextField name="accountHoldersName" label="Account holder's name" autoComplete="name" maxLength={100} />
      <TextField name="bankName" label="Bank name" autoComplete="off" maxLength={100} />
      <RadioGroupField name="accountType" legend="Type of account" options={ACCOUNT_TYPES} />
      {rule}
      <DateField name="accountOpenDate" label="Date the account was opened" autoComplete="off" />
    </>
  );
}
