// Seeds the personas of tests/fixtures/personas.json (shared with jest and the browser tests). Seeding is
// idempotent: a persona already present is left as it is, unless the seed refreshes (a new database, `npm run reset`).
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { Database } from './client';
import { CUSTOMER_TYPES, customers } from './schema/customers';
import { MFA_DECISIONS, users } from './schema/identity';
import { hashPassword, keyedSsn, sha256 } from '../identity/passwordHash';
import { IDENTITY_GROUPS } from '../identity/groups';
import { createVerifier } from '../identity/srp';

export interface Persona {
  id: string;
  email: string;
  password: string | null;
  brand: string;
  /**
   * legacy: a customer record without an online login (a store customer, or an applicant who has not enrolled).
   * visitor: nobody yet (not seeded): the details a test or a person types to apply as someone new.
   */
  role: 'customer' | 'enrollment' | 'agent' | 'passwordless' | 'legacy' | 'visitor';
  description: string;
  profile: {
    firstName: string;
    lastName: string;
    source: string;
    customerType: string;
    stateCode: string;
    isCoreCustomer: boolean;
    hasOpenApplication?: boolean;
    retailCode?: string;
    mfaDecision: string;
    /** YYYY-MM-DD, with ssnLast4: what the forgot-email lookup matches on. */
    dateOfBirth?: string;
    ssnLast4?: string;
    /** The mobile number phone codes go to (10 digits). */
    phone?: string;
    /** The full SSN (9 digits; test numbers start with 9, a range never issued) and the address on file: enrollment. */
    ssn?: string;
    addressLine1?: string;
    zipCode?: string;
    /** A legacy record of a passwordless applicant. */
    isPasswordless?: boolean;
    /** The product of the last loan (a returning customer's preferred product). */
    lastProductCode?: string;
    /** An open store loan and whether it may be converted. */
    openRetailLoan?: {
      loanNumber: string;
      productCode: string;
      payoffAmount: number;
      sourceSystem: string;
      isEligible: boolean;
    };
  };
  /**
   * An unsubmitted application started `ageDays` ago and saved at `applicationUrl`; `income`: step 3's income is filled in (a paycheck every two
   * weeks); `bank`: step 3's bank account too (typed by hand).
   */
  application?: {
    ageDays: number;
    applicationUrl: string;
    preferredProductCode: string;
    income?: boolean;
    bank?: boolean;
    bankAccountNumber?: string;
    loan?: { amount: number; termMonths: number | null; offeredDaysAgo?: number };
    verified?: boolean;
    idOptedOut?: boolean;
    /** A store application (`RETAIL`, with the store chosen at step 2) rather than an online one. */
    channel?: 'ONLINE' | 'RETAIL';
    storeNumber?: number;
    /** Started on the earlier online application (LEGACY_APPLICATION_ONLINE): never resumed here. */
    legacy?: boolean;
    /**
     * Submitted and standing still at `state` (the decision machine leaves it there: an underwriter's review, a funding
     * held with `originationHold`), of `kind` (STANDARD unless given), through `channel` (a store application with its store).
     */
    submitted?: {
      state: string;
      kind?: string;
      channel?: 'ONLINE' | 'RETAIL';
      storeNumber?: number;
      originationHold?: { reasons: string[]; holdDays: number };
    };
  };
  /** Loans the servicing systems hold for the customer (server/db/loanSeed.ts). */
  loans?: SeedLoan[];
}

/**
 * A loan of a persona: made `originatedDaysAgo` days ago with the shared loan-terms rule, its installments due
 * before today paid except the last `missedPayments` of them (all paid when CLOSED).
 */
export interface SeedLoan {
  loanNumber: string;
  productCode: string;
  kind?: string;
  status: 'OPEN' | 'CLOSED' | 'VOID';
  systemState: string;
  sourceSystem?: string;
  channel?: 'ONLINE' | 'RETAIL';
  amount: number;
  apr: number;
  termMonths?: number;
  paymentFrequency?: 'WK' | 'BI' | 'BIM' | 'MON';
  originatedDaysAgo: number;
  missedPayments?: number;
  /** false: no bank account on file (payments by card only). */
  bank?: boolean;
}

export function loadPersonas(): Persona[] {
  return JSON.parse(readFileSync(new URL('../../tests/fixtures/personas.json', import.meta.url), 'utf8')) as Persona[];
}

