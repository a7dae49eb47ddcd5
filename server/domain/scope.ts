// What a domain service is told about one call: who makes it (the verified id-token claims), for whom (the
// customer an agent acts for, else the caller), through which brand, and the services it may use. The
// GraphQL context (server/graphql/context.ts) is one; REST routes can build another.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import type { IdClaims } from '../identity/tokens';
import type { Mailer } from '../mail/mailer';
import type { TextMessenger } from '../sms/textMessages';
import type { Logins } from '../identity/logins';
import type { Settings } from '../settings';
import { forbidden } from './domainError';
import type { Language } from '../../src/lib/rules/language';
import type { CustomerId } from '../db/schema/customers';
import type { CustomerRow } from './customers/customerRepository';

export interface Scope {
  db: Database;
  mailer: Mailer;
  /** What sends texts (server/sms). */
  texts: TextMessenger;
  /** The logins the flows look up and change: the identity service's own, or a user pool's (server/identity/logins.ts). */
  logins: Logins;
  settings: Settings;
  log: FastifyBaseLogger;
  brand: string;
  claims: IdClaims;
  isAgent: boolean;
  /** The email of the person the call is for: the customer an agent acts for, else the caller. */
  subjectEmail: string;
  /** The customer record of the person the call is for (what their records are keyed by); null for one who has none. */
  subjectId: CustomerId | null;
  /** That record as it was when the call began, where it was read then (see `Caller.subject`); undefined otherwise. */
  subject?: CustomerRow | null;
  /** Whether this sign-in had passed its multi-factor check when the call began, where it was read then. */
  checkPassed?: boolean;
  /** Set while an agent acts for a customer. */
  actingForEmail: string | null;
  /** The caller's address as the server sees it (behind trusted proxies, the one they name); null when not a request. */
  ipAddress: string | null;
  /**
   * The language of the page the call came from (its language cookie, else its Accept-Language, among the brand's):
   * what a mail or text sent in answer is worded in. Absent when not a request: English.
   */
  language?: Language;
}

export const NO_CUSTOMER_RECORD =
  'This login has no customer record: there is nothing of theirs to read or change here.';

/** The customer record a call makes or changes records for; a caller without one is refused (nothing is kept for them). */
export function subjectIdOf(scope: Pick<Scope, 'subjectId'>): CustomerId {
  if (!scope.subjectId) throw forbidden(NO_CUSTOMER_RECORD);
  return scope.subjectId;
}
