// The store locator's searches (application spec 4.9 and 9): once 5 digits are typed and typing has paused
// 0.4 s, the nearest stores of the brand (a brand without stores of its own: its partner's) within 804700
// metres, a page at a time; a newer ZIP code cancels the search in flight (and aborts its request). 'Load more'
// reveals 3 more cards, fetching the next page when the cards run out. A failed search keeps its message and
// ends the loading state. A chosen store is remembered for 30 days (never store 2997) and read back on the next visit.
import { all, call, delay, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { Brand } from '../../../brands/brandSchema';
import type { ApiError } from '../../lib/apiError';
import { selectBrand } from '../../store/selectors';
import { realStores, rememberedStore, rememberStore, type Store } from './storeDisplay';
import { searchStores } from './storesEndpoints';
import { moreFetching, moreFound, moreRequested, myStoreRemembered, searchFailed, searchStarted, selectStores, storeChosen, storesFound, zipTyped, ZIP_LENGTH, type StoresState } from './storesSlice';

export const SEARCH_PAUSE_MS = 400;
export const PAGE_SIZE = 12;
export const MAX_DISTANCE_METRES = 804700;

/** Whose stores a brand shows: its own, or its partner's when it has none. */
export const storeBrandOf = (brand: Pick<Brand, 'key' | 'hasRetailStores' | 'partnerBrand'>) => (brand.hasRetailStores ? brand.key : brand.partnerBrand);

export const searchErrorMessage = (error: unknown, phone: string) => {
  const failure = error as Partial<ApiError> | null;
  if (failure?.status === 400 && failure.message) return failure.message;
  return `We couldn't search for stores just now. Please try again in a moment, or call us at ${phone}.`;
};

function* fetchPage(zip: string, skip: number) {
  const brand = (yield select(selectBrand)) as Brand;
  const rows = (yield call(searchStores, { postalCode: zip, brand: storeBrandOf(brand), limit: PAGE_SIZE, skip, maxDistance: MAX_DISTANCE_METRES })) as Store[];
  return { stores: realStores(rows), fetched: skip + rows.length, exhausted: rows.length < PAGE_SIZE };
}

/**
 * The one store nearest a ZIP code (a search with limit 1, spec 4.9 and 9), or null when none is in range or the
 * nearest is store 2997 (no store). The application's store-select step suggests it.
 */
export function* nearestStore(postalCode: string) {
  const brand = (yield select(selectBrand)) as Brand;
  const rows = (yield call(searchStores, { postalCode, brand: storeBrandOf(brand), limit: 1, skip: 0, maxDistance: MAX_DISTANCE_METRES })) as Store[];
  return realStores(rows)[0] ?? null;
}

function* failed(error: unknown) {
  const brand = (yield select(selectBrand)) as Brand;
  yield put(searchFailed(searchErrorMessage(error, brand.phoneNumber)));
}

export function* zipSaga(action: ReturnType<typeof zipTyped>) {
  const zip = action.payload;
  if (zip.length !== ZIP_LENGTH) return;
  yield delay(SEARCH_PAUSE_MS);
  yield put(searchStarted());
  try {
    const page = (yield call(fetchPage, zip, 0)) as { stores: Store[]; fetched: number; exhausted: boolean };
    yield put(storesFound({ zip, ...page }));
  } catch (error) {
    yield call(failed, error);
  }
}

export function* moreSaga() {
  let stores = (yield select(selectStores)) as StoresState;
  try {
    while (stores.searchedZip && stores.stores.length < stores.shown && !stores.exhausted) {
      yield put(moreFetching());
      const page = (yield call(fetchPage, stores.searchedZip, stores.fetched)) as { stores: Store[]; fetched: number; exhausted: boolean };
      yield put(moreFound(page));
      stores = (yield select(selectStores)) as StoresState;
    }
  } catch (error) {
    yield call(failed, error);
  }
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
    call(rememberedStoreSaga),takeLatest(zipTyped.type, zipSaga), takeLeading(moreRequested.type, moreSaga), takeLatest(storeChosen.type, storeChosenSaga)]);
}
