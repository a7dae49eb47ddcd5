// /bank-verification in the browser: whether the page is loading or sending an answer, the last message, and whether
// the loan socket failed. The trial deposit itself (its reference, never its amount) is the API cache's, as the server
// last gave it (the `bankVerification` entry of the application); the loan socket is the saga's alone.
import type { Message } from '../../../../lib/apiError';
import { createAction, createSelector, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '../../../../store/rootReducer';
import { applicationApi, type BankCheck } from '../../applicationEndpoints';
import { cachedForApplication } from '../../applicationRecord';

export interface BankCheckState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  sending: boolean;
  error: Message | null;
  /** The loan socket failed: the verification shows as ERROR (spec 4.3) until the deposit is read again. */
  socketError: boolean;
}

const initialBankCheckState: BankCheckState = { status: 'idle', sending: false, error: null, socketError: false };

export const bankCheckOpened = createAction('applicationBankCheck/opened');
/** The applicant's answer: the amount found (in cents), or that the deposit cannot be found. */
export const bankCheckAnswered = createAction<{ found: true; amountCents: number } | { found: false }>(
  'applicationBankCheck/answered',
);

export const bankCheckSlice = createSlice({
  name: 'applicationBankCheck',
  initialState: initialBankCheckState,
  reducers: {
    bankCheckLoading(state) {
      state.status = 'loading';
      state.error = null;
    },
    /** The deposit was read (and kept in the cache). */
    bankCheckLoaded(state) {
      state.status = 'ready';
      state.sending = false;
      state.socketError = false;
    },
    /** The loan socket failed: the verification's status becomes ERROR (spec 4.3). */
    bankCheckErrored(state, action: PayloadAction<Message>) {
      state.socketError = true;
      state.status = 'ready';
      state.error = action.payload;
    },
    bankCheckSending(state) {
      state.sending = true;
      state.error = null;
    },
    bankCheckRefused(state, action: PayloadAction<Message>) {
      state.sending = false;
      state.error = action.payload;
    },
  },
});

export const { bankCheckLoading, bankCheckLoaded, bankCheckErrored, bankCheckSending, bankCheckRefused } =
  bankCheckSlice.actions;

declare module '../../../../store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface LazySlices extends WithSlice<typeof bankCheckSlice> {}
}

const injected = bankCheckSlice.injectInto(rootReducer);

/** The application's trial deposit as the cache has it (null before it is read). */
const selectCachedCheck = (state: RootState): BankCheck | null =>
  cachedForApplication(state, applicationApi.endpoints.bankVerification);

/** The page's state with the deposit as the cache has it, ERROR while the loan socket has failed. */
export const selectBankCheck = createSelector(
  [(state: RootState) => injected.selectSlice(state), selectCachedCheck],
  (page, check) => ({
    ...page,
    check: check && page.socketError ? { ...check, status: 'ERROR' } : check,
  }),
);
