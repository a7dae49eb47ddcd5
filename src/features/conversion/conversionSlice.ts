// Where the conversion stands (issue 15), client state only: the offers loading, the underwriting, the choice between converting and
// refinancing, the underwriting's answer, and Continue under way; the application made when the option is no longer
// available (the conversion-denied modal). Nothing personal: no customer code, no amounts. The offers themselves are
// server data, kept in their API cache entry (conversionOffers); the phase says what they lead to.
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '../../store/rootReducer';
import type { ConversionChoice, ConversionKind } from './conversionEndpoints';

export interface ConversionState {
  /**
   * loadingOffers, underwriting: waiting; choose: more than one offer; approved: on the convert or refinance page;
   * declined: the underwriting said no (or nothing is offered); failed: a call failed (the message says why).
   */
  phase: 'idle' | 'loadingOffers' | 'underwriting' | 'choose' | 'approved' | 'declined' | 'failed';
  kind: ConversionKind | null;
  message: string | null;
  /** Continue is under way (the application is being made). */
  continuing: boolean;
  /** The application made for an option no longer available: the conversion-denied modal is open. */
  unavailableApplicationId: string | null;
}

const initialState: ConversionState = {
  phase: 'idle',
  kind: null,
  message: null,
  continuing: false,
  unavailableApplicationId: null,
};

export const conversionSlice = createSlice({
  name: 'conversion',
  initialState,
  reducers: {
    conversionEntered: () => ({ ...initialState, phase: 'loadingOffers' as const }),
    /** The offers read: more than one waits for the choice, one goes to the underwriting, none is a decline. */
    offersLoaded: (state, action: PayloadAction<readonly ConversionKind[]>) => {
      state.phase = action.payload.length > 1 ? 'choose' : action.payload.length === 1 ? 'underwriting' : 'declined';
    },
    optionConfirmed: (state, action: PayloadAction<ConversionKind>) => {
      state.kind = action.payload;
      state.phase = 'underwriting';
    },
    underwritingStarted: (state, action: PayloadAction<ConversionKind>) => {
      state.kind = action.payload;
      state.phase = 'underwriting';
    },
    underwritingAnswered: (state, action: PayloadAction<{ approved: boolean }>) => {
      state.phase = action.payload.approved ? 'approved' : 'declined';
    },
    conversionFailed: (state, action: PayloadAction<string>) => {
      state.phase = state.phase === 'approved' ? 'approved' : 'failed';
      state.message = action.payload;
      state.continuing = false;
    },
    continueRequested: (state, action: PayloadAction<ConversionChoice>) => {
      state.kind = action.payload.kind;
      state.continuing = true;
      state.message = null;
    },
    optionUnavailable: (state, action: PayloadAction<string>) => {
      state.continuing = false;
      state.unavailableApplicationId = action.payload;
    },
    amountChanged: (state, action: PayloadAction<string>) => {
      state.continuing = false;
      state.message = action.payload;
    },
    /** The conversion-denied modal closed: OK (back to the loan) or to read the notice of action taken. */
    unavailableAcknowledged: (state, _action: PayloadAction<{ readNotice: boolean }>) => {
      state.continuing = true;
    },
    conversionLeft: () => initialState,
  },
});

export const {
  conversionEntered,
  offersLoaded,
  optionConfirmed,
  underwritingStarted,
  underwritingAnswered,
  conversionFailed,
  continueRequested,
  optionUnavailable,
  amountChanged,
  unavailableAcknowledged,
  conversionLeft,
} = conversionSlice.actions;

declare module '../../store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface LazySlices extends WithSlice<typeof conversionSlice> {}
}

const injected = conversionSlice.injectInto(rootReducer);
export const selectConversion = (state: RootState) => injected.selectSlice(state);
