// The lender's customer records, their agreements to the privacy notice, credit-view enrollments and contact-detail
// changes. Change a table here, then `npm run db:generate` writes the next versioned migration into
// server/db/migrations.
import { boolean, date, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { type StoredMfaDecision } from './identity';

// The values these text columns hold: the specification's enums (the SDL declares the same; the GraphQL layer's
// generated resolver types check that the two agree wherever a stored value reaches the API).
export const CUSTOMER_TYPES = ['NEW', 'OMNI_RETURNING', 'ONLINE_RETURNING', 'RETAIL_RETURNING'] as const;
export type StoredCustomerType = (typeof CUSTOMER_TYPES)[number];

/** A customer record's id: what every record of the customer is kept by (a brand, so an email cannot pass for it). */
export type CustomerId = string & { readonly __customerId: unique symbol };

/** The lender's view of a customer: what GraphQL serves. */
export const customers = pgTable('customers', {
  id: uuid('id').$type<CustomerId>().primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  brand: text('brand').notNull(),
  customerType: text('customer_type').$type<StoredCustomerType>().notNull(),
  stateCode: text('state_code'),
  isCoreCustomer: boolean('is_core_customer').notNull().default(false),
  hasOpenApplication: boolean('has_open_application').notNull().default(false),
  retailCode: text('retail_code'),
  mfaDecision: text('mfa_decision').$type<StoredMfaDecision>().notNull().default('ALLOW'),
  isPasswordless: boolean('is_passwordless').notNull().default(false),
  /** Identity details for the forgot-email lookup (only the SSN's last four digits are kept). */
  dateOfBirth: date('date_of_birth'),
  ssnLast4: text('ssn_last4'),
  /** The mobile number one-time codes go to (10 digits), if the customer gave one. */
  phone: text('phone'),
  /** The full SSN, keyed (HMAC-SHA256 with the server's pepper): enrollment finds the record by it. */
  ssnHash: text('ssn_hash').unique(),
  /** The address on file (enrollment's residential check). */
  addressLine1: text('address_line1'),
  addressLine2: text('address_line2'),
  /** The city of the address (set by a change of address; seeded records derive it from the ZIP code). */
  cityName: text('city_name'),
  zipCode: text('zip_code'),
  /**
   * The lender's customer code (the brand and 8 digits), given with the customer's first approved loan; the conversion
   * calls take it (account-access spec 7).
   */
  customerCode: text('customer_code').unique(),
  /**
   * The language the customer last read the portal in as a signed-in customer (en, es): their mail and notices go in
   * it (issue 71). Null until they sign in or choose one; English is meant then.
   */
  language: text('language'),
  /** The product of the customer's last loan (a returning customer's preferred product). */
  lastProductCode: text('last_product_code'),
  /** An open store loan and whether it may be converted to an installment loan (applicationConversionEligibility). */
  openRetailLoan: jsonb('open_retail_loan').$type<{
    loanNumber: string;
    productCode: string;
    payoffAmount: number;
    sourceSystem: string;
    isEligible: boolean;
  }>(),
});

/**
 * A customer's agreement to a brand's privacy notice at collection (one row per version agreed): kept as evidence,
 * with who clicked (the customer, or the agent acting for them and read it to them).
 */
export const privacyNoticeConsents = pgTable(
  'privacy_notice_consents',
  {
    customerId: uuid('customer_id')
      .$type<CustomerId>()
      .notNull()
      .references(() => customers.id),
    brand: text('brand').notNull(),
    version: text('version').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull(),
    agentSub: uuid('agent_sub'),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.brand, table.version] })],
);

/**
 * The TransUnion CreditView benefit (issue 15): a customer who enrolled, when, and the SHA-256 of the consent text
 * they agreed to. The scores come from the local stand-in (server/domain/loans/creditViewStandIn.ts).
 */
export const creditViewEnrollments = pgTable(
  'credit_view_enrollments',
  {
    customerId: uuid('customer_id')
      .$type<CustomerId>()
      .notNull()
      .references(() => customers.id),
    brand: text('brand').notNull(),
    enrolledAt: timestamp('enrolled_at', { withTimezone: true }).notNull().defaultNow(),
    consentSha256: text('consent_sha256').notNull(),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.brand] })],
);

export type StoredContactChangeKind = 'EMAIL' | 'PHONE' | 'ADDRESS';
export type StoredContactValue =
  | { email: string }
  | { phone: string }
  | { addressLine1: string; addressLine2: string; cityName: string; stateCode: string; zipCode: string };

/**
 * A change of the customer's contact details asked for at /account/personal (issue 15): it applies only once the
 * one-time code sent for it is entered (to the new email, to the new phone, or for an address to the email on file).
 * One change waits at a time per customer; asking for another cancels the one waiting.
 */
export const contactChanges = pgTable(
  'contact_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .$type<CustomerId>()
      .notNull()
      .references(() => customers.id),
    brand: text('brand').notNull(),
    kind: text('kind').$type<StoredContactChangeKind>().notNull(),
    value: jsonb('value').$type<StoredContactValue>().notNull(),
    status: text('status').$type<'PENDING' | 'APPLIED' | 'CANCELLED' | 'FAILED'>().notNull().default('PENDING'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [index('contact_changes_customer').on(table.customerId, table.status)],
);
