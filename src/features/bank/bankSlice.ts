// Step 3's bank account in the browser (application spec 3.3, 4.4): where the Plaid Link session stands, the link
// token it runs with, the accounts offered (name, last 4 digits and balance only: the full numbers never enter the
// store), what went wrong, and the account saved. Loaded with the bank chunk; tokens and names are masked in DevTools.
import { createAction, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { BankForm } from '../../lib/validation/bankSchemas';
import { rootReducer, type RootState } from '../../store/rootReducer';

/** A checking account the connection offers, as the applicant sees it. */
export interface OfferedAccount {
  id: string;
  name: string;
  mask: string | null;
  /** The spec's balance rule: available, else current, else 0 (whole dollars). */
  balance: string;
}

export type LinkPhase =
  /** Nothing under way. */
  | 'idle'
  /** The link token is being made. */
  | 'starting'
  /** Link opens as soon as it is ready. */
  | 'opening'
  /** Link is open. */
  | 'open'
  /** Link handed off: the connection is being made. */
  | 'verifying'
  /** The bank wants the applicant to sign in again (SIGN IN AGAIN or MANUALLY ENTER ACCOUNT INFO). */
  | 'loginRequired'
  /** Several checking accounts: the applicant picks one. */
  | 'choosing'
  | 'saving';

export interface BankSliceState {
  phase: LinkPhase;
  /** The application the account is for, and the applicant's name (the holder of a linked account). */
  applicationId: string | null;
  accountHolderName: string | null;
  linkToken: string | null;
  /** Link runs in update mode (the bank asked the applicant to sign in again). */
  updateMode: boolean;
  /** Link comes back from a bank's OAuth page: it reopens with the page's address. */
  oauthReturn: boolean;
  /** The link token for update mode, kept from the connection until SIGN IN AGAIN. */
  updateToken: string | null;
  institution: string | null;
  accounts: OfferedAccount[];
  /** What the last step said went wrong (shown on the page; nothing typed is lost). */
  error: string | null;
  /** The consent was given (Connect my bank pressed with the box ticked): the box stays ticked on the way back. */
  consented: boolean;
  /** The applicant closed Link: the page it was opened from gives the focus back to Connect my bank. */
  linkClosed: boolean;
}

export const initialBankState: BankSliceState = {
  phase: 'idle',
  applicationId: null,
  accountHolderName: null,
  linkToken: null,
  updateMode: false,
  oauthReturn: false,
  updateToken: null,
  institution: null,
  accounts: [],
  error: null,
  consented: false,
  linkClosed: false,
};

export interface LinkTarget {
  applicationId: string;
  accountHolderName: string;
}

/** The bank pages are shown (for the application): a return from a bank's OAuth page reopens Link. */
export const bankAreaEntered = createAction<LinkTarget & { search: string }>('bank/areaEntered');
/** Consent given: make a link token and open Link. */
export const linkRequested = createAction<LinkTarget>('bank/linkRequested');
/** Link's onEvent (OPEN, HANDOFF, ERROR, EXIT, ...), with the error code an ERROR carries. */
export const plaidEvent = createAction<{ eventName: string; errorCode: string | null }>('bank/plaidEvent');
/** Link's onSuccess: the public token, the bank, and the accounts the applicant selected in Link. */
export const plaidSucceeded = createAction<{ publicToken: string; institution: string | null; accountIds: string[] }>(
  'bank/plaidSucceeded',
);
/** Link's onExit: Plaid's error code (null when the applicant just closed it). */
export const plaidExited = createAction<{ errorCode: string | null; errorType: string | null }>('bank/plaidExited');
export const accountChosen = createAction<{ accountId: string }>('bank/accountChosen');
/** SIGN IN AGAIN: Link in update mode with the kept token. */
export const signInAgainRequested = createAction('bank/signInAgainRequested');
/** The account typed by hand. */
export const manualSubmitted = createAction<LinkTarget & { form: BankForm }>('bank/manualSubmitted');

export const bankSlice = createSlice({
  name: 'bank',
  initialState: initialBankState,
  reducers: {
    linkTokenReady(state, action: PayloadAction<{ linkToken: string }>) {
      state.phase = 'opening';
      state.linkToken = action.payload.linkToken;
      state.updateMode = false;
      state.oauthReturn = false;
    },
    /** Back from a bank's OAuth page: the same link token, reopened with the page's address. */
    oauthResumed(state, action: PayloadAction<LinkTarget & { linkToken: string }>) {
      state.phase = 'opening';
      state.applicationId = action.payload.applicationId;
      state.accountHolderName = action.payload.accountHolderName;
      state.linkToken = action.payload.linkToken;
      state.oauthReturn = true;
      state.error = null;
    },
    linkOpened(state) {
      state.phase = 'open';
    },
    verifying(state, action: PayloadAction<{ institution: string | null }>) {
      state.phase = 'verifying';
      state.institution = action.payload.institution ?? state.institution;
    },
    loginRequired(state, action: PayloadAction<{ updateToken: string; institution: string | null }>) {
      state.phase = 'loginRequired';
      state.updateToken = action.payload.updateToken;
      state.institution = action.payload.institution ?? state.institution;
    },
    accountsOffered(state, action: PayloadAction<OfferedAccount[]>) {
      state.phase = 'choosing';
      state.accounts = action.payload;
    },
    bankSettled(state) {
      state.phase = 'idle';
      state.linkToken = null;
      state.updateMode = false;
      state.oauthReturn = false;
      state.accounts = [];
    },
    bankFailed(state, action: PayloadAction<string>) {
      state.phase = 'idle';
      state.linkToken = null;
      state.updateMode = false;
      state.oauthReturn = false;
      state.error = action.payload;
    },
    bankErrorDismissed(state) {
      state.error = null;
    },
    /** The applicant closed Link (no error): back on the page that opened it. */
    linkClosedByApplicant(state) {
      state.linkClosed = true;
    },
    /** The page that opened Link has given the focus back. */
    linkCloseHandled(state) {
      state.linkClosed = false;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(linkRequested, (state, action) => {
        state.phase = 'starting';
        state.consented = true;
        state.linkClosed = false;
        state.applicationId = action.payload.applicationId;
        state.accountHolderName = action.payload.accountHolderName;
        state.error = null;
        state.updateToken = null;
      })
      .addCase(signInAgainRequested, (state) => {
        if (!state.updateToken) return;
        state.phase = 'opening';
        state.linkToken = state.updateToken;
        state.updateMode = true;
        state.error = null;
      })
      .addCase(accountChosen, (state) => {
        state.phase = 'saving';
      })
      .addCase(manualSubmitted, (state, action) => {
        state.phase = 'saving';
        state.applicationId = action.payload.applicationId;
        state.accountHolderName = action.payload.accountHolderName;
        state.error = null;
      });
  },
});

export const {
  linkTokenReady,
  oauthResumed,
  linkOpened,
  verifying,
  loginRequired,
  accountsOffered,
  bankSettled,
  bankFailed,
  bankErrorDismissed,
  linkClosedByApplicant,
  linkCloseHandled,
} = bankSlice.actions;

declare module '../../store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface LazySlices extends WithSlice<typeof bankSlice> {}
}

const injected = bankSlice.injectInto(rootReducer);
export const selectBank = (state: RootState) => injected.selectSlice(state);
