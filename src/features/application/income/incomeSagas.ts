// Step 3 (application spec 3.1): the income is one call its screen makes (IncomeScreen.tsx); once the bank feature has
// saved the account (or the applicant goes on with the one saved), step 4 starts with the loan offered. The bank's
// save marks the record stale, and the bank step's frame has it read again (applicationRecord.ts).
import { applicationPaths } from '../../../config/applicationPaths';
import { call, takeLeading } from 'redux-saga/effects';
import { bankAccountSaved, bankStepContinued } from '../../../events/bankEvents';
import { arrive, currentRecord, keepSaved, moveOn } from '../flowEffects';
import { service } from '../../../store/sagaServices';

const page = applicationPaths;

/**
 * Step 3 is done once the bank feature saved the account (the record keeps it: only the last 4 digits of its
 * numbers), or the applicant goes on with the account saved before: step 4 starts with the loan offered.
 */
export function* bankDoneSaga(action: ReturnType<typeof bankAccountSaved> | ReturnType<typeof bankStepContinued>) {
  const record = yield* currentRecord();
  if (record?.id !== action.payload.applicationId) return;
  // A saved account: the save stored step 4's products as the place to resume (the server's NEXT_STEP).
  if (bankAccountSaved.match(action)) {
    yield call(arrive, record, 'PRODUCTS');
    return;
  }
  // Going on with the account saved before: the place to resume is saved on its own.
  if (!record.bankingInformation) return;
  try {
    yield call(moveOn, record, 'PRODUCTS');
  } catch {
    // The account is saved; only the place to resume at was not: go on all the same (a reload resumes at the bank
    // step, which shows the saved account and goes on from there).
    const navigate = yield* service('navigate');
    yield* keepSaved(record, page.products.href());
    yield call(navigate.navigate, page.products.href());
  }
}

export function* incomeSagas() {
  yield takeLeading([bankAccountSaved.type, bankStepContinued.type], bankDoneSaga);
}
