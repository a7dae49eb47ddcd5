// The application in the browser (application spec 2, 3.1): which application this is, how far it has got, the
// kind of applicant, what the current step's request is doing, and what the socket said. Server data is the API
// cache's: the saved record (applicationRecord.ts), the products and step 4's offer; nothing here is written to
// storage or URLs.
import type { Message } from '../../lib/apiError';
import { createAction, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { AgreementsInput } from '../../api/generated/graphql';
import type { DeclinedRequest } from '../../lib/rules/adverseActionNotice';
import type { FundingMethod, RepaymentMethod } from '../../lib/rules/agreements';
import type { PersonalForm } from '../../lib/validation/applicationInputs';
import type { BankForm } from '../../lib/validation/bankSchemas';
import { rootReducer, type RootState } from '../../store/rootReducer';
import type { ApplicationStateInfo } from './applicationEndpoints';

export interface ApplicationSliceState {
  /** 'loading' while the entry decides where the person starts. */
  status: 'idle' | 'loading' | 'ready';
  /** The application the flow is on (its record is the API cache's, selectApplicationRecord); null before one is found or made. */
  applicationId: string | null;
  /** The furthest page reached (the saved step). */
  reached: string | null;
  /** The account step's sign-up or sign-in is under way, or a step's save. */
  saving: boolean;
  /** What the last save or sign-up said went wrong (shown above the form; what was typed stays). */
  error: Message | null;
  /** The account step found the email already has a login: the welcome-back offer. */
  welcomeBack: boolean;
  /** The customer's last application expired (kept 21 days). */
  expired: boolean;
  /** The customer's open application was started on the earlier website: it cannot be continued, step 1 starts anew. */
  legacy: boolean;
  /** The state a ZIP code led to that the brand does not serve (/not-in-state). */
  notInState: string | null;
  /** The passwordless resume's lookup found no one with that email and date of birth. */
  resumeNotFound: boolean;
  /** Why the applicant cannot apply (/not-eligible): under 18. */
  notEligible: 'age' | null;
  /**
   * The decision as the application socket tells it (spec 4.2): the last state pushed, the customer code, whether
   * the socket failed (it reconnects), and what it reported when it closed. Nothing of the socket itself.
   */
  decision: {
    state: ApplicationStateInfo | null;
    customerCode: string | null;
    socketError: boolean;
    /** `action`: ESIGN_RECALCULATED when the loan's figures were worked out again at the signature. */
    report: { status: string; customerCode: string | null; error: boolean; action: string | null } | null;
    /** A watch (the socket's saga) is running. */
    watching: boolean;
  };
}

export const initialApplicationState: ApplicationSliceState = {
  status: 'idle',
  applicationId: null,
  reached: null,
  saving: false,
  error: null,
  welcomeBack: false,
  expired: false,
  legacy: false,
  notInState: null,
  resumeNotFound: false,
  notEligible: null,
  decision: { state: null, customerCode: null, socketError: false, report: null, watching: false },
};

export interface AccountForm {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/**
 * Find the application: `resume` (the /application entry) also goes to where it stands; a page of the flow opened
 * directly (a reload, a bookmark) only learns it, and its gate sends it back if it is further on than the saved step.
 */
export const applicationEntered = createAction<{ resume: boolean }>('application/entered');
export const accountSubmitted = createAction<AccountForm>('application/accountSubmitted');
export const personalSubmitted = createAction<PersonalForm>('application/personalSubmitted');
export const startOverRequested = createAction('application/startOverRequested');
export const welcomeContinued = createAction('application/welcomeContinued');
/** /submit: the applicant authorized the credit report and submits. */
export const applicationSubmitted = createAction('application/submitted');
/** /adverse-action/keep-in-mind: the declined applicant chooses the other option. */
export const anotherOptionChosen = createAction('application/anotherOptionChosen');
/**
 * An adverse-action page opened: the entry routes itself (spec 4.6); with no declined application (and no declined
 * request of the account, carried in the page's history state) there is no notice to give.
 */
export const adverseActionOpened = createAction<{ entry: boolean; request: DeclinedRequest | null }>(
  'application/adverseActionOpened',
);
/** /another-option-selected opened: what was chosen is read. */
export const anotherOptionOpened = createAction('application/anotherOptionOpened');
/** /esign: the applicant signs the loan agreement. */
export const esignRequested = createAction('application/esignRequested');
/** A set of agreements, every document read and agreed (issue 14): the first before submission, or the approved loan's. */
export const agreementsAccepted = createAction<
  Omit<AgreementsInput, 'blackBox'> & {
    repaymentMethod?: RepaymentMethod | null;
    fundingMethod?: FundingMethod | null;
    /** The card processor's token for the Visa debit card typed in its frame (DEBIT_CARD). */
    cardToken?: string | null;
  }
>('application/agreementsAccepted');
/** Another checking account typed for an approved loan whose funding or repayment check asked for one (issue 31). */
export const newBankSubmitted = createAction<{ form: BankForm }>('application/newBankSubmitted');
/** A decision page opened (a reload, a resume): watch the decision if it is still under way. */
export const decisionWatchRequested = createAction<{ applicationId: string }>('application/decisionWatchRequested');
/** The passwordless resume: the email and date of birth (mm/dd/yyyy) typed to find the applicant. */
export const resumeLookupRequested = createAction<{ email: string; dateOfBirth: string }>(
  'application/resumeLookupRequested',
);

const busy = (state: ApplicationSliceState) => {
  state.saving = true;
  state.error = null;
};

export const applicationSlice = createSlice({
  name: 'application',
  initialState: initialApplicationState,
  reducers: {
    entryStarted(state) {
      state.status = 'loading';
    },
    applicationLoaded(
      state,
      action: PayloadAction<{
        applicationId: string | null;
        reached: string | null;
        expired?: boolean;
        legacy?: boolean;
      }>,
    ) {
      state.status = 'ready';
      state.applicationId = action.payload.applicationId;
      state.reached = action.payload.reached;
      state.expired = action.payload.expired ?? state.expired;
      state.legacy = action.payload.legacy ?? state.legacy;
      state.saving = false;
    },
    /** A step was saved (the record as the server has it is in the cache): which application, and how far it has now got. */
    stepSaved(state, action: PayloadAction<{ applicationId: string; reached: string }>) {
      state.applicationId = action.payload.applicationId;
      state.reached = action.payload.reached;
      state.saving = false;
      state.error = null;
    },
    saveFailed(state, action: PayloadAction<Message>) {
      state.saving = false;
      state.error = action.payload;
    },
    welcomeBackOffered(state) {
      state.saving = false;
      state.welcomeBack = true;
    },
    welcomeBackClosed(state) {
      state.welcomeBack = false;
    },
    notInStateFound(state, action: PayloadAction<string>) {
      state.saving = false;
      state.notInState = action.payload;
    },
    resumeSettled(state, action: PayloadAction<{ notFound: boolean }>) {
      state.saving = false;
      state.resumeNotFound = action.payload.notFound;
    },
    notEligibleFound(state, action: PayloadAction<'age'>) {
      state.saving = false;
      state.notEligible = action.payload;
    },
    errorDismissed(state) {
      state.error = null;
    },
    /** The application socket pushed a state (spec 4.2). */
    decisionStateReceived(state, action: PayloadAction<{ state: ApplicationStateInfo; customerCode: string | null }>) {
      state.decision.state = action.payload.state;
      state.decision.customerCode = action.payload.customerCode ?? state.decision.customerCode;
      state.decision.socketError = false;
    },
    decisionWatchStarted(state) {
      state.decision.watching = true;
    },
    /** The other option was read or chosen (the API cache has it: anotherOptionCache.ts). */
    anotherOptionLoaded(state) {
      state.saving = false;
    },
    decisionWatchEnded(state) {
      state.decision.watching = false;
    },
    /** The socket failed: the application's error state, until it reconnects. */
    decisionSocketFailed(state) {
      state.decision.socketError = true;
    },
    /** The socket closed normally on a closing trigger and reported. */
    decisionReported(
      state,
      action: PayloadAction<{ status: string; customerCode: string | null; error: boolean; action: string | null }>,
    ) {
      state.decision.report = action.payload;
      state.saving = false;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(accountSubmitted, busy)
      .addCase(personalSubmitted, busy)
      .addCase(startOverRequested, busy)
      .addCase(anotherOptionChosen, busy)
      .addCase(agreementsAccepted, busy)
      .addCase(newBankSubmitted, busy)
      .addCase(esignRequested, (state) => {
        busy(state);
        // What the socket said before the signature is past: the signing's own watch tells what follows.
        state.decision.state = null;
      })
      .addCase(applicationSubmitted, (state) => {
        busy(state);
        state.decision = { ...initialApplicationState.decision, watching: state.decision.watching };
      })
      .addCase(resumeLookupRequested, (state) => {
        busy(state);
        state.resumeNotFound = false;
      });
  },
});

export const {
  entryStarted,
  applicationLoaded,
  stepSaved,
  saveFailed,
  welcomeBackOffered,
  welcomeBackClosed,
  notInStateFound,
  resumeSettled,
  notEligibleFound,
  errorDismissed,
  decisionStateReceived,
  decisionSocketFailed,
  decisionReported,
  decisionWatchStarted,
  decisionWatchEnded,
  anotherOptionLoaded,
} = applicationSlice.actions;

declare module '../../store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface LazySlices extends WithSlice<typeof applicationSlice> {}
}

const injected = applicationSlice.injectInto(rootReducer);
export const selectApplication = (state: RootState) => injected.selectSlice(state);
