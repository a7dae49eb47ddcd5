// Step 3 (application spec 3.1): the income, answered with the bank step as the place to resume; once the bank feature
// has saved the account (or the applicant goes on with the one saved), step 4 starts with the loan offered. The bank's
// save marks the record stale, and the bank step's frame has it read again (applicationRecord.ts).
import { applicationPaths } from '../../../config/applicationPaths';
import { all, call, takeLeading } from 'redux-saga/effects';
import { bankAccountSaved, bankStepContinued } from '../../../events/bankEvents';
import { arrive, currentRecord, keepSaved, moveOn, saveFailedWith, saveStep } from '../flowEffects';
import { incomeInput } from '../../../lib/validation/applicationInputs';
import { incomeWireSchema } from '../../../lib/validation/applicationSchemas';
import { service } from '../../../store/sagaServices';
import { saveIncomeInformation } from '../applicationEndpoints';
import { incomeSubmitted } from '../applicationSlice';

const page = applicationPaths;

export function* incomeSaga(action: ReturnType<typeof incomeSubmitted>) {
  const record = yield* currentRecord();
  if (!record) return;
  let incomeInformation;
  try {
    // The form was checked by the schema derived from the wire's; the wire checked again is the typed wire.
    incomeInformation = incomeWireSchema.validateSync(incomeInput(action.payload));
  } catch (error) {
    yield call(saveFailedWith, error);
    return;
  }
  // Then the rest of step 3: the bank account.
  yield* saveStep(saveIncomeInformation, { id: record.id, incomeInformation });
}

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
  yield all([
    takeLeading(incomeSubmitted.type, incomeSaga),
    takeLeading([bankAccountSaved.type, bankStepContinued.type], bankDoneSaga),
  ]);
}
