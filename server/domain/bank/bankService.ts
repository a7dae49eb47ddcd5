// Step 3's bank account (application spec 3.3, 4.4, 7.1; issue 13): the link token for Plaid Link, the connection
// made from Link's public token (exchanged once; the access token is sealed and never leaves the server), and the
// account saved to the application, read from the linked bank or typed by hand. Only checking accounts are used;
// after saving, only the last 4 digits of the numbers are ever shown. Every call is on the caller's own open
// application (another's is not found); an agent acting for a customer is refused by the schema's policy.
import { balanceOf, bankDigits, bankInformationSchema, type BankForm } from '../../../src/lib/validation/bankSchemas';
import { toIsoDate } from '../../../src/lib/validation/applicationDates';
import { bankLinks, type StoredBankInformation } from '../../db/schema/applications';
import { application as owned, changeable } from '../application/applicationService';
import { FUNDING_TEXT } from '../../../src/lib/rules/fundingCodes';
import { updateApplication } from '../application/applicationRepository';
import { NEXT_STEP, STEP_PAGES } from '../../../src/lib/rules/applicationSteps';
import { checked } from '../application/applicationRules';
import { badRequest, forbidden } from '../domainError';
import type { Scope } from '../scope';
import { eq } from 'drizzle-orm';
import { PlaidApiError, type AuthGetResponse, type PlaidClient } from './plaidClient';
import { languageAsked } from '../../../src/lib/rules/language';
import type { SecretBox } from '../../security/secretBox';

export interface BankDeps {
  plaid: PlaidClient;
  secrets: SecretBox;
  /** Where Plaid sends a brand's Items' webhooks (BANK_LINK_MODE=plaid); none in local mode. */
  webhookFor?: (brand: string) => string;
}

/** Days of history the asset report asks for. */
const ASSET_REPORT_DAYS = 60;
const LINK_AGAIN = 'This bank link is no longer valid. Please link your bank again.';

/** Where Link may send the applicant back after an OAuth bank: one of this brand's own pages. */
function checkedRedirect(scope: Scope, redirectUrl: string | null | undefined): string | undefined {
  if (!redirectUrl) return undefined;
  const origin = scope.settings.brandOrigins[scope.brand as keyof typeof scope.settings.brandOrigins];
  let url: URL;
  try {
    url = new URL(redirectUrl);
  } catch {
    throw badRequest('redirectUrl must be a page of this site', 'redirectUrl');
  }
  if (!origin || url.origin !== origin) throw badRequest('redirectUrl must be a page of this site', 'redirectUrl');
  return url.toString();
}

export async function createPlaidToken(
  scope: Scope,
  deps: BankDeps,
  id: string,
  input: {
    clientName: string;
    linkCustomizationName?: string | null;
    redirectUrl?: string | null;
    language?: string | null;
  },
) {
  const application = await changeable(scope, id);
  const clientName = input.clientName.trim();
  if (!clientName || clientName.length > 30) throw badRequest('clientName must be 1 to 30 characters', 'clientName');
  const token = await deps.plaid.linkTokenCreate({
    client_name: clientName,
    user: { client_user_id: application.id },
    products: ['auth'],
    country_codes: ['US'],
    language: languageAsked(input.language),
    account_filters: { depository: { account_subtypes: ['checking'] } },
    link_customization_name: input.linkCustomizationName ?? undefined,
    redirect_uri: checkedRedirect(scope, input.redirectUrl),
    webhook: deps.webhookFor?.(scope.brand),
  });
  return { link_token: token.link_token, expiration: token.expiration, request_id: token.request_id };
}

type LinkStatus = (typeof bankLinks.$inferSelect)['status'];

/** Reads the Item's accounts with Auth; what Plaid says about the Item becomes the link's status. */
async function readAccounts(
  deps: BankDeps,
  accessToken: string,
): Promise<{ status: LinkStatus; auth: AuthGetResponse | null }> {
  try {
    return { status: 'GOOD', auth: await deps.plaid.authGet({ access_token: accessToken }) };
  } catch (error) {
    if (!(error instanceof PlaidApiError)) throw error;
    if (error.body.error_code === 'ITEM_LOGIN_REQUIRED') return { status: 'ITEM_LOGIN_REQUIRED', auth: null };
    if (error.body.error_code === 'PRODUCTS_NOT_SUPPORTED' || error.body.error_code === 'INSTITUTION_NOT_SUPPORTED')
      return { status: 'NO_AUTH_PRODUCT', auth: null };
    if (error.body.error_code === 'PRODUCT_NOT_READY' || error.body.error_code === 'NO_AUTH_ACCOUNTS')
      return { status: 'NO_PRODUCT_DATA', auth: null };
    throw error;
  }
}

