// Step 2, loan details (application spec 3.1, 9): the product preference, then for a store loan the store (remembered
// 30 days in the store cookie, as one chosen on the store locator is). Each save is answered with the page that follows.
import { all, call, takeLeading } from 'redux-saga/effects';
import { arriveWhereSaved, currentRecord, saveFailedWith } from '../flowEffects';
import { rememberStore } from '../../../lib/storeCookie';
import { savePreferredProduct, saveStoreInformation, type ApplicationRecord } from '../applicationEndpoints';
import { productChosen, storeConfirmed } from '../applicationSlice';

export function* productSaga(action: ReturnType<typeof productChosen>) {
  const record = yield* currentRecord();
  if (!record) return;
  try {
    const saved = (yield call(savePreferredProduct, {
      id: record.id,
      preferredProductCode: action.payload.productCode,
      channel: action.payload.channel,
    })) as ApplicationRecord;
    yield call(arriveWhereSaved, saved);
  } catch (error) {
    yield call(saveFailedWith, error);
  }
}

export function* storeSaga(action: ReturnType<typeof storeConfirmed>) {
  const record = yield* currentRecord();
  if (!record) return;
  try {
    const saved = (yield call(saveStoreInformation, {
      id: record.id,
      storeInformation: { storeNumber: String(action.payload.storeNumber), brandName: action.payload.brandName },
    })) as ApplicationRecord;
    // Remembered 30 days (spec 9), as a store chosen on the store locator is.
    yield call(rememberStore, action.payload.storeNumber);
    yield call(arriveWhereSaved, saved);
  } catch (error) {
    yield call(saveFailedWith, error);
  }
}

export function* loanDetailsSagas() {
  yield all([takeLeading(productChosen.type, productSaga), takeLeading(storeConfirmed.type, storeSaga)]);
}
