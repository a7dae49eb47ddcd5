// /bank-verification in the browser: the trial deposit as the server last gave it (its reference, never its amount),
// whether the page is loading or sending an answer, and the last message. The loan socket is the saga's alone.
import { createAction, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '../../../../store/rootReducer';
import type { BankCheck } from '../../applicationEndpoints';

export interface BankCheckState {
  check: BankCheck | null;
  status: 'idle' | 'loading' | 'ready' | 'failed';
  sending: boolean;
  error: string | null;
}

const initialBankCheckState: BankCheckState = { check: null, status: 'idle', sending: false, error: null };

export const bankCheckOpened = createAction('applicationBankCheck/opened');
/** The applicant's answer: the amount found (in cents), or that the deposit cannot be found. */
export const bankCheckAnswered = createAction<{ found: true; amountCents: number } | { found: false }>('applicationBankCheck/answered');

export const bankCheckSlice = createSlice({
  name: 'applicationBankCheck',
  initialState: initialBankCheckState,
  reducers: {
    bankCheckLoading(state) {
      state.status = 'loading';
      state.error = null;
    },
    bankCheckLoaded(state, action: PayloadAction<BankCheck | null>) {
      state.check = action.payload;
      state.status = 'ready';
      state.sending = false;
    },
    /** The loan socket failed: the verification's status becomes ERROR (spec 4.3). */
    bankCheckErrored(state, action: PayloadAction<string>) {
      if (state.check) state.check.status = 'ERROR';
      state.status = 'ready';
      state.error = action.payload;
    },
    bankCheckSending(state) {
      state.sending = true;
      state.error = null;
    },
    bankCheckRefused(state, action: PayloadAction<string>) {
      state.sending = false;
      state.error = action.payload;
    },
  },
});

export const { bankCheckLoading, bankCheckLoaded, bankCheckErrored, bankCheckSending, bankCheckRefused } = bankCheckSlice.actions;

declare module '../../../../store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface LazySlices extends WithSlice<typeof bankCheckSlice> {}
}

const injected = bankCheckSlice.injectInto(rootReducer);
export const selectBankCheck = (state: RootState) => injected.selectSlice(state);