/** The depository checking accounts that have numbers, with them. */
function checkingAccounts(auth: AuthGetResponse) {
  return auth.accounts.flatMap((account) => {
    const numbers = auth.numbers.ach.find((entry) => entry.account_id === account.account_id);
    if (account.type !== 'depository' || account.subtype !== 'checking' || !numbers) return [];
    return [{ account, numbers }];
  });
}

/**
 * Link gave the page a public token: exchange it (once) for the Item's access token, read its checking accounts,
 * and answer the connection (spec 3.3). A bank that wants the applicant to sign in again answers authStatus
 * ITEM_LOGIN_REQUIRED with, as publicToken, a link token for Link's update mode; update mode's own public token
 * needs no exchange (the Item keeps its access token).
 */
export async function initializePlaidConnection(
  scope: Scope,
  deps: BankDeps,
  id: string,
  publicToken: string,
  {
    isUpdateMode,
    language = null,
    now = new Date(),
  }: {
    /** Link's update mode: the Item keeps its access token, and the public token needs no exchange. */
    isUpdateMode: boolean;
    /** The page's language, for the link token of Link's update mode when the bank asks to sign in again. */
    language?: string | null;
    now?: Date;
  },
) {
  const application = await changeable(scope, id);
  const [existing] = await scope.db.select().from(bankLinks).where(eq(bankLinks.applicationId, application.id));
  let accessToken: string;
  let itemId: string;
  if (isUpdateMode) {
    if (!existing) throw badRequest(LINK_AGAIN, 'publicToken');
    accessToken = deps.secrets.open(existing.accessTokenSealed);
    itemId = existing.itemId;
  } else {
    try {
      ({ access_token: accessToken, item_id: itemId } = await deps.plaid.itemPublicTokenExchange({
        public_token: publicToken,
      }));
    } catch (error) {
      if (error instanceof PlaidApiError && error.body.error_type === 'INVALID_INPUT')
        throw badRequest(LINK_AGAIN, 'publicToken');
      throw error;
    }
  }
  const { status, auth } = await readAccounts(deps, accessToken);
  const linkLanguage = languageAsked(language);
  // The bank is the Item's own, asked of Plaid whatever its sign-in's state: never a bank linked before.
  const institutionId = (await deps.plaid.itemGet({ access_token: accessToken })).item.institution_id;
  const institutionName = institutionId
    ? (await deps.plaid.institutionsGetById({ institution_id: institutionId, country_codes: ['US'] })).institution.name
    : null;
  const accounts = auth ? checkingAccounts(auth) : [];
  const sameItem = existing?.itemId === itemId;
  const assetReportTokenSealed =
    (sameItem ? existing.assetReportTokenSealed : null) ??
    (status === 'GOOD'
      ? deps.secrets.seal(
          (await deps.plaid.assetReportCreate({ access_tokens: [accessToken], days_requested: ASSET_REPORT_DAYS }))
            .asset_report_token,
        )
      : null);
  const row = {
    itemId,
    accessTokenSealed: deps.secrets.seal(accessToken),
    institutionId,
    institutionName,
    status,
    accounts: accounts.map(({ account, numbers }) => ({
      accountId: account.account_id,
      accountSealed: deps.secrets.seal(numbers.account),
      routingSealed: deps.secrets.seal(numbers.routing),
      mask: account.mask,
      name: account.name,
      balance: balanceOf(account.balances),
    })),
    assetReportTokenSealed,
    modifiedAt: now,
  };
  await scope.db
    .insert(bankLinks)
    .values({ applicationId: application.id, ...row, createdAt: now })
    .onConflictDoUpdate({ target: bankLinks.applicationId, set: row });
  // The Item this link replaced is ended at Plaid: its access token was the link's only hold on it. A failure leaves
  // the new link as saved (the old Item ends by itself when the applicant revokes it at the bank).
  if (existing && !sameItem)
    await deps.plaid
      .itemRemove({ access_token: deps.secrets.open(existing.accessTokenSealed) })
      .catch((error: unknown) => {
        scope.log.warn(
          `The replaced bank link's Item was not removed: ${error instanceof Error ? error.message : 'unknown'}`,
        );
      });
  const updateToken =
    status === 'ITEM_LOGIN_REQUIRED'
      ? (
          await deps.plaid.linkTokenCreate({
            client_name: 'Bank link',
            user: { client_user_id: application.id },
            products: ['auth'],
            country_codes: ['US'],
            language: linkLanguage,
            access_token: accessToken,
            webhook: deps.webhookFor?.(scope.brand),
          })
        ).link_token
      : null;
  return {
    checkingAccounts: accounts.map(({ account, numbers }) => ({
      account_id: account.account_id,
      mask: account.mask,
      name: account.name,
      subtype: account.subtype,
      numbers: { account: numbers.account, routing: numbers.routing },
      balances: { available: account.balances.available, current: account.balances.current },
    })),
    publicToken: updateToken,
    authStatus: status,
    isAuthEnabled: status !== 'NO_AUTH_PRODUCT',
    institution: institutionId ? { institution_id: institutionId, name: institutionName } : null,
  };
}

