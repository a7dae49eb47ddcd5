// Step 4's loan (application spec 3.1): the product offered, then the amount and term, each saved with the page that
// follows as the place to resume.
import { all, call, takeLeading } from 'redux-saga/effects';
import { arrive, currentRecord, saveFailedWith } from '../../flowEffects';
import { saveLoanSelection, savePreferredProduct, type ApplicationRecord } from '../../applicationEndpoints';
import { type ApplicationStep } from '../../../../lib/rules/applicationSteps';
import { loanAmountChosen, loanProductChosen } from '../../applicationSlice';

/**
 * Where the amount page leads once the loan is saved: an online loan to the checks before its submission (the mobile
 * number, then the photo ID); a store loan (the store checks the phone and the ID in person, and sets the terms) to
 * the documents before its submission.
 */
const afterAmount = (record: ApplicationRecord): ApplicationStep =>
  record.channel === 'ONLINE' ? 'OTP' : 'AGREEMENTS';

export function* loanProductSaga(action: ReturnType<typeof loanProductChosen>) {
  const record = yield* currentRecord();
  if (!record) return;
  try {
    const saved = (yield call(savePreferredProduct, {
      id: record.id,
      preferredProductCode: action.payload.productCode,
      channel: record.channel === 'RETAIL' ? 'RETAIL' : 'ONLINE',
      resumeAt: 'AMOUNT',
    })) as ApplicationRecord;
    yield call(arrive, saved, 'AMOUNT');
  } catch (error) {
    yield call(saveFailedWith, error);
  }
}

export function* loanAmountSaga(action: ReturnType<typeof loanAmountChosen>) {
  const record = yield* currentRecord();
  if (!record?.preferredProductCode) return;
  try {
    // The save keeps the application's channel, so the step after it is known before it.
    const nextStep = afterAmount(record);
    const saved = (yield call(saveLoanSelection, {
      id: record.id,
      productCode: record.preferredProductCode,
      loanAmount: action.payload.loanAmount,
      termMonths: action.payload.termMonths,
      resumeAt: nextStep,
    })) as ApplicationRecord;
    yield call(arrive, saved, nextStep);
  } catch (error) {
    yield call(saveFailedWith, error);
  }
}

export function* loanSagas() {
  yield all([takeLeading(loanProductChosen.type, loanProductSaga), takeLeading(loanAmountChosen.type, loanAmountSaga)]);
}
