// The store locator (application spec 4.9): the ZIP code typed (digits only, at most 5), the search for it, the
// stores found nearest first (store 2997 left out), how many cards show (9, then 3 more at a time), and the
// store whose details are open. Serialisable; loaded with the stores chunk.
import { createAction, createSelector, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '../../store/rootReducer';
import { isNoStore, type Store } from './storeDisplay';

export const FIRST_CARDS = 9;
export const MORE_CARDS = 3;
export const ZIP_LENGTH = 5;

export interface StoresState {
  zip: string;
  /** The ZIP code of the results on screen. */
  searchedZip: string | null;
  status: 'idle' | 'searching' | 'found' | 'failed';
  /** The stores found so far, nearest first (never store 2997). */
  stores: Store[];
  /** How many rows the server has answered (store 2997 included): where the next page starts. */
  fetched: number;
  /** The server has no more stores within range. */
  exhausted: boolean;
  shown: number;
  loadingMore: boolean;
  error: string | null;
  /** The store whose details are open. */
  openStore: number | null;
  /** The visitor's chosen store (remembered for 30 days in a cookie). */
  myStore: number | null;
}

const initialState: StoresState = {
  zip: '',
  searchedZip: null,
  status: 'idle',
  stores: [],
  fetched: 0,
  exhausted: false,
  shown: FIRST_CARDS,
  loadingMore: false,
  error: null,
  openStore: null,
  myStore: null,
};

/** Keeps only what a ZIP code can hold: digits, at most 5 (a pasted '43004-1234' keeps '43004'). */
export const zipOf = (typed: string) => typed.replace(/\D/g, '').slice(0, ZIP_LENGTH);

/** The visitor chose a store (the cookie remembers it; the application's store-select step saves it too). */
export const storeChosen = createAction<number>('stores/storeChosen');

export const storesSlice = createSlice({
  name: 'stores',
  initialState,
  reducers: {
    zipTyped: {
      reducer(state, action: PayloadAction<string>) {
        state.zip = action.payload;
      },
      prepare: (typed: string) => ({ payload: zipOf(typed) }),
    },
    searchStarted(state) {
      state.status = 'searching';
      state.error = null;
    },
    storesFound(state, action: PayloadAction<{ zip: string; stores: Store[]; fetched: number; exhausted: boolean }>) {
      state.status = 'found';
      state.searchedZip = action.payload.zip;
      state.stores = action.payload.stores;
      state.fetched = action.payload.fetched;
      state.exhausted = action.payload.exhausted;
      state.shown = FIRST_CARDS;
      state.openStore = null;
    },
    /** The search failed: the message stays on screen, the loading state ends. */
    searchFailed(state, action: PayloadAction<string>) {
      state.status = 'failed';
      state.loadingMore = false;
      state.error = action.payload;
    },
    moreRequested(state) {
      state.shown += MORE_CARDS;
    },
    moreFetching(state) {
      state.loadingMore = true;
    },
    moreFound(state, action: PayloadAction<{ stores: Store[]; fetched: number; exhausted: boolean }>) {
      state.loadingMore = false;
      const known = new Set(state.stores.map((store) => store.storeNumber));
      state.stores.push(...action.payload.stores.filter((store) => !known.has(store.storeNumber)));
      state.fetched = action.payload.fetched;
      state.exhausted = action.payload.exhausted;
    },
    storeOpened(state, action: PayloadAction<number>) {
      state.openStore = action.payload;
    },
    storeClosed(state) {
      state.openStore = null;
    },
    /** The store remembered from an earlier visit (the cookie). */
    myStoreRemembered(state, action: PayloadAction<number>) {
      state.myStore = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(storeChosen, (state, action) => {
      if (isNoStore(action.payload)) return;
      state.myStore = action.payload;
      state.openStore = null;
    });
  },
});

export const { zipTyped, searchStarted, storesFound, searchFailed, moreRequested, moreFetching, moreFound, storeOpened, storeClosed, myStoreRemembered } = storesSlice.actions;

declare module '../../store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface LazySlices extends WithSlice<typeof storesSlice> {}
}

const injected = storesSlice.injectInto(rootReducer);
export const selectStores = (state: RootState) => injected.selectSlice(state);

/** The cards on screen, and whether 'Load more' has anything to reveal. */
export const selectShownStores = createSelector([selectStores], (stores) => ({
  cards: stores.stores.slice(0, stores.shown),
  more: stores.shown < stores.stores.length || (!stores.exhausted && stores.stores.length > 0),
}));
