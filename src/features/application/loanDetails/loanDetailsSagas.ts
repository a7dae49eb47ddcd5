// Step 2, loan details (application spec 3.1, 9): the product preference, then for a store loan the store (remembered
// 30 days in the store cookie, as one chosen on the store locator is). Each save is answered with the page that follows.
import { all, call, takeLeading } from 'redux-saga/effects';
import { currentRecord, saveStep } from '../flowEffects';
import { rememberStore } from '../../../lib/storeCookie';
import { savePreferredProduct, saveStoreInformation } from '../applicationEndpoints';
import { productChosen, storeConfirmed } from '../applicationSlice';

export function* productSaga(action: ReturnType<typeof productChosen>) {
  const record = yield* currentRecord();
  if (!record) return;
  const { productCode, channel } = action.payload;
  yield* saveStep(savePreferredProduct, { id: record.id, preferredProductCode: productCode, channel });
}

export function* storeSaga(action: ReturnType<typeof storeConfirmed>) {
  const record = yield* currentRecord();
  if (!record) return;
  const { storeNumber, brandName } = action.payload;
  const saved = yield* saveStep(saveStoreInformation, {
    id: record.id,
    storeInformation: { storeNumber: String(storeNumber), brandName },
  });
  // Remembered 30 days (spec 9), as a store chosen on the store locator is.
  if (saved) yield call(rememberStore, storeNumber);
}

export function* loanDetailsSagas() {
  yield all([takeLeading(productChosen.type, productSaga), takeLeading(storeConfirmed.type, storeSaga)]);
}
