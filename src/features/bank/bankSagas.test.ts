// The bank link's sagas run with expectSaga against the real root reducer: the link token, each Link event and
// outcome, the connection's answers (one account, several, the bank asking to sign in again, no Auth, no data, no
// checking, a failure), manual entry, and the return from a bank's OAuth page. The full account numbers never
// reach the store.
import { applicationPaths } from '../../config/applicationPaths';
import { bankAccountSaved } from '../../events/bankEvents';
import type { RootState } from '../../store/rootReducer';
import { sagaHarness } from '../../../tests/support/sagaHarness';
import { createPlaidToken, initializePlaidConnection, saveBankInformation, type BankConnection } from './bankEndpoints';
import { eventSaga, exitSaga, linkSaga, manualSaga, OAUTH_COOKIE, oauthReturnSaga, successSaga } from './bankSagas';
import {
  accountChosen,
  bankAreaEntered,
  initialBankState,
  linkRequested,
  manualSubmitted,
  plaidEvent,
  plaidExited,
  plaidSucceeded,
  selectBank,
  signInAgainRequested,
  bankSlice,
  type BankSliceState,
} from './bankSlice';
import { BANK_TEXT } from './bankText';

type Answer = (...args: never[]) => unknown;
const BANK = applicationPaths.bank;
const failure = (error: { status: number | string; message: string; code?: string }) =>
  Promise.reject(Object.assign(new Error(error.message), error));

const checking = (id: string, account: string, available: number | null, current: number | null) => ({
  account_id: id,
  mask: account.slice(-4),
  name: `Checking ${id}`,
  subtype: 'checking',
  numbers: { account, routing: '021000021' },
  balances: { available, current },
});
const connection = (overrides: Partial<BankConnection> = {}): BankConnection => ({
  checkingAccounts: [checking('a1', '1111222233330000', 100.4, 110.9)],
  publicToken: null,
  authStatus: 'GOOD',
  isAuthEnabled: true,
  institution: { name: 'First Platypus Bank', institution_id: 'ins_109508' },
  ...overrides,
});
const savedBank = (accountNumber: string) => ({
  id: 'app-1',
  bankingInformation: {
    isReadOnly: true,
    routingNumber: '•••••0021',
    accountNumber,
    accountHoldersName: 'Rosa Diaz',
    accountBalance: '100',
    bankName: 'First Platypus Bank',
    accountOpenDate: null,
    accountType: 'CHECKING',
  },
});

function harness(
  options: { bank?: Partial<BankSliceState>; calls?: [unknown, Answer][]; newBankingScreen?: boolean } = {},
) {
  return sagaHarness({
    calls: new Map<unknown, Answer>(options.calls ?? []),
    state: (state) => ({
      ...state,
      runtime: {
        ...state.runtime,
        flags: state.runtime.flags && { ...state.runtime.flags, newBankingScreen: options.newBankingScreen === true },
      },
      bank: { ...initialBankState, applicationId: 'app-1', accountHolderName: 'Rosa Diaz', ...options.bank },
    }),
  });
}
const bankOf = (result: { storeState: unknown }) => selectBank(result.storeState as RootState);

afterEach(() => {
  document.cookie = `${OAUTH_COOKIE.name}=; max-age=0; path=/`;
});

