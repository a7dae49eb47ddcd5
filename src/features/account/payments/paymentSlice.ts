// The payment under way on /account/payment (issue 15): where it stands, and the receipt the server gave. Never the
// card: its number and security code stay in the form (component state) and in the one request that sends them.
import { createAction, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '../../../store/rootReducer';
import type { PaymentInput } from '../../../api/generated/graphql';
import type { Payment } from '../accountEndpoints';

export interface PaymentState {
  /**
   * sending: the request is under way; processing: the payment is taken and the processor's answer is awaited on the
   * loan socket; posted / declined: the answer; failed: the request was refused (the message says why); unconfirmed:
   * the payment is taken but the socket could not say how it ended; returned: the loan was closed before the payment
   * reached it, so all of it goes back.
   */
  phase: 'idle' | 'sending' | 'processing' | 'posted' | 'declined' | 'returned' | 'failed' | 'unconfirmed';
  payment: Payment | null;
  message: string | null;
}

const initialState: PaymentState = { phase: 'idle', payment: null, message: null };

export const paymentSlice = createSlice({
  name: 'payment',
  initialState,
  reducers: {
    paymentSending: (state) => {
      state.phase = 'sending';
      state.message = null;
    },
    paymentTaken: (state, action: PayloadAction<Payment>) => {
      state.phase = 'processing';
      state.payment = action.payload;
    },
    paymentSettled: (state, action: PayloadAction<{ status: string | null }>) => {
      const { status } = action.payload;
      const phases: Record<string, PaymentState['phase']> = {
        POSTED: 'posted',
        DECLINED: 'declined',
        RETURNED: 'returned',
      };
      state.phase = (status ? phases[status] : undefined) ?? 'unconfirmed';
    },
    paymentFailed: (state, action: PayloadAction<string>) => {
      state.phase = 'failed';
      state.message = action.payload;
    },
    paymentReset: () => initialState,
  },
});

export const { paymentSending, paymentTaken, paymentSettled, paymentFailed, paymentReset } = paymentSlice.actions;

/** The form sends a payment (its card, if any, goes no further than the one request: see paymentSagas.ts). */
export const paymentSubmitted = createAction<PaymentInput>('payment/submitted');

/** The page asks again for how a payment taken earlier ended (a reload while it was processing). */
export const paymentWatchRequested = createAction<Payment>('payment/watchRequested');

declare module '../../../store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface LazySlices extends WithSlice<typeof paymentSlice> {}
}

const injected = paymentSlice.injectInto(rootReducer);
export const selectPayment = (state: RootState) => injected.selectSlice(state);
