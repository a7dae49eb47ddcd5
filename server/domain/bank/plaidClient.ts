// The seam to Plaid (application spec 3.3, 4.4): the calls the portal makes, with Plaid's own request and
// response shapes (https://plaid.com/docs/api/). BANK_LINK_MODE=local: `localPlaid.ts` answers them in this process,
// like Plaid's sandbox. BANK_LINK_MODE=plaid: `plaidApiClient.ts` sends them with Plaid's own SDK to Plaid (or to the
// stand-in of Plaid's HTTP API, server/plaidStandIn/, which answers with the same sandbox).

/** Plaid's error object (https://plaid.com/docs/errors/). */
export interface PlaidErrorBody {
  error_type:
    | 'INVALID_REQUEST'
    | 'INVALID_INPUT'
    | 'INVALID_RESULT'
    | 'ITEM_ERROR'
    | 'INSTITUTION_ERROR'
    | 'RATE_LIMIT_EXCEEDED'
    | 'API_ERROR'
    | 'ASSET_REPORT_ERROR';
  error_code: string;
  error_message: string;
  display_message: string | null;
  request_id: string;
}

export class PlaidApiError extends Error {
  constructor(readonly body: PlaidErrorBody) {
    super(`${body.error_type} ${body.error_code}: ${body.error_message}`);
    this.name = 'PlaidApiError';
  }
}

export interface LinkTokenCreateRequest {
  client_name: string;
  user: { client_user_id: string };
  products: 'auth'[];
  country_codes: 'US'[];
  /** Link's own window in this language (Plaid speaks both). */
  language: 'en' | 'es';
  /** Only checking-type depository accounts (spec 4.4). */
  account_filters?: { depository: { account_subtypes: 'checking'[] } };
  link_customization_name?: string;
  redirect_uri?: string;
  /** Update mode: Link re-authenticates this Item (after ITEM_LOGIN_REQUIRED). */
  access_token?: string;
  /** Where Plaid sends the Item's webhooks (server/web/plaidWebhookRoutes.ts). */
  webhook?: string;
}

/** The key a webhook's `Plaid-Verification` JWT is signed with (a P-256 JWK; `expired_at` once Plaid rotated it). */
export interface WebhookVerificationKey {
  alg: string;
  crv: string;
  kid: string;
  kty: string;
  use: string;
  x: string;
  y: string;
  created_at: number;
  expired_at: number | null;
}

export interface LinkTokenCreateResponse {
  link_token: string;
  expiration: string;
  request_id: string;
}

export interface PlaidAccount {
  account_id: string;
  balances: { available: number | null; current: number | null; iso_currency_code: string | null };
  mask: string | null;
  name: string;
  official_name: string | null;
  type: 'depository' | 'credit' | 'loan' | 'investment' | 'other';
  subtype: string | null;
}

export interface AuthGetResponse {
  accounts: PlaidAccount[];
  numbers: { ach: { account_id: string; account: string; routing: string; wire_routing: string | null }[] };
  item: { item_id: string; institution_id: string | null };
  request_id: string;
}

export interface PlaidClient {
  linkTokenCreate(request: LinkTokenCreateRequest): Promise<LinkTokenCreateResponse>;
  itemPublicTokenExchange(request: {
    public_token: string;
  }): Promise<{ access_token: string; item_id: string; request_id: string }>;
  /** Throws PlaidApiError ITEM_ERROR / ITEM_LOGIN_REQUIRED when the Item needs the applicant to sign in again. */
  authGet(request: { access_token: string }): Promise<AuthGetResponse>;
  /** The Item itself (its bank), answered whatever state its sign-in is in. */
  itemGet(request: {
    access_token: string;
  }): Promise<{ item: { item_id: string; institution_id: string | null }; request_id: string }>;
  institutionsGetById(request: {
    institution_id: string;
    country_codes: 'US'[];
  }): Promise<{ institution: { institution_id: string; name: string }; request_id: string }>;
  /** Ends the Item (a link replaced by another): its access token stops working. */
  itemRemove(request: { access_token: string }): Promise<{ request_id: string }>;
  webhookVerificationKeyGet(request: { key_id: string }): Promise<{ key: WebhookVerificationKey; request_id: string }>;
  assetReportCreate(request: {
    access_tokens: string[];
    days_requested: number;
  }): Promise<{ asset_report_token: string; asset_report_id: string; request_id: string }>;
}