describe('starting the link', () => {
  it('makes a link token for the application with the brand’s name and Plaid theme, keeps it for an OAuth return, and opens Link', async () => {
    const { run, calledWith } = harness({
      calls: [
        [
          createPlaidToken,
          () => ({ link_token: 'link-sandbox-1', expiration: '2026-11-23T14:00:00Z', request_id: 'r' }),
        ],
      ],
    });
    const result = await run(linkSaga, linkRequested({ applicationId: 'app-1', accountHolderName: 'Rosa Diaz' })).run();
    expect(calledWith[0]?.args).toEqual([
      {
        id: 'app-1',
        clientName: 'Coin & Go Lending',
        linkCustomizationName: 'cng_theme',
        redirectUrl: 'http://cng.localhost:8080/application/bank/plaid',
        // Link speaks the page's language.
        language: 'en',
      },
    ]);
    expect(bankOf(result)).toMatchObject({ phase: 'opening', linkToken: 'link-sandbox-1', updateMode: false });
    expect(JSON.parse(decodeURIComponent(/bank_link_oauth=([^;]+)/.exec(document.cookie)![1]!))).toEqual({
      linkToken: 'link-sandbox-1',
      applicationId: 'app-1',
    });
  });

  it('says so when the link token cannot be made', async () => {
    const { run } = harness({ calls: [[createPlaidToken, () => failure({ status: 502, message: 'Bad Gateway' })]] });
    const result = await run(linkSaga, linkRequested({ applicationId: 'app-1', accountHolderName: 'Rosa Diaz' })).run();
    expect(bankOf(result)).toMatchObject({ phase: 'idle', linkToken: null, error: BANK_TEXT.linkUnavailable });
  });

  it('reopens Link after a bank’s OAuth page with the kept token, for the same application only', async () => {
    document.cookie = `${OAUTH_COOKIE.name}=${encodeURIComponent(JSON.stringify({ linkToken: 'link-sandbox-9', applicationId: 'app-1' }))}; path=/`;
    const back = await harness()
      .run(
        oauthReturnSaga,
        bankAreaEntered({ applicationId: 'app-1', accountHolderName: 'Rosa Diaz', search: '?oauth_state_id=abc' }),
      )
      .run();
    expect(bankOf(back)).toMatchObject({ phase: 'opening', linkToken: 'link-sandbox-9', oauthReturn: true });
    const other = await harness()
      .run(
        oauthReturnSaga,
        bankAreaEntered({ applicationId: 'app-2', accountHolderName: 'Rosa Diaz', search: '?oauth_state_id=abc' }),
      )
      .run();
    expect(bankOf(other).phase).toBe('idle');
    const plain = await harness()
      .run(oauthReturnSaga, bankAreaEntered({ applicationId: 'app-1', accountHolderName: 'Rosa Diaz', search: '' }))
      .run();
    expect(bankOf(plain).phase).toBe('idle');
  });
});

describe('Link’s events', () => {
  it('OPEN goes to the launched page (a page view); HANDOFF shows that the connection is being made', async () => {
    const { run, visited } = harness({ bank: { phase: 'open' } });
    await run(eventSaga, plaidEvent({ eventName: 'OPEN', errorCode: null })).run();
    expect(visited.map((v) => v.to)).toEqual([BANK.open.href()]);
    const handoff = await harness({ bank: { phase: 'open' } })
      .run(eventSaga, plaidEvent({ eventName: 'HANDOFF', errorCode: null }))
      .run();
    expect(bankOf(handoff).phase).toBe('verifying');
  });

  it.each([
    ['INVALID_CREDENTIALS', BANK.invalidCredentials.href()],
    ['NO_ACCOUNTS', BANK.noChecking.href()],
    ['INTERNAL_SERVER_ERROR', BANK.errorInitializing.href()],
    [null, BANK.consent.href()],
  ])('onExit with %s goes to %s', async (errorCode, page) => {
    const { run, visited } = harness({ bank: { phase: 'open', linkToken: 'link-sandbox-1' } });
    const result = await run(exitSaga, plaidExited({ errorCode, errorType: errorCode ? 'ITEM_ERROR' : null })).run();
    expect(visited.map((v) => v.to)).toEqual([page]);
    // Closed by the applicant (no error): the consent it was opened from gives the focus back to Connect my bank.
    expect(bankOf(result)).toMatchObject({ phase: 'idle', linkToken: null, linkClosed: errorCode === null });
  });

  it('closed on the one-page bank step (newBankingScreen), goes back to that step', async () => {
    const { run, visited } = harness({ bank: { phase: 'open', linkToken: 'link-sandbox-1' }, newBankingScreen: true });
    await run(exitSaga, plaidExited({ errorCode: null, errorType: null })).run();
    expect(visited.map((v) => v.to)).toEqual([BANK.root.href()]);
  });
});

