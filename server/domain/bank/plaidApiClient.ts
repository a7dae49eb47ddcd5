// Plaid through its own Node SDK (BANK_LINK_MODE=plaid; issue 70): the PlaidClient calls sent by `PlaidApi` to
// Plaid's environment (PLAID_ENV), or to another address (PLAID_BASE_URL: the stand-in of Plaid's API in tests and
// `npm start`), with the client id and secret in Plaid's headers. The secret is never logged: it lives in the SDK's
// configuration only, and an error keeps Plaid's error object, never the request.
//
// Faults:
// - Plaid's error answer becomes PlaidApiError with Plaid's body, as localPlaid.ts throws them.
// - No answer within `timeoutMs`, a 5xx or RATE_LIMIT_EXCEEDED: the calls that change nothing (or whose second
//   sending changes nothing more) are sent again, up to `retries` times, waiting longer each time (Plaid's advice for
//   INTERNAL_SERVER_ERROR, PLANNED_MAINTENANCE and RATE_LIMIT_EXCEEDED). Never sent twice: the public token's
//   exchange (a token works once: a second sending could only fail, and the first answer is lost) and an asset report
//   (Plaid bills each one). Their fault reaches the caller, which keeps what it had (decision 0079).
import {
  Configuration,
  CountryCode,
  DepositoryAccountSubtype,
  PlaidApi,
  PlaidEnvironments,
  Products,
  type LinkTokenCreateRequest as SdkLinkTokenCreateRequest,
} from 'plaid';
import { PlaidApiError, type PlaidClient, type PlaidErrorBody } from './plaidClient';

export interface PlaidApiSettings {
  /** Plaid's environment, or the address of another server that speaks its API. */
  basePath: string;
  clientId: string;
  secret: string;
  /** How long a call may take before it counts as unanswered. */
  timeoutMs?: number;
  /** How many times a call that may be sent again is sent again. */
  retries?: number;
  /** The first wait before sending again (doubled each time). */
  backoffMs?: number;
}

/** The address of Plaid's environment, as its SDK has it. */
export const plaidBasePath = (environment: 'sandbox' | 'production'): string => PlaidEnvironments[environment]!;

/** Whether a fault may pass if the call is sent again: no answer, a 5xx, or Plaid's rate limit. */
function passing(error: unknown): boolean {
  if (error instanceof PlaidApiError)
    return error.body.error_type === 'API_ERROR' || error.body.error_type === 'RATE_LIMIT_EXCEEDED';
  return true;
}

/** Plaid's error object out of the SDK's (axios's) error; anything else (no answer) as it is, without the request. */
function plaidFault(error: unknown): unknown {
  // The SDK's errors are axios's (`isAxiosError`), with Plaid's answer as `response`.
  const sdk = error as { isAxiosError?: boolean; code?: string; response?: { status?: number; data?: unknown } };
  if (!sdk.isAxiosError) return error;
  const body = sdk.response?.data as Partial<PlaidErrorBody> | undefined;
  if (body && typeof body === 'object' && typeof body.error_code === 'string' && typeof body.error_type === 'string')
    return new PlaidApiError({
      error_type: body.error_type,
      error_code: body.error_code,
      error_message: String(body.error_message ?? ''),
      display_message: body.display_message ?? null,
      request_id: String(body.request_id ?? ''),
    });
  const status = sdk.response?.status;
  if (status)
    return new PlaidApiError({
      error_type: 'API_ERROR',
      error_code: 'INTERNAL_SERVER_ERROR',
      error_message: `Plaid answered HTTP ${status}`,
      display_message: null,
      request_id: '',
    });
  // No answer: say so without the request (its headers hold the secret).
  return new Error(`Plaid did not answer (${sdk.code ?? 'no code'})`);
}

export function createPlaidApiClient(settings: PlaidApiSettings): PlaidClient {
  const api = new PlaidApi(
    new Configuration({
      basePath: settings.basePath,
      baseOptions: {
        timeout: settings.timeoutMs ?? 15_000,
        headers: { 'PLAID-CLIENT-ID': settings.clientId, 'PLAID-SECRET': settings.secret },
      },
    }),
  );
  const retries = settings.retries ?? 2;
  const backoffMs = settings.backoffMs ?? 250;

  async function call<T>(send: () => Promise<{ data: T }>, again: boolean): Promise<T> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return (await send()).data;
      } catch (error) {
        const fault = plaidFault(error);
        if (!again || attempt >= retries || !passing(fault)) throw fault;
        await new Promise((resolve) => setTimeout(resolve, backoffMs * 2 ** attempt));
      }
    }
  }

  return {
    linkTokenCreate: (request) =>
      call(
        () =>
          api.linkTokenCreate({
            ...request,
            products: request.products.map(() => Products.Auth),
            country_codes: request.country_codes.map(() => CountryCode.Us),
            account_filters: request.account_filters
              ? { depository: { account_subtypes: [DepositoryAccountSubtype.Checking] } }
              : undefined,
          } satisfies SdkLinkTokenCreateRequest),
        true,
      ),
    itemPublicTokenExchange: (request) => call(() => api.itemPublicTokenExchange(request), false),
    authGet: (request) => call(() => api.authGet(request), true) as ReturnType<PlaidClient['authGet']>,
    itemGet: async (request) => {
      const { item, request_id } = await call(() => api.itemGet(request), true);
      return { item: { item_id: item.item_id, institution_id: item.institution_id ?? null }, request_id };
    },
    itemRemove: (request) => call(() => api.itemRemove(request), true),
    institutionsGetById: (request) =>
      call(() => api.institutionsGetById({ ...request, country_codes: [CountryCode.Us] }), true),
    webhookVerificationKeyGet: (request) => call(() => api.webhookVerificationKeyGet(request), true),
    assetReportCreate: (request) => call(() => api.assetReportCreate(request), false),
  };
}
