// Step 3's bank link over real HTTP, the same in both bank-link modes (server/graphql/bank.test.ts: local, the
// sandbox in the portal's process; server/graphql/bankPlaidMode.test.ts: Plaid's SDK and the stand-in of Plaid's
// API): the link token, Link's sign-in (Plaid's servers), the connection made from the public token (exchanged once),
// the bank asking to sign in again and update mode, the banks and users that fail, and the account saved (read from
// the bank or typed by hand), shown afterwards with only the last 4 digits of its numbers; someone else's application
// is not found.
import { createdApplication, newApplicant, uniqueEmail } from './applicationClient';
import { graphql, tokensFor, type GraphqlResult } from './serverClient';

/** Link's two steps with Plaid's servers, as the mode has them. */
export interface LinkServers {
  session(link_token: string | null): Promise<{ status: number; body: Record<string, unknown> }>;
  signIn(body: Record<string, unknown>): Promise<{ status: number; body: Record<string, unknown> }>;
}

const CONNECTION =
  'checkingAccounts { account_id mask name subtype numbers { account routing } balances { available current } } publicToken authStatus isAuthEnabled institution { name institution_id }';
const BANKING =
  'bankingInformation { isReadOnly routingNumber accountNumber accountHoldersName accountBalance bankName accountOpenDate accountType } loanApplicationProgress { applicationUrl }';
const INITIALIZE = `mutation Init($id: ID!, $publicToken: String!, $isUpdateMode: Boolean) { initializePlaidConnection(id: $id, publicToken: $publicToken, isUpdateMode: $isUpdateMode) { ${CONNECTION} } }`;
export const SAVE = `mutation Save($id: ID!, $bank: BankingInformationInput!) { saveBankInformation(id: $id, bankingInformation: $bank) { ${BANKING} } }`;
const FIRST_PLATYPUS = 'ins_109508';
const TARTAN = 'ins_109511';

interface Connection {
  checkingAccounts: {
    account_id: string;
    mask: string;
    name: string;
    numbers: { account: string; routing: string };
    balances: { available: number | null; current: number | null };
  }[];
  publicToken: string | null;
  authStatus: string;
  isAuthEnabled: boolean;
  institution: { name: string; institution_id: string } | null;
}

export async function applicant() {
  const email = uniqueEmail('bank');
  const token = await newApplicant(email);
  const { id } = await createdApplication(token, email);
  return { token, id };
}

export async function linkToken(
  token: string,
  id: string,
  redirectUrl?: string,
  language?: string,
): Promise<GraphqlResult> {
  const result = await graphql(
    'mutation Token($id: ID!, $redirectUrl: String, $language: String) { createPlaidToken(id: $id, clientName: "Coin & Go", redirectUrl: $redirectUrl, language: $language) { link_token expiration request_id } }',
    token,
    'cng',
    { id, redirectUrl, language },
  );
  return result;
}

/** Link: the applicant signs in to a bank with sandbox credentials. */
let link: LinkServers;
const signIn = (link_token: string, username: string, password = 'pass_good', institution_id = FIRST_PLATYPUS) =>
  link.signIn({ link_token, institution_id, username, password });

export async function connect(
  token: string,
  id: string,
  username: string,
  institution = FIRST_PLATYPUS,
): Promise<{ connection: Connection; publicToken: string }> {
  const link = (await linkToken(token, id)).body.data as { createPlaidToken: { link_token: string } };
  const linked = await signIn(link.createPlaidToken.link_token, username, 'pass_good', institution);
  expect(linked.status).toBe(200);
  const publicToken = linked.body.public_token as string;
  const result = await graphql(INITIALIZE, token, 'cng', { id, publicToken });
  expect(result.body.errors).toBeUndefined();
  return {
    connection: (result.body.data as { initializePlaidConnection: Connection }).initializePlaidConnection,
    publicToken,
  };
}