describe('the connection', () => {
  const success = plaidSucceeded({
    publicToken: 'public-sandbox-1',
    institution: 'First Platypus Bank',
    accountIds: [],
  });

  it('saves the one checking account (read from the bank) for the applicant and tells the application (which goes on)', async () => {
    const { run, visited, calledWith } = harness({
      bank: { phase: 'open' },
      calls: [
        [initializePlaidConnection, () => connection()],
        [saveBankInformation, () => savedBank('••••0000')],
      ],
    });
    const result = await run(successSaga, success)
      .put(bankAccountSaved({ applicationId: 'app-1' }))
      .run();
    expect(calledWith.map((c) => [c.fn, c.args])).toEqual([
      [
        'initializePlaidConnection',
        [{ id: 'app-1', publicToken: 'public-sandbox-1', isUpdateMode: false, language: 'en' }],
      ],
      [
        'saveBankInformation',
        [
          {
            id: 'app-1',
            bankingInformation: {
              isReadOnly: true,
              routingNumber: '021000021',
              accountNumber: '1111222233330000',
              accountHoldersName: 'Rosa Diaz',
              bankName: 'First Platypus Bank',
              accountType: 'CHECKING',
            },
          },
        ],
      ],
    ]);
    expect(visited.map((v) => v.to)).toEqual([BANK.verify.href()]);
    expect(bankOf(result).phase).toBe('idle');
    expect(JSON.stringify(result.storeState)).not.toContain('1111222233330000');
  });

  it('offers several checking accounts by name, last 4 digits and balance (never the numbers), and saves the one chosen', async () => {
    const two = connection({
      checkingAccounts: [checking('a1', '1111222233330000', 100.4, 110.9), checking('a2', '9900009606', null, 1250.75)],
    });
    const { run, visited, calledWith } = harness({
      bank: { phase: 'open' },
      calls: [
        [initializePlaidConnection, () => two],
        [saveBankInformation, () => savedBank('••••9606')],
      ],
    });
    const result = await run(successSaga, success)
      .put(
        bankSlice.actions.accountsOffered([
          { id: 'a1', name: 'Checking a1', mask: '0000', balance: '100' },
          { id: 'a2', name: 'Checking a2', mask: '9606', balance: '1250' },
        ]),
      )
      .dispatch(accountChosen({ accountId: 'a2' }))
      .run();
    expect(visited.map((v) => v.to)).toEqual([BANK.verify.href(), BANK.accountSelect.href()]);
    expect(
      (
        calledWith.find((c) => c.fn === 'saveBankInformation')?.args[0] as {
          bankingInformation: { accountNumber: string };
        }
      ).bankingInformation.accountNumber,
    ).toBe('9900009606');
    expect(JSON.stringify(result.storeState)).not.toContain('9900009606');
  });

  it('keeps only the accounts the applicant selected in Link', async () => {
    const two = connection({
      checkingAccounts: [checking('a1', '1111222233330000', 100.4, 110.9), checking('a2', '9900009606', null, 1250.75)],
    });
    const { run, calledWith } = harness({
      bank: { phase: 'open' },
      calls: [
        [initializePlaidConnection, () => two],
        [saveBankInformation, () => savedBank('••••9606')],
      ],
    });
    await run(
      successSaga,
      plaidSucceeded({ publicToken: 'public-sandbox-1', institution: null, accountIds: ['a2'] }),
    ).run();
    expect(
      (
        calledWith.find((c) => c.fn === 'saveBankInformation')?.args[0] as {
          bankingInformation: { accountNumber: string };
        }
      ).bankingInformation.accountNumber,
    ).toBe('9900009606');
  });

  it('keeps the token for update mode when the bank wants the applicant to sign in again; SIGN IN AGAIN reopens Link with it', async () => {
    const { run, visited } = harness({
      bank: { phase: 'open' },
      calls: [
        [
          initializePlaidConnection,
          () =>
            connection({ authStatus: 'ITEM_LOGIN_REQUIRED', publicToken: 'link-sandbox-update', checkingAccounts: [] }),
        ],
      ],
    });
    const result = await run(successSaga, success).run();
    expect(visited.map((v) => v.to)).toEqual([BANK.verify.href()]);
    const state = bankOf(result);
    expect(state).toMatchObject({
      phase: 'loginRequired',
      updateToken: 'link-sandbox-update',
      institution: 'First Platypus Bank',
    });
    const again = bankSlice.reducer(state, signInAgainRequested());
    expect(again).toMatchObject({ phase: 'opening', linkToken: 'link-sandbox-update', updateMode: true });

    const { run: rerun, calledWith } = harness({
      bank: again,
      calls: [
        [initializePlaidConnection, () => connection()],
        [saveBankInformation, () => savedBank('••••0000')],
      ],
    });
    await rerun(successSaga, success).run();
    expect(calledWith[0]?.args).toEqual([
      { id: 'app-1', publicToken: 'public-sandbox-1', isUpdateMode: true, language: 'en' },
    ]);
  });

  it.each([
    [
      'a bank without Auth',
      connection({ authStatus: 'NO_AUTH_PRODUCT', isAuthEnabled: false, checkingAccounts: [] }),
      BANK.noAuth.href(),
    ],
    [
      'a bank without account numbers yet',
      connection({ authStatus: 'NO_PRODUCT_DATA', checkingAccounts: [] }),
      BANK.noData.href(),
    ],
    ['no checking account', connection({ checkingAccounts: [] }), BANK.noChecking.href()],
  ])('sends %s to its page', async (_name, answer, page) => {
    const { run, visited, calledWith } = harness({
      bank: { phase: 'open' },
      calls: [[initializePlaidConnection, () => answer]],
    });
    await run(successSaga, success).run();
    expect(visited.map((v) => v.to)).toEqual([BANK.verify.href(), page]);
    expect(calledWith.map((c) => c.fn)).toEqual(['initializePlaidConnection']);
  });

  it('goes to the error page when the connection cannot be made', async () => {
    const { run, visited } = harness({
      bank: { phase: 'open' },
      calls: [
        [
          initializePlaidConnection,
          () =>
            failure({
              status: 400,
              code: 'BAD_REQUEST',
              message: 'This bank link is no longer valid. Please link your bank again.',
            }),
        ],
      ],
    });
    await run(successSaga, success).run();
    expect(visited.map((v) => v.to)).toEqual([BANK.verify.href(), BANK.errorInitializing.href()]);
  });
});

