// Step 4's loan (application spec 3.1): the product offered, then the amount and term. Each is one call, answered with
// the page that follows (NEXT_STEP in src/lib/rules/applicationSteps.ts: the amount; then the checks for an online
// loan, the documents for a store loan), and the browser goes there.
import { all, call, takeLeading } from 'redux-saga/effects';
import { arriveWhereSaved, currentRecord, saveFailedWith } from '../../flowEffects';
import { saveLoanProduct, saveLoanSelection, type ApplicationRecord } from '../../applicationEndpoints';
import { loanAmountChosen, loanProductChosen } from '../../applicationSlice';

export function* loanProductSaga(action: ReturnType<typeof loanProductChosen>) {
  const record = yield* currentRecord();
  if (!record) return;
  try {
    const saved = (yield call(saveLoanProduct, {
      id: record.id,
      productCode: action.payload.productCode,
    })) as ApplicationRecord;
    yield call(arriveWhereSaved, saved);
  } catch (error) {
    yield call(saveFailedWith, error);
  }
}

export function* loanAmountSaga(action: ReturnType<typeof loanAmountChosen>) {
  const record = yield* currentRecord();
  if (!record?.preferredProductCode) return;
  try {
    const saved = (yield call(saveLoanSelection, {
      id: record.id,
      productCode: record.preferredProductCode,
      loanAmount: action.payload.loanAmount,
      termMonths: action.payload.termMonths,
    })) as ApplicationRecord;
    yield call(arriveWhereSaved, saved);
  } catch (error) {
    yield call(saveFailedWith, error);
  }
}

export function* loanSagas() {
  yield all([takeLeading(loanProductChosen.type, loanProductSaga), takeLeading(loanAmountChosen.type, loanAmountSaga)]);
}
