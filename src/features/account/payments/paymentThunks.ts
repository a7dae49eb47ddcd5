// Sends one payment. The card goes in this one request only: the mutation is started with `track: false`, so neither
// its arguments nor its answer are kept in the store (the pending action's arguments are masked for the DevTools).
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { PaymentInput } from '../../../api/generated/graphql';
import type { ApiError } from '../../../lib/apiError';
import type { Services } from '../../../services/services';
import type { RootState } from '../../../store/rootReducer';
import { accountApi } from '../accountEndpoints';
import { paymentFailed, paymentSending, paymentTaken } from './paymentSlice';

export const PAYMENT_FAILED = 'We couldn’t take your payment just now. No money was taken. Please try again.';

export const submitPayment =
  (payment: PaymentInput): ThunkAction<Promise<void>, RootState, Services, UnknownAction> =>
  async (dispatch) => {
    dispatch(paymentSending());
    try {
      const taken = await dispatch(accountApi.endpoints.makePayment.initiate({ payment }, { track: false })).unwrap();
      dispatch(paymentTaken(taken));
    } catch (error) {
      const message = (error as Partial<ApiError>).message;
      dispatch(paymentFailed((error as Partial<ApiError>).code === 'BAD_REQUEST' && message ? message : PAYMENT_FAILED));
    }
  };
