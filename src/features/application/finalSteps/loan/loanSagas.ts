// Step 4's loan (application spec 3.1): the product offered, then the amount and term. Each is one call, answered with
// the page that follows (NEXT_STEP in src/lib/rules/applicationSteps.ts: the amount; then the checks for an online
// loan, the documents for a store loan), and the browser goes there.
import { all, takeLeading } from 'redux-saga/effects';
import { currentRecord, saveStep } from '../../flowEffects';
import { saveLoanProduct, saveLoanSelection } from '../../applicationEndpoints';
import { loanAmountChosen, loanProductChosen } from '../../applicationSlice';

export function* loanProductSaga(action: ReturnType<typeof loanProductChosen>) {
  const record = yield* currentRecord();
  if (!record) return;
  yield* saveStep(saveLoanProduct, { id: record.id, productCode: action.payload.productCode });
}

export function* loanAmountSaga(action: ReturnType<typeof loanAmountChosen>) {
  const record = yield* currentRecord();
  if (!record?.preferredProductCode) return;
  const { loanAmount, termMonths } = action.payload;
  yield* saveStep(saveLoanSelection, {
    id: record.id,
    productCode: record.preferredProductCode,
    loanAmount,
    termMonths,
  });
}

export function* loanSagas() {
  yield all([takeLeading(loanProductChosen.type, loanProductSaga), takeLeading(loanAmountChosen.type, loanAmountSaga)]);
}
