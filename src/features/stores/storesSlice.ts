// The store locator (application spec 4.9), its client state: the ZIP code typed (digits only, at most 5), the
// ZIP code searched for once typing paused, how many cards show (9, then 3 more at a time), the store whose details
// are open and the visitor's own store. The stores found are server data: they live in the API cache
// (storesEndpoints.ts). Serialisable; loaded with the stores chunk.
import { createAction, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '../../store/rootReducer';
import { isNoStore } from '../../lib/rules/stores';

export const FIRST_CARDS = 9;
export const MORE_CARDS = 3;
export const ZIP_LENGTH = 5;

export interface StoresState {
  zip: string;
  /** The ZIP code searched for (typing paused on 5 digits): the argument of the search in the API cache. */
  searchedZip: string | null;
  shown: number;
  /** The store whose details are open. */
  openStore: number | null;
  /** The visitor's chosen store (remembered for 30 days in a cookie). */
  myStore: number | null;
}

const initialState: StoresState = {
  zip: '',
  searchedZip: null,
  shown: FIRST_CARDS,
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
    /** Typing paused on 5 digits: the search for them starts, from the first cards. */
    zipSearched(state, action: PayloadAction<string>) {
      state.searchedZip = action.payload;
      state.shown = FIRST_CARDS;
      state.openStore = null;
    },
    /** The page's address named a ZIP code (`/find-a-store?zip=43215`): it is the search, at once, with no pause. */
    zipFromAddress(state, action: PayloadAction<string>) {
      state.zip = action.payload;
      state.searchedZip = action.payload;
      state.shown = FIRST_CARDS;
      state.openStore = null;
    },
    moreRequested(state) {
      state.shown += MORE_CARDS;
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

export const { zipTyped, zipSearched, zipFromAddress, moreRequested, storeOpened, storeClosed, myStoreRemembered } =
  storesSlice.actions;

declare module '../../store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface LazySlices extends WithSlice<typeof storesSlice> {}
}

const injected = storesSlice.injectInto(rootReducer);
export const selectStores = (state: RootState) => injected.selectSlice(state);
