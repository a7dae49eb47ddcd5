// The store locator's client side (application spec 4.9 and 9): once 5 digits are typed and typing has paused
// 0.4 s, the ZIP code becomes the search (a newer one typed before the pause replaces it); the search itself is the
// API cache's (useStoreSearch). A chosen store is remembered for 30 days (never store 2997) and read back on the
// next visit.
import { all, call, delay, put, takeLatest } from 'redux-saga/effects';
import { rememberedStore, rememberStore } from '../../lib/storeCookie';
import { myStoreRemembered, storeChosen, zipSearched, zipTyped, ZIP_LENGTH } from './storesSlice';

export const SEARCH_PAUSE_MS = 400;

export function* zipSaga(action: ReturnType<typeof zipTyped>) {
  const zip = action.payload;
  if (zip.length !== ZIP_LENGTH) return;
  yield delay(SEARCH_PAUSE_MS);
  yield put(zipSearched(zip));
}

export function* storeChosenSaga(action: ReturnType<typeof storeChosen>) {
  yield call(rememberStore, action.payload);
}

/** The store chosen on an earlier visit, from its cookie. */
export function* rememberedStoreSaga() {
  const storeNumber = (yield call(rememberedStore)) as number | null;
  if (storeNumber !== null) yield put(myStoreRemembered(storeNumber));
}

export function* storesSagas() {
  yield all([
    call(rememberedStoreSaga),
    takeLatest(zipTyped.type, zipSaga),
    takeLatest(storeChosen.type, storeChosenSaga),
  ]);
}
