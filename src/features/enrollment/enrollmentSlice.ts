// Enrollment in the browser (account-access spec, sections 2 and 4): the enrollment's state and result, what
// its pages show, and the code screens' state. Serialisable; never the password, the SSN or a code (the form
// values pass through the actions, which DevTools masks, and are not kept).
import type { Message } from '../../lib/apiError';
import { createAction, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { EnrollmentResult, EnrollmentState } from '../../api/generated/graphql';
import {
  codeEntryReducers,
  codeSubmitting,
  initialCodeEntryState,
  type CodeEntryState,
} from '../../verification/codeEntryState';
import { rootReducer, type RootState } from '../../store/rootReducer';

export interface EnrollmentSliceState extends CodeEntryState {
  state: EnrollmentState;
  result: EnrollmentResult | null;
  enrollmentId: string | null;
  /** The email the login is being made with (shown masked on the email check). */
  email: string | null;
  /** The found customer's first name, for a greeting. */
  firstName: string | null;
  /** The sign-up found a passwordless customer: they log in with a code instead. */
  passwordless: boolean;
  /** Answers left at the residential check. */
  attemptsLeft: number | null;
}

export const initialEnrollmentState: EnrollmentSliceState = {
  state: 'SEARCH_ENROLLMENT',
  result: null,
  enrollmentId: null,
  email: null,
  firstName: null,
  passwordless: false,
  attemptsLeft: null,
  ...initialCodeEntryState,
};

export interface PersonalForm {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  ssn: string;
  dateOfBirth: string;
}

export interface ResidentialForm {
  addressLine1: string;
  zipCode: string;
  phone: string;
}

export const personalFormSubmitted = createAction<PersonalForm>('enrollment/personalFormSubmitted');
export const residentialFormSubmitted = createAction<ResidentialForm>('enrollment/residentialFormSubmitted');
export const phoneStepOpened = createAction('enrollment/phoneStepOpened');
export const phoneCodeRequested = createAction('enrollment/phoneCodeRequested');
export const phoneCodeEntered = createAction<{ code: string }>('enrollment/phoneCodeEntered');
export const emailStepOpened = createAction('enrollment/emailStepOpened');
export const emailCodeEntered = createAction<{ code: string }>('enrollment/emailCodeEntered');
export const resendRequested = createAction<'email' | 'phone'>('enrollment/resendRequested');

export const enrollmentSlice = createSlice({
  name: 'enrollment',
  initialState: initialEnrollmentState,
  reducers: {
    enrollmentRestarted: () => initialEnrollmentState,
    /** Where the enrollment stands now (from the server). */
    enrollmentMoved(
      state,
      action: PayloadAction<{
        enrollmentId: string;
        state: EnrollmentState;
        result: EnrollmentResult | null;
        attemptsLeft?: number | null;
      }>,
    ) {
      state.enrollmentId = action.payload.enrollmentId;
      state.state = action.payload.state;
      state.result = action.payload.result;
      state.attemptsLeft = action.payload.attemptsLeft ?? null;
      // Each step starts its code screen afresh.
      Object.assign(state, initialCodeEntryState);
    },
    enrollmentEmailKept(state, action: PayloadAction<string>) {
      state.email = action.payload;
    },
    customerFound(state, action: PayloadAction<{ firstName: string | null }>) {
      state.firstName = action.payload.firstName;
    },
    /** The sign-up or the search was refused with a message the form shows. */
    enrollmentRefused(state, action: PayloadAction<{ message: Message; passwordless?: boolean }>) {
      state.submitting = false;
      state.error = action.payload.message;
      state.passwordless = action.payload.passwordless ?? false;
    },
    /** The residential answers did not match: the message and the answers left. */
    addressRefused(state, action: PayloadAction<{ attemptsLeft: number; message: Message }>) {
      state.submitting = false;
      state.attemptsLeft = action.payload.attemptsLeft;
      state.error = action.payload.message;
    },
    phoneFound(state, action: PayloadAction<{ masked: string | null }>) {
      state.phone.masked = action.payload.masked;
    },
    ...codeEntryReducers,
  },
  extraReducers: (builder) => {
    builder
      .addCase(personalFormSubmitted, (state) => {
        codeSubmitting(state);
        state.passwordless = false;
      })
      .addCase(residentialFormSubmitted, codeSubmitting)
      .addCase(phoneCodeRequested, codeSubmitting)
      .addCase(phoneCodeEntered, codeSubmitting)
      .addCase(emailCodeEntered, codeSubmitting);
  },
});

export const {
  enrollmentRestarted,
  enrollmentMoved,
  enrollmentEmailKept,
  customerFound,
  enrollmentRefused,
  addressRefused,
  emailCodeSent,
  emailCodeResent,
  phoneFound,
  phoneCodeSent,
  codeRefused,
  resendAvailable,
  codeStepFailed,
} = enrollmentSlice.actions;

// Loaded with the enrollment chunk: injected when this module is evaluated; read with selectEnrollment (its initial state until then).
declare module '../../store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface LazySlices extends WithSlice<typeof enrollmentSlice> {}
}

const injected = enrollmentSlice.injectInto(rootReducer);
export const selectEnrollment = (state: RootState) => injected.selectSlice(state);