const GROUPS: Record<Exclude<Persona['role'], 'legacy' | 'visitor'>, string[]> = {
  customer: [IDENTITY_GROUPS.customer],
  passwordless: [IDENTITY_GROUPS.customer],
  enrollment: [IDENTITY_GROUPS.enrollment],
  agent: [IDENTITY_GROUPS.agent],
};

/** A fixture's value for an enum column, refused at start-up when it is not one of the stored values. */
export function oneOf<T extends string>(allowed: readonly T[], value: string, field: string): T {
  if (!(allowed as readonly string[]).includes(value))
    throw new Error(`tests/fixtures/personas.json: ${field} '${value}' is not one of ${allowed.join(', ')}`);
  return value as T;
}

/**
 * The personas' logins and customer records. `refresh`: as the fixture has them (a new database, or `npm run reset`:
 * the password back, no lock, the record's fields as written); otherwise only the ones missing are added, and what
 * people changed (a password, a phone, an address) is kept.
 */
export async function seedPersonas(
  db: Database,
  poolName: string,
  ssnPepper: string,
  personas = loadPersonas(),
  { refresh }: { refresh: boolean } = { refresh: true },
): Promise<void> {
  for (const persona of personas) {
    if (persona.role === 'visitor') continue;
    const email = persona.email.toLowerCase();
    const sub = randomUUID();
    const password = persona.password;
    const srp = password ? createVerifier(poolName, sub, password) : undefined;
    if (persona.role !== 'legacy') {
      const inserted = await db
        .insert(users)
        .values({
          sub,
          email,
          brand: persona.brand,
          source: persona.profile.source,
          groups: GROUPS[persona.role],
          givenName: persona.profile.firstName,
          familyName: persona.profile.lastName,
          passwordHash: password ? await hashPassword(password) : null,
          srpSalt: srp?.salt ?? null,
          srpVerifier: srp?.verifier ?? null,
          isPasswordless: persona.role === 'passwordless',
        })
        .onConflictDoNothing({ target: users.email })
        .returning({ sub: users.sub });
      if (refresh && inserted.length === 0) await restoreLogin(db, poolName, email, password);
    }
    const record = {
      firstName: persona.profile.firstName,
      lastName: persona.profile.lastName,
      brand: persona.brand,
      customerType: oneOf(CUSTOMER_TYPES, persona.profile.customerType, 'customerType'),
      stateCode: persona.profile.stateCode,
      isCoreCustomer: persona.profile.isCoreCustomer,
      hasOpenApplication: persona.profile.hasOpenApplication ?? false,
      retailCode: persona.profile.retailCode ?? null,
      mfaDecision: oneOf(MFA_DECISIONS, persona.profile.mfaDecision, 'mfaDecision'),
      isPasswordless: persona.role === 'passwordless' || persona.profile.isPasswordless === true,
      dateOfBirth: persona.profile.dateOfBirth ?? null,
      ssnLast4: persona.profile.ssnLast4 ?? null,
      phone: persona.profile.phone ?? null,
      ssnHash: persona.profile.ssn ? keyedSsn(ssnPepper, persona.profile.ssn) : null,
      addressLine1: persona.profile.addressLine1 ?? null,
      zipCode: persona.profile.zipCode ?? null,
      lastProductCode: persona.profile.lastProductCode ?? null,
      // A customer with loans has the code the lender gave with the first (fixed per persona: brand and 8 digits).
      customerCode: persona.loans?.length
        ? `${persona.brand.toUpperCase()}${String(parseInt(sha256(email).slice(0, 8), 16) % 100_000_000).padStart(8, '0')}`
        : null,
      openRetailLoan: persona.profile.openRetailLoan ?? null,
    };
    // The record follows the fixture when refreshed; otherwise a kept record is kept as people changed it.
    const insert = db.insert(customers).values({ email, ...record });
    await (refresh
      ? insert.onConflictDoUpdate({ target: customers.email, set: record })
      : insert.onConflictDoNothing({ target: customers.email }));
  }
}

/** A persona's login as the fixture has it: its password (the verifier made with the login's own id), no lock. */
async function restoreLogin(db: Database, poolName: string, email: string, password: string | null): Promise<void> {
  const [login] = await db.select({ sub: users.sub }).from(users).where(eq(users.email, email));
  if (!login) return;
  const srp = password ? createVerifier(poolName, login.sub, password) : undefined;
  await db
    .update(users)
    .set({
      passwordHash: password ? await hashPassword(password) : null,
      srpSalt: srp?.salt ?? null,
      srpVerifier: srp?.verifier ?? null,
      failedAttempts: 0,
      lockedUntil: null,
    })
    .where(eq(users.sub, login.sub));
}
