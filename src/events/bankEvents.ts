// What the bank feature tells the application (features do not import each other): the account of step 3 is saved.
import { createAction } from '@reduxjs/toolkit';

/** The bank account as the server keeps it now (only the last 4 digits of its numbers). */
export interface SavedBankAccount {
  isReadOnly: boolean;
  routingNumber: string;
  accountNumber: string;
  accountHoldersName: string;
  accountBalance: string | null;
  bankName: string;
  accountOpenDate: string | null;
  accountType: string;
}

/** Step 3's account is saved: its save stored step 4 as the place to resume, and marked the record stale. */
export const bankAccountSaved = createAction<{ applicationId: string }>('bank/accountSaved');

/** The applicant goes on from the bank account already saved (the bank step's Continue). */
export const bankStepContinued = createAction<{ applicationId: string }>('bank/stepContinued');