export interface BankingInput {
  isReadOnly?: boolean | null;
  routingNumber: string;
  accountNumber: string;
  accountHoldersName: string;
  bankName: string;
  accountOpenDate?: string | null;
  accountType?: string | null;
  accountBalance?: number | null;
}

/**
 * Saves the account: typed by hand (checked with the form's own schema: ABA routing number, checking only, open at
 * least 30 days), or read from the linked bank (isReadOnly: the numbers must be one of its checking accounts, and the
 * balance is the bank's, not what the page sent).
 */
export async function saveBankInformation(
  scope: Scope,
  deps: BankDeps,
  id: string,
  input: BankingInput,
  now = new Date(),
) {
  const application = await changeable(scope, id);
  const routing = bankDigits(input.routingNumber);
  const account = bankDigits(input.accountNumber);
  let stored: StoredBankInformation;
  if (input.isReadOnly) {
    const [link] = await scope.db.select().from(bankLinks).where(eq(bankLinks.applicationId, application.id));
    const linked =
      link?.status === 'GOOD'
        ? link.accounts.find(
            (entry) =>
              deps.secrets.open(entry.accountSealed) === account && deps.secrets.open(entry.routingSealed) === routing,
          )
        : undefined;
    if (!link || !linked)
      throw badRequest(
        'This account is not one of the linked bank’s checking accounts. Please link your bank again.',
        'accountNumber',
      );
    const name = input.accountHoldersName.trim();
    if (!name || name.length > 100)
      throw badRequest("Enter the account holder's name as the bank has it", 'accountHoldersName');
    stored = {
      source: 'PLAID',
      accountType: 'CHECKING',
      routingNumberSealed: linked.routingSealed,
      accountNumberSealed: linked.accountSealed,
      routingLast4: routing.slice(-4),
      accountLast4: account.slice(-4),
      accountHoldersName: name,
      bankName: link.institutionName ?? input.bankName.trim(),
      accountBalance: linked.balance,
      accountOpenDate: null,
    };
  } else {
    stored = typedBank(deps, input);
  }
  // Step 3 is done: the application resumes at step 4's products (NEXT_STEP).
  return updateApplication(
    scope.db,
    application.id,
    { bank: stored, applicationUrl: STEP_PAGES[NEXT_STEP.bank()] },
    now,
  );
}

/** A checking account typed by hand, checked with the form's own schema (ABA routing number, open at least 30 days). */
function typedBank(deps: BankDeps, input: BankingInput): StoredBankInformation {
  const routing = bankDigits(input.routingNumber);
  const account = bankDigits(input.accountNumber);
  const form = checked<BankForm>(bankInformationSchema, {
    routingNumber: input.routingNumber,
    accountNumber: input.accountNumber,
    accountHoldersName: input.accountHoldersName,
    bankName: input.bankName,
    accountType: input.accountType ?? '',
    accountOpenDate: input.accountOpenDate ?? '',
  });
  return {
    source: 'MANUAL',
    accountType: 'CHECKING',
    routingNumberSealed: deps.secrets.seal(routing),
    accountNumberSealed: deps.secrets.seal(account),
    routingLast4: routing.slice(-4),
    accountLast4: account.slice(-4),
    accountHoldersName: form.accountHoldersName.trim(),
    bankName: form.bankName.trim(),
    accountBalance: null,
    accountOpenDate: toIsoDate(form.accountOpenDate),
  };
}

/**
 * replaceBankAccount (issue 31): another checking account, typed by hand, for an approved loan waiting for its
 * signature whose funding or repayment check asked for one. Only the borrower; the check runs again when the loan's
 * documents are agreed (they name the new account).
 */
export async function replaceBankAccount(
  scope: Scope,
  deps: BankDeps,
  id: string,
  input: BankingInput,
  now = new Date(),
) {
  if (scope.isAgent) throw forbidden(FUNDING_TEXT.agentRefused);
  const row = await owned(scope, id);
  const code = row.funding?.code;
  if (
    row.state !== 'PENDING_ESIGN' ||
    row.withdrawnAt ||
    (code !== 'NEEDS_NEW_FUNDING' && code !== 'NEEDS_NEW_REPAYMENT')
  )
    throw badRequest(FUNDING_TEXT.noIssue);
  const stored = typedBank(deps, input);
  return updateApplication(
    scope.db,
    row.id,
    { bank: stored, funding: { ...row.funding!, code: 'PROCEED_APPLICATION', checkedAt: now.toISOString() } },
    now,
  );
}
