// The GraphQL context: what every resolver is given about the call (the verified id-token claims, the brand,
// who the call is for) and the services it may use (database, mail, settings, the bank link). Built once per request here;
// resolvers import this type, never the plugin.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MercuriusContext } from 'mercurius';
import type { Database } from '../db/client';
import type { IdClaims } from '../identity/tokens';
import type { Mailer } from '../mail/mailer';
import type { TextMessenger } from '../sms/textMessages';
import type { Logins } from '../identity/logins';
import type { Settings } from '../settings';
import type { BankDeps } from '../domain/bank/bankService';
import type { DecisionDeps } from '../domain/application/decision/decisionService';
import type { PaymentDeps } from '../domain/loans/paymentService';
import { callerOf } from '../domain/session/caller';
import type { BrandKey } from '../../brands/brandKeys';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { CustomerId } from '../db/schema/customers';
import type { CustomerRow } from '../domain/customers/customerRepository';
import type { DeviceCookie } from '../domain/mfa/deviceCookie';
import { deviceCookieOf } from '../web/deviceCookie';
import { pageLanguage } from '../web/pageLanguage';
import { brands } from '../../brands/index';
import type { Language } from '../../src/lib/rules/language';

declare module 'mercurius' {
  interface MercuriusContext {
    claims: IdClaims;
    db: Database;
    log: FastifyRequest['log'];
    brand: string;
    isAgent: boolean;
    /** The email of the person the call is for: the customer an agent acts for, else the caller. */
    subjectEmail: string;
    /** The customer record of the person the call is for (what their records are keyed by); null for one who has none. */
    subjectId: CustomerId | null;
    /** That record as it was when the call began (undefined while an agent acts for a customer). */
    subject?: CustomerRow | null;
    /** Whether this sign-in had passed its multi-factor check when the call began (read with that record). */
    checkPassed?: boolean;
    /** Set while an agent acts for a customer. */
    actingForEmail: string | null;
    /** True while the agent views the customer in a remote session: every write is refused. */
    viewOnly: boolean;
    /** The caller's address (request.ip: behind trusted proxies, the one they name). */
    ipAddress: string | null;
    mailer: Mailer;
    /** What sends texts (server/sms). */
    texts: TextMessenger;
    /** The logins the flows look up and change (server/identity/logins.ts). */
    logins: Logins;
    settings: Settings;
    /** Plaid (or its local stand-in) and the seal for bank secrets. */
    bank: BankDeps;
    /** The decision machine's hub and pace. */
    decisions: DecisionDeps;
    /** The payment processor's queue and pace. */
    payments: PaymentDeps;
    /** Browser log entries each user may write (logMessage, logDetails). */
    logLimiter: RateLimiterAbstract;
    /** The remembered-device secret this browser holds, and a way to hand it one. */
    device: DeviceCookie;
    /** The language of the page the call came from: what a mail or text sent in answer is worded in. */
    language: Language;
  }
}

export type GraphqlContext = MercuriusContext;

export interface ContextDeps {
  db: Database;
  mailer: Mailer;
  texts: TextMessenger;
  logins: Logins;
  settings: Settings;
  bank: BankDeps;
  decisions: DecisionDeps;
  payments: PaymentDeps;
  /** Browser log entries each user may write (logMessage, logDetails). */
  logLimiter: RateLimiterAbstract;
}

/** The context of one request whose id token the plugin has verified. */
export async function buildContext(
  request: FastifyRequest,
  reply: FastifyReply,
  claims: IdClaims,
  brand: BrandKey,
  deps: ContextDeps,
) {
  return {
    ...(await callerOf(deps.db, claims, brand)),
    db: deps.db,
    log: request.log,
    ipAddress: request.ip || null,
    mailer: deps.mailer,
    texts: deps.texts,
    logins: deps.logins,
    settings: deps.settings,
    bank: deps.bank,
    decisions: deps.decisions,
    payments: deps.payments,
    logLimiter: deps.logLimiter,
    device: deviceCookieOf(request, reply, deps.settings.production),
    language: pageLanguage(request, brands[brand].languages),
  };
}