describe('an account typed by hand', () => {
  const form = {
    routingNumber: '021000021',
    accountNumber: '123456789',
    accountHoldersName: ' Rosa Diaz ',
    bankName: 'Buckeye Bank',
    accountType: 'CHECKING' as const,
    accountOpenDate: '01/15/2020',
  };

  it('is saved with its digits and an ISO date, and told to the application', async () => {
    const { run, visited, calledWith } = harness({
      calls: [
        [
          saveBankInformation,
          () => ({
            ...savedBank('••••6789'),
            bankingInformation: { ...savedBank('••••6789').bankingInformation, isReadOnly: false },
          }),
        ],
      ],
    });
    await run(manualSaga, manualSubmitted({ applicationId: 'app-1', accountHolderName: 'Rosa Diaz', form }))
      .put(bankAccountSaved({ applicationId: 'app-1' }))
      .run();
    expect(calledWith[0]?.args).toEqual([
      {
        id: 'app-1',
        bankingInformation: {
          isReadOnly: false,
          routingNumber: '021000021',
          accountNumber: '123456789',
          accountHoldersName: 'Rosa Diaz',
          bankName: 'Buckeye Bank',
          accountType: 'CHECKING',
          accountOpenDate: '2020-01-15',
        },
      },
    ]);
    expect(calledWith).toHaveLength(1);
    expect(visited).toEqual([]);
  });

  it('shows the server’s refusal, and keeps the page', async () => {
    const { run, visited } = harness({
      calls: [
        [
          saveBankInformation,
          () =>
            failure({
              status: 400,
              code: 'BAD_REQUEST',
              message: 'Your checking account must be open at least 30 days.',
            }),
        ],
      ],
    });
    const result = await run(
      manualSaga,
      manualSubmitted({ applicationId: 'app-1', accountHolderName: 'Rosa Diaz', form }),
    ).run();
    expect(bankOf(result)).toMatchObject({
      phase: 'idle',
      error: 'Your checking account must be open at least 30 days.',
    });
    expect(visited).toEqual([]);
  });
});