/** The suite, with Link's servers as the mode has them. */
export function bankLinkSuite(mode: string, servers: LinkServers): void {
  link = servers;
  describe(`the bank link (${mode})`, () => {
    it('makes a link token for the applicant’s own application, for checking accounts, returning only to this site', async () => {
      const { token, id } = await applicant();
      const made = await linkToken(
        token,
        id,
        `http://cng.localhost:${new URL(process.env.TEST_SERVER_URL!).port}/application/bank`,
      );
      const { link_token, expiration } = (
        made.body.data as { createPlaidToken: { link_token: string; expiration: string } }
      ).createPlaidToken;
      expect(link_token).toMatch(/^link-sandbox-/);
      expect(Date.parse(expiration) - Date.now()).toBeGreaterThan(3.9 * 3600 * 1000);
      const session = await link.session(link_token);
      expect(session.body).toMatchObject({
        language: 'en',
        updateMode: null,
        institutions: expect.arrayContaining([
          { institution_id: FIRST_PLATYPUS, name: 'First Platypus Bank' },
        ]) as unknown,
      });

      // Link's window speaks the page's language: Spanish when asked; a language the portal does not speak is English.
      for (const [asked, spoken] of [
        ['es', 'es'],
        ['fr', 'en'],
        ['es\u0301'.repeat(3), 'en'],
      ] as const) {
        const made = (await linkToken(token, id, undefined, asked)).body.data as {
          createPlaidToken: { link_token: string };
        };
        expect((await link.session(made.createPlaidToken.link_token)).body).toMatchObject({ language: spoken });
      }
      expect((await linkToken(token, id, 'https://evil.example/steal')).body.errors?.[0]).toMatchObject({
        message: 'redirectUrl must be a page of this site',
        extensions: { code: 'BAD_REQUEST' },
      });
      const maria = (await tokensFor('maria.lopez@example.com')).IdToken;
      expect((await linkToken(maria, id)).body.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
    });

    it('connects the bank from Link’s public token once, offering only checking accounts, and saves the chosen one with the bank’s own balance', async () => {
      const { token, id } = await applicant();
      const { connection, publicToken } = await connect(token, id, 'user_good');
      expect(connection).toMatchObject({
        authStatus: 'GOOD',
        isAuthEnabled: true,
        publicToken: null,
        institution: { name: 'First Platypus Bank', institution_id: FIRST_PLATYPUS },
      });
      expect(connection.checkingAccounts.map((account) => [account.name, account.mask])).toEqual([
        ['Plaid Checking', '0000'],
        ['Plaid Gold Checking', '9606'],
      ]);

      // The public token is exchanged once.
      const again = await graphql(INITIALIZE, token, 'cng', { id, publicToken });
      expect(again.body.errors?.[0]).toMatchObject({
        message: 'This bank link is no longer valid. Please link your bank again.',
        extensions: { code: 'BAD_REQUEST' },
      });

      // The balance rule: available (100.40 -> "100"), else current (1,250.75 -> "1250"); the page's figure is ignored.
      const gold = connection.checkingAccounts[1]!;
      const saved = await graphql(SAVE, token, 'cng', {
        id,
        bank: {
          isReadOnly: true,
          routingNumber: gold.numbers.routing,
          accountNumber: gold.numbers.account,
          accountHoldersName: 'Rosa Diaz',
          bankName: 'First Platypus Bank',
          accountBalance: 999999,
        },
      });
      expect(saved.body.data).toEqual({
        saveBankInformation: {
          bankingInformation: {
            isReadOnly: true,
            routingNumber: '•••••0021',
            accountNumber: '••••9606',
            accountHoldersName: 'Rosa Diaz',
            accountBalance: '1250',
            bankName: 'First Platypus Bank',
            accountOpenDate: null,
            accountType: 'CHECKING',
          },
          // Step 3 is done: the save stored step 4's products as the place to resume.
          loanApplicationProgress: { applicationUrl: '/application/products' },
        },
      });
      // After saving, the full numbers never come back.
      const read = await graphql(`{ application(id: "${id}") { ${BANKING} } }`, token);
      expect(JSON.stringify(read.body)).not.toContain(gold.numbers.account);
      expect(JSON.stringify(read.body)).not.toContain(gold.numbers.routing);
      const first = connection.checkingAccounts[0]!;
      const other = await graphql(SAVE, token, 'cng', {
        id,
        bank: {
          isReadOnly: true,
          routingNumber: first.numbers.routing,
          accountNumber: first.numbers.account,
          accountHoldersName: 'Rosa Diaz',
          bankName: 'x',
        },
      });
      expect(
        (other.body.data as { saveBankInformation: { bankingInformation: { accountBalance: string } } })
          .saveBankInformation.bankingInformation.accountBalance,
      ).toBe('100');

      // A number that is not one of the linked checking accounts (the savings account) is refused.
      const savings = await graphql(SAVE, token, 'cng', {
        id,
        bank: {
          isReadOnly: true,
          routingNumber: '011401533',
          accountNumber: '1111222233331111',
          accountHoldersName: 'Rosa Diaz',
          bankName: 'x',
        },
      });
      expect(savings.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_REQUEST', field: 'accountNumber' });
    });

    it('asks the applicant to sign in again when the bank needs it, with a link token for update mode, then connects', async () => {
      const { token, id } = await applicant();
      const { connection } = await connect(token, id, 'user_login_required');
      expect(connection).toMatchObject({ authStatus: 'ITEM_LOGIN_REQUIRED', checkingAccounts: [] });
      expect(connection.publicToken).toMatch(/^link-sandbox-/);
      const session = await link.session(connection.publicToken);
      expect(session.body).toMatchObject({ updateMode: { institution: { name: 'First Platypus Bank' } } });
      const update = await signIn(connection.publicToken!, 'user_login_required');
      expect(update.status).toBe(200);
      const repaired = await graphql(INITIALIZE, token, 'cng', {
        id,
        publicToken: update.body.public_token,
        isUpdateMode: true,
      });
      expect(repaired.body.data).toMatchObject({
        initializePlaidConnection: { authStatus: 'GOOD', publicToken: null },
      });
      expect(
        (repaired.body.data as { initializePlaidConnection: Connection }).initializePlaidConnection.checkingAccounts,
      ).toHaveLength(2);
    });

    it('names the bank just linked when it asks to sign in again, not the bank linked before', async () => {
      const { token, id } = await applicant();
      await connect(token, id, 'user_good');
      const { connection } = await connect(token, id, 'user_login_required', TARTAN);
      expect(connection).toMatchObject({
        authStatus: 'ITEM_LOGIN_REQUIRED',
        institution: { name: 'Tartan Bank', institution_id: TARTAN },
      });
      const session = await link.session(connection.publicToken);
      expect(session.body).toMatchObject({ updateMode: { institution: { name: 'Tartan Bank' } } });
    });

    it('answers Link’s failures with Plaid’s errors, and the banks without Auth, account numbers or checking accounts', async () => {
      const { token, id } = await applicant();
      const link = ((await linkToken(token, id)).body.data as { createPlaidToken: { link_token: string } })
        .createPlaidToken.link_token;
      expect((await signIn(link, 'user_good', 'wrong')).body).toMatchObject({
        error: { error_type: 'ITEM_ERROR', error_code: 'INVALID_CREDENTIALS' },
      });
      expect((await signIn(link, 'user_no_accounts')).body).toMatchObject({ error: { error_code: 'NO_ACCOUNTS' } });
      expect((await signIn(link, 'user_error')).body).toMatchObject({
        error: { error_type: 'API_ERROR', error_code: 'INTERNAL_SERVER_ERROR' },
      });
      expect((await signIn('link-sandbox-not-issued', 'user_good')).body).toMatchObject({
        error: { error_code: 'INVALID_LINK_TOKEN' },
      });

      expect((await connect(token, id, 'user_good', 'ins_109510')).connection).toMatchObject({
        authStatus: 'NO_AUTH_PRODUCT',
        isAuthEnabled: false,
        checkingAccounts: [],
      });
      expect((await connect(token, id, 'user_no_data')).connection).toMatchObject({
        authStatus: 'NO_PRODUCT_DATA',
        checkingAccounts: [],
      });
      expect((await connect(token, id, 'user_no_checking')).connection).toMatchObject({
        authStatus: 'GOOD',
        checkingAccounts: [],
      });
    });

    it('saves an account typed by hand only when its schema agrees: the ABA checksum, checking only, open at least 30 days', async () => {
      const { token, id } = await applicant();
      const typed = (overrides: Record<string, unknown>) => ({
        routingNumber: '021000021',
        accountNumber: '123456789',
        accountHoldersName: 'Rosa Diaz',
        bankName: 'Buckeye Bank',
        accountType: 'CHECKING',
        accountOpenDate: '2020-01-15',
        ...overrides,
      });
      const refused = async (overrides: Record<string, unknown>) =>
        (await graphql(SAVE, token, 'cng', { id, bank: typed(overrides) })).body.errors?.[0];
      expect(await refused({ routingNumber: '021000022' })).toMatchObject({
        message: 'This is not a valid routing number. Check the 9 digits at the bottom left of your checks',
        extensions: { code: 'BAD_REQUEST', field: 'routingNumber' },
      });
      expect(await refused({ accountType: 'SAVINGS' })).toMatchObject({
        message: 'We can only use a checking account. Please enter a checking account.',
        extensions: { field: 'accountType' },
      });
      const recent = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);
      expect(await refused({ accountOpenDate: recent })).toMatchObject({
        message: 'Your checking account must be open at least 30 days.',
        extensions: { field: 'accountOpenDate' },
      });
      // A refused save moves nothing on, the place to resume included.
      expect((await graphql(`{ application(id: "${id}") { ${BANKING} } }`, token)).body.data).toEqual({
        application: {
          bankingInformation: null,
          loanApplicationProgress: { applicationUrl: '/application/product-preference' },
        },
      });

      const saved = await graphql(SAVE, token, 'cng', { id, bank: typed({}) });
      expect(saved.body.data).toEqual({
        saveBankInformation: {
          bankingInformation: {
            isReadOnly: false,
            routingNumber: '•••••0021',
            accountNumber: '••••6789',
            accountHoldersName: 'Rosa Diaz',
            accountBalance: null,
            bankName: 'Buckeye Bank',
            accountOpenDate: '2020-01-15',
            accountType: 'CHECKING',
          },
          loanApplicationProgress: { applicationUrl: '/application/products' },
        },
      });
      expect(JSON.stringify(saved.body)).not.toContain('123456789');

      const maria = (await tokensFor('maria.lopez@example.com')).IdToken;
      expect((await graphql(SAVE, maria, 'cng', { id, bank: typed({}) })).body.errors?.[0]?.extensions).toMatchObject({
        code: 'NOT_FOUND',
      });
      expect(
        (await graphql(INITIALIZE, maria, 'cng', { id, publicToken: 'public-sandbox-x' })).body.errors?.[0]?.extensions,
      ).toMatchObject({ code: 'NOT_FOUND' });
    });

    it('refuses an agent acting for a customer every bank call (bank data is not theirs to change)', async () => {
      const agent = (await tokensFor('agent.reyes@example.com', 'Agent#2026')).IdToken;
      expect(
        (await graphql('mutation { startImpersonation(email: "lena.ortiz@example.com") { customerEmail } }', agent))
          .body.errors,
      ).toBeUndefined();
      try {
        const open = await graphql('{ unsubmittedApplication(email: "lena.ortiz@example.com") { id } }', agent);
        const id = (open.body.data as { unsubmittedApplication: { id: string } }).unsubmittedApplication.id;
        const refused = 'Agents cannot change email, password, MFA settings or bank data while acting for a customer.';
        expect((await linkToken(agent, id)).body.errors?.[0]).toMatchObject({
          message: refused,
          extensions: { code: 'FORBIDDEN' },
        });
        expect(
          (await graphql(INITIALIZE, agent, 'cng', { id, publicToken: 'public-sandbox-x' })).body.errors?.[0],
        ).toMatchObject({ message: refused });
        const typed = {
          routingNumber: '021000021',
          accountNumber: '123456789',
          accountHoldersName: 'Lena Ortiz',
          bankName: 'Buckeye Bank',
          accountType: 'CHECKING',
          accountOpenDate: '2020-01-15',
        };
        expect((await graphql(SAVE, agent, 'cng', { id, bank: typed })).body.errors?.[0]).toMatchObject({
          message: refused,
        });
      } finally {
        await graphql('mutation { stopImpersonation { success } }', agent);
      }
    });
  });
}
