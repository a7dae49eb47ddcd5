// The bank link (application spec 4.4; issue 13):
// 1. Consent given: a link token (createPlaidToken, the brand's Plaid theme, checking accounts only) and Link opens;
//    the OAuth cookie (30 days) keeps what a return from a bank's OAuth page needs to reopen it.
// 2. OPEN goes to /bank/open (a page view); HANDOFF shows 'Processing, please wait...'.
// 3. onSuccess: the connection is made on the server (initializePlaidConnection). ITEM_LOGIN_REQUIRED keeps the
//    returned token and offers SIGN IN AGAIN (Link in update mode) or MANUALLY ENTER ACCOUNT INFO; no Auth, no data
//    and no checking account each have their page; one checking account is saved, several are offered to choose.
//    The full numbers stay in this saga only until the chosen account is saved, never in the store.
// 4. onExit: NO_ACCOUNTS, INVALID_CREDENTIALS and any other error go to their pages (page views); closing Link
//    goes back to the consent it was opened from (the bank step itself with the newBankingScreen flag).
// 5. An account typed by hand is saved after the shared schema's checks (the server checks them again).
// Each saved account is told to the application (bankAccountSaved), which records it and goes on to step 4.
import { all, call, put, race, select, take, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { applicationPaths } from '../../config/applicationPaths';
import { selectFlags } from '../../store/selectors';
import { bankAccountSaved } from '../../events/bankEvents';
import { signedOut } from '../../events/sessionEvents';
import type { ApiError } from '../../lib/apiError';
import { readCookie, writeCookie } from '../../lib/cookies';
import { balanceOf, typedBankInput } from '../../lib/validation/bankSchemas';
import { service } from '../../store/sagaServices';
import { selectBrand } from '../../store/selectors';
import type { RootState } from '../../store/rootReducer';
import type { Language } from '../../lib/rules/language';
import {
  createPlaidToken,
  initializePlaidConnection,
  saveBankInformation,
  type BankConnection,
  type LinkToken,
} from './bankEndpoints';
import { BANK_TEXT } from './bankText';
import {
  accountChosen,
  accountsOffered,
  bankAreaEntered,
  bankFailed,
  bankSettled,
  linkClosedByApplicant,
  linkRequested,
  linkTokenReady,
  loginRequired,
  manualSubmitted,
  oauthResumed,
  plaidEvent,
  plaidExited,
  plaidSucceeded,
  selectBank,
  verifying,
  type BankSliceState,
} from './bankSlice';

const BANK = applicationPaths.bank;
/** What a return from a bank's OAuth page needs to reopen Link: the link token and the application (spec 9: 30 days). */
export const OAUTH_COOKIE = { name: 'bank_link_oauth', maxAgeSeconds: 2_592_000 };
/** Link's exit codes with a page of their own; any other error is the error-initializing page. */
const EXIT_PAGES: Record<string, string> = {
  INVALID_CREDENTIALS: BANK.invalidCredentials.href(),
  NO_ACCOUNTS: BANK.noChecking.href(),
};

type CheckingAccount = BankConnection['checkingAccounts'][number];

function* bankState() {
  return (yield select(selectBank)) as BankSliceState;
}

function* go(to: string, replace = false) {
  const navigate = yield* service('navigate');
  yield call(navigate.navigate, to, replace ? { replace: true } : undefined);
}

/** The saved account is the application's now (its record is read again): tell it (it goes on to step 4). */
function* saved(applicationId: string) {
  yield put(bankSettled());
  yield put(bankAccountSaved({ applicationId }));
}

export function* linkSaga(action: ReturnType<typeof linkRequested>) {
  const brand = (yield select(selectBrand)) as ReturnType<typeof selectBrand>;
  const config = (yield select((state: RootState) => state.runtime.config)) as RootState['runtime']['config'];
  const origin = config?.brandOrigins[brand.key] ?? window.location.origin;
  // Link's own window speaks the page's language.
  const language = (yield select((state: RootState) => state.runtime.language)) as Language;
  try {
    const token = (yield call(createPlaidToken, {
      id: action.payload.applicationId,
      clientName: brand.name.slice(0, 30),
      linkCustomizationName: brand.plaidThemeName,
      redirectUrl: `${origin}${BANK.plaid.href()}`,
      language,
    })) as LinkToken;
    yield call(
      writeCookie,
      OAUTH_COOKIE.name,
      JSON.stringify({ linkToken: token.link_token, applicationId: action.payload.applicationId }),
      { maxAgeSeconds: OAUTH_COOKIE.maxAgeSeconds },
    );
    yield put(linkTokenReady({ linkToken: token.link_token }));
  } catch {
    yield put(bankFailed(BANK_TEXT.linkUnavailable));
  }
}

/** Back from a bank's OAuth page (?oauth_state_id=...): Link reopens with the kept token, for the same application. */
export function* oauthReturnSaga(action: ReturnType<typeof bankAreaEntered>) {
  const { phase } = yield* bankState();
  if (phase !== 'idle' || !new URLSearchParams(action.payload.search).has('oauth_state_id')) return;
  let kept: { linkToken?: unknown; applicationId?: unknown } = {};
  try {
    kept = JSON.parse((yield call(readCookie, OAUTH_COOKIE.name)) as string) as typeof kept;
  } catch {
    return;
  }
  if (typeof kept.linkToken !== 'string' || kept.applicationId !== action.payload.applicationId) return;
  yield put(
    oauthResumed({
      applicationId: action.payload.applicationId,
      accountHolderName: action.payload.accountHolderName,
      linkToken: kept.linkToken,
    }),
  );
}

export function* eventSaga(action: ReturnType<typeof plaidEvent>) {
  if (action.payload.eventName === 'OPEN') yield call(go, BANK.open.href());
  if (action.payload.eventName === 'HANDOFF') yield put(verifying({ institution: null }));
}

function* saveLinked(
  target: { applicationId: string; accountHolderName: string },
  account: CheckingAccount,
  bankName: string | null,
) {
  yield call(saveBankInformation, {
    id: target.applicationId,
    bankingInformation: {
      isReadOnly: true,
      routingNumber: account.numbers?.routing ?? '',
      accountNumber: account.numbers?.account ?? '',
      accountHoldersName: target.accountHolderName,
      bankName: bankName ?? 'Linked bank',
      accountType: 'CHECKING',
    },
  });
  yield call(saved, target.applicationId);
}

export function* successSaga(action: ReturnType<typeof plaidSucceeded>) {
  const { applicationId, accountHolderName, updateMode } = yield* bankState();
  if (!applicationId) return;
  const institution = action.payload.institution;
  yield put(verifying({ institution }));
  yield call(go, BANK.verify.href(), true);
  const language = (yield select((state: RootState) => state.runtime.language)) as Language;
  let connection: BankConnection;
  try {
    connection = (yield call(initializePlaidConnection, {
      id: applicationId,
      publicToken: action.payload.publicToken,
      isUpdateMode: updateMode,
      language,
    })) as BankConnection;
  } catch {
    yield put(bankSettled());
    yield call(go, BANK.errorInitializing.href(), true);
    return;
  }
  yield call(writeCookie, OAUTH_COOKIE.name, '');
  const bankName = connection.institution?.name ?? institution;
  if (connection.authStatus === 'ITEM_LOGIN_REQUIRED' && connection.publicToken) {
    yield put(loginRequired({ updateToken: connection.publicToken, institution: bankName }));
    return;
  }
  yield put(bankSettled());
  // The accounts the applicant selected in Link, if Link offered a choice; else every checking account.
  const selected = connection.checkingAccounts.filter((account) =>
    action.payload.accountIds.includes(account.account_id ?? ''),
  );
  const accounts = selected.length > 0 ? selected : connection.checkingAccounts;
  const dead =
    connection.authStatus === 'NO_AUTH_PRODUCT' || connection.isAuthEnabled === false
      ? BANK.noAuth.href()
      : connection.authStatus === 'NO_PRODUCT_DATA'
        ? BANK.noData.href()
        : accounts.length === 0
          ? BANK.noChecking.href()
          : null;
  if (dead) {
    yield call(go, dead, true);
    return;
  }
  let chosen = accounts[0]!;
  if (accounts.length > 1) {
    yield put(
      accountsOffered(
        accounts.map((account) => ({
          id: account.account_id ?? '',
          name: account.name ?? 'Checking',
          mask: account.mask ?? null,
          balance: balanceOf(account.balances),
        })),
      ),
    );
    yield call(go, BANK.accountSelect.href(), true);
    const { choice } = (yield race({
      choice: take(accountChosen.type),
      elsewhere: take([linkRequested.type, manualSubmitted.type, signedOut.type]),
    })) as { choice?: ReturnType<typeof accountChosen> };
    if (!choice) return;
    chosen = accounts.find((account) => account.account_id === choice.payload.accountId) ?? chosen;
  }
  try {
    yield call(saveLinked, { applicationId, accountHolderName: accountHolderName ?? '' }, chosen, bankName);
  } catch {
    yield put(bankFailed(BANK_TEXT.saveFailed));
    yield call(go, BANK.root.href(), true);
  }
}

export function* exitSaga(action: ReturnType<typeof plaidExited>) {
  const { phase, updateToken } = yield* bankState();
  const code = action.payload.errorCode;
  if (code === 'ITEM_LOGIN_REQUIRED' && updateToken) {
    yield put(loginRequired({ updateToken, institution: null }));
    yield call(go, BANK.verify.href(), true);
    return;
  }
  // A handed-off Link exits after onSuccess: the connection saga goes on.
  if (phase === 'verifying' && !code) return;
  yield put(bankSettled());
  // Closed: back on the page Link was opened from, the consent (the one-page bank step with the newBankingScreen
  // flag), with the box still ticked and the focus on Connect my bank (issue 52).
  const onePage = ((yield select(selectFlags)) as ReturnType<typeof selectFlags>)?.newBankingScreen === true;
  if (!code) yield put(linkClosedByApplicant());
  yield call(
    go,
    code ? (EXIT_PAGES[code] ?? BANK.errorInitializing.href()) : onePage ? BANK.root.href() : BANK.consent.href(),
    true,
  );
}

export function* manualSaga(action: ReturnType<typeof manualSubmitted>) {
  const { applicationId, form } = action.payload;
  try {
    yield call(saveBankInformation, { id: applicationId, bankingInformation: typedBankInput(form) });
    yield call(saved, applicationId);
  } catch (error) {
    const refusal = (error as ApiError | null)?.code === 'BAD_REQUEST' ? (error as ApiError).message : null;
    yield put(bankFailed(refusal ?? BANK_TEXT.saveFailed));
  }
}

export function* bankSagas() {
  yield all([
    takeLatest(linkRequested.type, linkSaga),
    takeLatest(bankAreaEntered.type, oauthReturnSaga),
    takeEvery(plaidEvent.type, eventSaga),
    takeLatest(plaidSucceeded.type, successSaga),
    takeLeading(plaidExited.type, exitSaga),
    takeLeading(manualSubmitted.type, manualSaga),
  ]);
}
