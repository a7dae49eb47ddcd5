// Who is calling: the one answer for every edge that takes an id token (GraphQL, the document routes, the live
// sockets). The token is verified; a customer may only call through a brand that allows their source system (agents
// may call through any); an agent acting for a customer calls for that customer, and an agent viewing a remote
// session does so only while the session runs (past its end, the view is stopped and the agent calls for themself).
import { brands } from '../../../brands/index';
import type { BrandKey } from '../../../brands/brandKeys';
import type { Database } from '../../db/client';
import { isAgent } from '../../identity/groups';
import type { IdClaims, TokenService } from '../../identity/tokens';
import { findCustomerAndCheck, type CustomerRow } from '../customers/customerRepository';
import { actingFor, stopActingFor } from '../impersonation/impersonationRepository';
import { stillRunning } from '../remoteSession/remoteSessionService';
import type { CustomerId } from '../../db/schema/customers';

export interface Caller {
  claims: IdClaims;
  brand: BrandKey;
  isAgent: boolean;
  /** The email of the person the call is for: the customer an agent acts for, else the caller. */
  subjectEmail: string;
  /** The customer record of the person the call is for (what their records are keyed by); null for one who has none. */
  subjectId: CustomerId | null;
  /**
   * That record as it was when the call began, read with its id (one query, not two: `me` answers from it); undefined
   * while an agent acts for a customer (the id comes with the acting, and the record is read where it is needed).
   */
  subject?: CustomerRow | null;
  /**
   * Whether this sign-in had passed its multi-factor check when the call began, read with the record (one statement);
   * undefined where the record was not read then (an agent acting for a customer, a login without a record).
   */
  checkPassed?: boolean;
  /** Set while an agent acts for a customer. */
  actingForEmail: string | null;
  /** True while the agent views the customer in a remote session: every write is refused. */
  viewOnly: boolean;
}

/** Why a call is refused: no valid token (401), or a customer calling through a brand not theirs (403). */
export type CallerRefusal = 'unauthenticated' | 'incorrectBrand';

export const INCORRECT_BRAND = 'Incorrect Brand';

/** The token of an Authorization header ('Bearer <token>'). */
export const bearerToken = (header: string | undefined) => (header ?? '').replace(/^Bearer\s+/i, '');

/** The token's claims, or null when the token is missing, bad, expired or revoked. */
export const verifiedClaims = (tokens: TokenService, token: string): Promise<IdClaims | null> =>
  token ? tokens.verify(token, 'id').catch(() => null) : Promise.resolve(null);

/** Whether these claims may call through `brand` (agents through any). */
export const mayCallThrough = (claims: IdClaims, brand: BrandKey) =>
  isAgent(claims['cognito:groups']) || brands[brand].allowedSources.includes(claims['custom:source']);

/** Who the holder of verified claims calls as, on `brand` (the brand gate passed). */
export async function callerOf(db: Database, claims: IdClaims, brand: BrandKey): Promise<Caller> {
  const agent = isAgent(claims['cognito:groups']);
  let acting = agent ? await actingFor(db, claims.sub) : undefined;
  // A view of a remote session ends with the session (stopped by the customer, or past its longest time).
  if (acting?.remoteSessionId && !(await stillRunning({ db }, acting.remoteSessionId))) {
    await stopActingFor(db, claims.sub);
    acting = undefined;
  }
  const subjectEmail = acting?.customerEmail ?? claims.email;
  const found = acting
    ? undefined
    : await findCustomerAndCheck(db, subjectEmail, { sub: claims.sub, originJti: claims.origin_jti });
  const subject = acting ? undefined : (found?.customer ?? null);
  return {
    claims,
    brand,
    isAgent: agent,
    subjectEmail,
    subjectId: acting ? acting.customerId : (subject?.id ?? null),
    subject,
    checkPassed: found?.checkPassed,
    actingForEmail: acting?.customerEmail ?? null,
    viewOnly: !!acting?.remoteSessionId,
  };
}

/** The caller of a bearer token on `brand`, or why the call is refused. */
export async function identifyCaller(
  deps: { db: Database; tokens: TokenService },
  token: string,
  brand: BrandKey,
): Promise<Caller | CallerRefusal> {
  const claims = await verifiedClaims(deps.tokens, token);
  if (!claims) return 'unauthenticated';
  if (!mayCallThrough(claims, brand)) return 'incorrectBrand';
  return callerOf(deps.db, claims, brand);
}
