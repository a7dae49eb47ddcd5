// Tables of the reference back end. Change a table here, then `npm run db:generate` writes the next
// versioned migration into server/db/migrations (applied at start).
import { sql } from 'drizzle-orm';
import { boolean, customType, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { LoanTerms } from '../../src/lib/rules/loanTerms';
import type { DocumentKind } from '../../src/lib/rules/documentUploads';
import type { FundingCode } from '../../src/lib/rules/fundingCodes';

// The values these text columns hold: the specification's enums (the SDL declares the same; the GraphQL layer's
// generated resolver types check that the two agree wherever a stored value reaches the API).
export const CUSTOMER_TYPES = ['NEW', 'OMNI_RETURNING', 'ONLINE_RETURNING', 'RETAIL_RETURNING'] as const;
export type StoredCustomerType = (typeof CUSTOMER_TYPES)[number];
export const MFA_DECISIONS = ['BYPASS', 'ALLOW', 'DENY', 'OTP_PHONE', 'OTP_EMAIL', 'OTP_PHONE_EMAIL'] as const;
export type StoredMfaDecision = (typeof MFA_DECISIONS)[number];
export type StoredEnrollmentState =
  | 'SEARCH_ENROLLMENT'
  | 'APPROVED'
  | 'DENIED'
  | 'ERROR'
  | 'NEEDS_RESIDENTIAL_INFO'
  | 'NEEDS_OTP_VERIFICATION'
  | 'NEEDS_EMAIL_VERIFICATION'
  | 'THANK_YOU';
export type StoredEnrollmentResult = 'CUSTOMER_NOT_FOUND' | 'EMAIL_FAILED' | 'EMAIL_INELIGIBLE' | 'EMAIL_VERIFIED' | 'OTP_FAILED' | 'OTP_VERIFIED' | 'USER_ALREADY_EXISTS';

/** Identity: one row per user of the Cognito-compatible service. No plain passwords, ever. */
export const users = pgTable('users', {
  sub: uuid('sub').primaryKey(),
  email: text('email').notNull().unique(),
  brand: text('brand').notNull(),
  source: text('source').notNull(),
  groups: jsonb('groups').$type<string[]>().notNull(),
  givenName: text('given_name').notNull(),
  familyName: text('family_name').notNull(),
  /** scrypt hash for USER_PASSWORD_AUTH ("scrypt$salt$hash"), null for passwordless users. */
  passwordHash: text('password_hash'),
  /** SRP salt and verifier (hex) for USER_SRP_AUTH. */
  srpSalt: text('srp_salt'),
  srpVerifier: text('srp_verifier'),
  isPasswordless: boolean('is_passwordless').notNull().default(false),
  /** False from SignUp until ConfirmSignUp; an unconfirmed user cannot sign in. */
  confirmed: boolean('confirmed').notNull().default(true),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  /** Tokens issued before this instant are refused (GlobalSignOut). */
  tokensValidAfter: timestamp('tokens_valid_after', { withTimezone: true }).notNull().defaultNow(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Refresh tokens, stored as SHA-256 hashes; one row per sign-in (its id is the origin_jti of the tokens). */
export const refreshTokens = pgTable('refresh_tokens', {
  originJti: text('origin_jti').primaryKey(),
  userSub: uuid('user_sub').notNull().references(() => users.sub, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

/** Challenges in flight (SRP server secrets); short-lived. */
export const authChallenges = pgTable('auth_challenges', {
  id: text('id').primaryKey(),
  userSub: uuid('user_sub'),
  kind: text('kind').notNull(),
  data: jsonb('data').$type<Record<string, string>>().notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** The RS256 key the identity service signs with, kept so tokens survive a restart. */
export const signingKeys = pgTable('signing_keys', {
  kid: text('kid').primaryKey(),
  /** Only in databases made before issue 30: sealed into privateSealed at the next start, then cleared. */
  privateJwk: jsonb('private_jwk').$type<Record<string, unknown>>(),
  /** The private key, sealed with settings.signingKeySecret (server/security/secretBox.ts): never kept in plain text. */
  privateSealed: text('private_sealed'),
  publicJwk: jsonb('public_jwk').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The lender's view of a customer: what GraphQL serves. */
export const customers = pgTable('customers', {
  id: uuid('id').primaryKey().defaultRandom(),
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
  /** The product of the customer's last loan (a returning customer's preferred product). */
  lastProductCode: text('last_product_code'),
  /** An open store loan and whether it may be converted to an installment loan (applicationConversionEligibility). */
  openRetailLoan: jsonb('open_retail_loan').$type<{ loanNumber: string; productCode: string; payoffAmount: number; sourceSystem: string; isEligible: boolean }>(),
});

/** Feature flags per brand, changeable at run time. */
export const featureFlags = pgTable('feature_flags', {
  brand: text('brand').primaryKey(),
  flags: jsonb('flags').$type<Record<string, unknown>>().notNull(),
});

/**
 * A customer's agreement to a brand's privacy notice at collection (one row per version agreed): kept as evidence,
 * with who clicked (the customer, or the agent acting for them and read it to them).
 */
export const privacyNoticeConsents = pgTable(
  'privacy_notice_consents',
  {
    customerEmail: text('customer_email').notNull(),
    brand: text('brand').notNull(),
    version: text('version').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull(),
    agentSub: uuid('agent_sub'),
  },
  (table) => [primaryKey({ columns: [table.customerEmail, table.brand, table.version] })],
);

/** The customer an agent is acting for, one row per agent; read back when the agent's app starts. */
export const impersonations = pgTable('impersonations', {
  agentSub: uuid('agent_sub').primaryKey(),
  customerEmail: text('customer_email').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  /** Set when the agent joined the customer's remote session: then the agent only views (every write refused). */
  remoteSessionId: uuid('remote_session_id'),
});

/**
 * Wrong screen-share codes agents typed (issue 30): counted per agent and across all agents, so guessing is locked out
 * on every instance alike (server/domain/remoteSession/remoteSessionService.ts).
 */
export const remoteSessionJoinFailures = pgTable('remote_session_join_failures', {
  id: uuid('id').primaryKey().defaultRandom(),
  agentEmail: text('agent_email').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
}, (table) => [index('remote_session_join_failures_at').on(table.at), index('remote_session_join_failures_agent').on(table.agentEmail, table.at)]);

/**
 * Remote (screen-share) sessions a customer starts: a 6-digit code the customer reads to an agent, good for joining
 * until it expires; the session ends when the customer stops it (or when it reaches its longest time).
 */
export const remoteSessions = pgTable('remote_sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  customerEmail: text('customer_email').notNull(),
  code: text('code').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  joinBy: timestamp('join_by', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  /** The customer's page last asked about the session (it polls while one runs): a session whose customer left ends. */
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  endedAt: timestamp('ended_at', { withTimezone: true }),
});

/** Every call an agent makes while acting for a customer, and every start and stop of acting. */
export const auditLog = pgTable('audit_log', {
  id: uuid('id').primaryKey().defaultRandom(),
  agentEmail: text('agent_email').notNull(),
  customerEmail: text('customer_email').notNull(),
  operation: text('operation').notNull(),
  outcome: text('outcome').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
});

/** Password-reset codes (hashed), single use, short-lived; attempts are counted. */
export const passwordResets = pgTable('password_resets', {
  userSub: uuid('user_sub').primaryKey().references(() => users.sub, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Hand-off tokens already exchanged (single use), kept until they could no longer be accepted anyway. */
export const usedHandoffs = pgTable('used_handoffs', {
  jti: text('jti').primaryKey(),
  usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Sign-up confirmation codes (hashed), single use, short-lived; attempts are counted. */
export const signUpCodes = pgTable('sign_up_codes', {
  userSub: uuid('user_sub').primaryKey().references(() => users.sub, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** One multi-factor check after a sign-in: the decision, and whether the customer has passed it. */
export const mfaSessions = pgTable('mfa_sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  userSub: uuid('user_sub').notNull().references(() => users.sub, { onDelete: 'cascade' }),
  decision: text('decision').$type<StoredMfaDecision>().notNull(),
  approved: boolean('approved').notNull().default(false),
  /** The sign-in (the tokens' origin_jti) this check belongs to: passing it lets that sign-in through. */
  originJti: text('origin_jti'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A one-time code in flight (for an MFA check or an enrollment), by email or by phone (channel SMS: mailed to
 * the phone's SMS address, kept in `email`): hashed, single use, expires after 10 minutes, at most 5 wrong
 * tries. The session id changes with every resend.
 */
export const emailVerifications = pgTable('email_verifications', {
  id: uuid('id').primaryKey().defaultRandom(),
  sessionId: uuid('session_id').notNull(),
  mfaId: uuid('mfa_id').references(() => mfaSessions.id, { onDelete: 'cascade' }),
  enrollmentId: text('enrollment_id'),
  /** The application whose phone is being verified (application spec 2.2's /otp). */
  applicationId: uuid('application_id').references(() => applications.id, { onDelete: 'cascade' }),
  /** The change of contact details this code confirms (/account/personal). */
  changeId: uuid('change_id').references(() => contactChanges.id, { onDelete: 'cascade' }),
  /** EMAIL or SMS. */
  channel: text('channel').notNull().default('EMAIL'),
  email: text('email').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  status: text('status').notNull().default('PENDING'),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Devices a customer chose to remember after passing MFA (fingerprint hashes), until an expiry. */
export const rememberedDevices = pgTable(
  'remembered_devices',
  {
    userSub: uuid('user_sub').notNull().references(() => users.sub, { onDelete: 'cascade' }),
    deviceHash: text('device_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userSub, table.deviceHash] })],
);

/**
 * An enrollment: an enrollment user (group enrollment.user, made by a sign-up from the enrollment screen)
 * proving they are the customer of a record found by SSN and date of birth, to turn into that customer's
 * online login. State and result are the spec's enrollment states and results.
 */
export const enrollments = pgTable('enrollments', {
  id: uuid('id').primaryKey().defaultRandom(),
  userSub: uuid('user_sub')
    .notNull()
    .references(() => users.sub, { onDelete: 'cascade' }),
  customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
  state: text('state').$type<StoredEnrollmentState>().notNull(),
  result: text('result').$type<StoredEnrollmentResult>(),
  /** Wrong answers to the residential check. */
  addressAttempts: integer('address_attempts').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One day's opening hours of a store (dayOfWeek 0 = Sunday … 6 = Saturday; times 'HH:MM', local). */
export interface StoreHours {
  dayOfWeek: number;
  openTime: string | null;
  closeTime: string | null;
  closed: boolean;
}

/**
 * The lender's stores (application spec 3.4), clearly fictional: names and street addresses invented, positions
 * from real ZIP-code centroids. Searched by distance with PostgreSQL's earthdistance extension (migration 0007).
 */
export const stores = pgTable('stores', {
  storeNumber: integer('store_number').primaryKey(),
  storeName: text('store_name').notNull(),
  addressLine1: text('address_line1').notNull(),
  addressLine2: text('address_line2'),
  city: text('city').notNull(),
  state: text('state').notNull(),
  postalCode: text('postal_code').notNull(),
  phone: text('phone').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  brand: text('brand').notNull(),
  active: boolean('active').notNull().default(true),
  hours: jsonb('hours').$type<StoreHours[]>().notNull(),
}, (table) => [
  index('stores_position').using('gist', sql`ll_to_earth(${table.latitude}, ${table.longitude})`),
  index('stores_brand').on(table.brand, table.active),
]);

export type StoredApplicationStatus = 'UNSUBMITTED' | 'APPROVED' | 'DENIED';
export type StoredChannel = 'ONLINE' | 'RETAIL';

/** Step 1's answers as kept (no SSN: only its key and last four digits are stored, in their own columns). */
export interface StoredPersonalInformation {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  stateIdType: string;
  driverLicenseNumber: string;
  driverLicenseStateCode: string;
  stateIdExpirationDate: string;
  address: { addressLine1: string; addressLine2: string; cityName: string; stateCode: string; zipCode: string };
  phones: { type: string; number: string; extension: string | null; phonePreference: string | null }[];
  monthsAtAddress: number;
  ownResidence: boolean;
  smsOptIn: boolean;
  spouse: { firstName: string; lastName: string; email: string; phoneNumber: string } | null;
  maritalStatus: string | null;
}

/**
 * Step 3's bank account as kept: the full numbers only sealed (server/domain/bank/secretBox.ts), their last 4 digits
 * in the clear for showing; `source` says whether it was read from the linked bank or typed.
 */
export interface StoredBankInformation {
  source: 'PLAID' | 'MANUAL';
  accountType: 'CHECKING';
  routingNumberSealed: string;
  accountNumberSealed: string;
  routingLast4: string;
  accountLast4: string;
  accountHoldersName: string;
  bankName: string;
  /** A whole-number string (spec 3.3): the available balance, else the current, else 0; null when typed. */
  accountBalance: string | null;
  accountOpenDate: string | null;
}

/** Step 3's income answers as kept. */
export interface StoredIncomeInformation {
  type: string;
  employer: { name: string; workPhone: string; workExtension: string };
  employmentHireDate: string;
  jobTitle: string;
  paymentFrequency: string;
  paymentMethod: string;
  amountGross: number;
  amountNet: number;
  nextPaymentDate: string;
  paymentDayOfWeek: string;
  jobShift: string;
  isPrimaryIncome: boolean;
}

/**
 * Step 4's loan choice as kept (application spec 3.10): the product, amount and term the applicant chose, the APR
 * offered, the loan number given to it, the day the figures were worked out, and the figures themselves (the
 * schedule and the Truth in Lending box's; none for a store product, whose terms the store sets).
 */
export interface StoredLoanSelection {
  productCode: string;
  channel: StoredChannel;
  amount: number;
  termMonths: number | null;
  apr: number | null;
  loanNumber: string;
  offeredOn: string;
  terms: LoanTerms | null;
}

/** The application states of spec 4.1 (server/domain/application/decision/applicationStates.ts moves between them). */
export type StoredApplicationState =
  | 'CANEBAY_DUPLICATE' | 'COMPLETED_PRODUCT_SELECTION' | 'DENIED' | 'ESIGN_ERROR' | 'ESIGNING' | 'ORIGINATED'
  | 'PENDING_ASSET_REPORT_DOWNLOAD' | 'PENDING_BRFR' | 'PENDING_ESIGN' | 'PENDING_ESIGN_VALIDATIONS'
  | 'PENDING_ESIGN_DOCUMENT_UPLOAD' | 'PENDING_ORIGINATION' | 'PENDING_PRODUCT_SELECTION' | 'PENDING_SAS_CALL_1'
  | 'PENDING_UNDERWRITING' | 'SUBMITTING' | 'SUBMIT_APPROVED' | 'SUBMIT_DENIED' | 'SUBMIT_ERROR';

/**
 * The underwriting decision of a submitted application (server/domain/application/decision/underwriting.ts), made
 * once at PENDING_UNDERWRITING and kept: the outcome, the principal reasons of a denial (Regulation B, 12 CFR 1002.9),
 * whether another option or a store loan remains (spec 3.1 denial, 4.6), an e-sign hold (why, until when), and
 * the customer code the lender's system gives an approved applicant.
 */
/**
 * The bank verification of /application/bank-verification (PENDING_BRFR): a trial deposit to the account typed by hand,
 * its reference on the deposit line (`requestCode`), its amount in cents (the applicant reads it from their bank), when
 * it expires, its status (SENT, POSTED, VERIFIED, FAILED, ERROR), the tries, and each answer's result.
 */
export interface StoredBankCheck {
  id: string;
  requestCode: string;
  amountCents: number;
  expiresAt: string;
  status: 'SENT' | 'POSTED' | 'VERIFIED' | 'FAILED' | 'ERROR';
  tries: number;
  decisions: { requestCode: string; siteResult: 'AMOUNT_MATCHED' | 'AMOUNT_MISMATCH' | 'NOT_FOUND'; decisionResult: 'APPROVED' | 'PENDING' | 'DENIED' }[];
}

export interface StoredDecision {
  outcome: 'APPROVE' | 'DENY' | 'SUBMIT_ERROR' | 'DUPLICATE';
  reasons: string[];
  anotherOption: boolean;
  onlineEligible: boolean;
  retailEligible: boolean;
  esignHold: { reasons: string[]; until: string } | null;
  /** The e-sign fails once (ESIGN_ERROR) before it can succeed. */
  esignFailsOnce: boolean;
  /** The account typed by hand is verified by a trial deposit before signing (PENDING_BRFR). */
  bankCheckRequired?: boolean;
  bankCheck?: StoredBankCheck | null;
  /**
   * The loan's figures were worked out again at the signature (the offer was from an earlier day): the application
   * socket says ESIGN_RECALCULATED until the borrower signs the new figures.
   */
  recalculatedAt?: string | null;
  /** The declined applicant chose the other option: when, and whether the application went to the partner. */
  anotherOptionSelected?: { at: string; sharedWithPartner: boolean } | null;
  /** The documents to upload before the loan is signed (an applicant who showed their ID another way), and those taken. */
  documentsRequired?: DocumentKind[];
  documentsReceived?: DocumentKind[];
  customerCode: string | null;
  decidedAt: string;
  /** The signed loan's funding is held for a review (PENDING_ORIGINATION waits): why, and until when at the latest. */
  originationHold?: { reasons: string[]; until: string } | null;
}

/**
 * The phone number an application verified at /otp, how (a one-time code texted to it, or the mobile carrier's check
 * through the Boku stand-in) and when. It holds while the application's phone is this number.
 */
export interface StoredPhoneVerification {
  phone: string;
  method: 'CODE' | 'CARRIER';
  verifiedAt: string;
}

/**
 * The ID check of /identity (application spec 3.1's identity-document verification: id, status, userToken): the
 * document scan's session token, its status, how many scans were tried, and why the last one failed. OPTED_OUT: the
 * applicant chose to show their ID another way (documents after approval, or at a store).
 */
export interface StoredIdentityCheck {
  id: string;
  status: 'PENDING' | 'VERIFIED' | 'FAILED' | 'OPTED_OUT';
  userToken: string | null;
  tries: number;
  reason: string | null;
  updatedAt: string;
}

/** One document agreed to: which, and the SHA-256 of the exact bytes the borrower was shown. */
export interface StoredAgreedDocument {
  idTag: string;
  title: string;
  sha256: string;
}

/**
 * One set of agreements (issue 14's /agreements before submission, /approved/agreements before the e-sign): the
 * documents agreed, the required fields' answers, and the additional attributes sent with them. The fingerprint is
 * kept as its SHA-256 only. `loanKey` ties the loan documents to the figures they were made from.
 */
export interface StoredAgreementSet {
  agreedAt: string;
  documents: StoredAgreedDocument[];
  disclosures: { idTag: string; value: string }[];
  optOut: boolean | null;
  canShareInfo: boolean | null;
  smsOptIn: boolean | null;
  otpResponse: string | null;
  blackBoxSha256: string | null;
  flagAutoOrigination: boolean | null;
  repaymentMethod: string | null;
  fundingMethod: string | null;
  loanKey: string | null;
}

export interface StoredAgreements {
  APPLICATION?: StoredAgreementSet;
  APPROVED?: StoredAgreementSet;
  /** The loan documents signed by the e-sign (the APPROVED set as it stood then). */
  signed?: StoredAgreedDocument[];
}

/**
 * The payday loan a CONVERSION or REFINANCE application replaces (account-access spec 3's originalLoanDetails), as it
 * stood when the application was made, and the choice made: the refinance option and the amount typed (in cents).
 * Origination closes that loan (CONVERTED or REFINANCED). A conversion that is no longer available is recorded
 * (createConversionDenial) with the date.
 */
export interface StoredConversion {
  kind: 'CONVERSION' | 'REFINANCE';
  originalLoanId: string;
  loanNumber: string;
  /** The last four digits of the payday loan's bank account (absent on conversions recorded before it was kept). */
  accountLast4?: string | null;
  productCode: string;
  payoffCents: number;
  principalCents: number;
  totalDueCents: number;
  dueDate: string;
  sourceSystem: string;
  channel: StoredChannel;
  option: 'repayOriginal' | 'repayAndReduce' | 'repayAndBorrow' | null;
  inputCents: number;
  deniedAt: string | null;
}

export interface StoredFunding {
  code: FundingCode;
  cardErrors: number;
  /** The card the money goes to, once accepted (its last four digits and network only). */
  cardLast4: string | null;
  cardNetwork: string | null;
  checkedAt: string;
}

/**
 * Loan applications (application spec 3.1): one customer's, by the email of their login, on one brand. An
 * unsubmitted one is kept 21 days from its creation (then purged); `applicationUrl` is the step to resume at.
 */
export const applications = pgTable('applications', {
  id: uuid('id').primaryKey().defaultRandom(),
  customerEmail: text('customer_email').notNull(),
  brand: text('brand').notNull(),
  applicationType: text('application_type').notNull().default('SAGA_APPLICATION_ONLINE'),
  /** The number people say on the phone: the lender's sequence, from 10000001 (ours). */
  applicationNumber: integer('application_number').notNull().generatedAlwaysAsIdentity({ startWith: 10_000_001 }),
  /** Who made it: the customer, or an agent acting for them (ours). */
  applicationSource: text('application_source').$type<'CUSTOMER' | 'AGENT'>().notNull().default('CUSTOMER'),
  /** The address the application was made from (fraud review); emptied by the 21-day purge like the rest. */
  ipAddress: text('ip_address'),
  /** Step 1's SSN is already another login's: the decision is the lender's duplicate check (CANEBAY_DUPLICATE). */
  invalidPrecheck: boolean('invalid_precheck').notNull().default(false),
  /** Whether the brand offered only store loans, or only online loans, in the state when it was made. */
  retailOnly: boolean('retail_only').notNull().default(false),
  onlineOnly: boolean('online_only').notNull().default(false),
  /** Spec 3.1's application kind: a new loan, or the conversion, refinance or extended payment plan of an open one. */
  kind: text('kind').$type<StoredLoanKind>().notNull().default('STANDARD'),
  source: text('source'),
  campaignId: text('campaign_id'),
  status: text('status').$type<StoredApplicationStatus>().notNull().default('UNSUBMITTED'),
  channel: text('channel').$type<StoredChannel>().notNull().default('ONLINE'),
  stateCode: text('state_code'),
  preferredProductCode: text('preferred_product_code'),
  /** Whether the applicant came back as a returning customer (the shorter flow). */
  returning: boolean('returning').notNull().default(false),
  /** False when the browser sent the Global Privacy Control signal (nothing is shared with partners). */
  canShareInfo: boolean('can_share_info').notNull().default(true),
  personal: jsonb('personal').$type<StoredPersonalInformation>(),
  ssnHash: text('ssn_hash'),
  ssnLast4: text('ssn_last4'),
  storeNumber: integer('store_number'),
  income: jsonb('income').$type<StoredIncomeInformation>(),
  bank: jsonb('bank').$type<StoredBankInformation>(),
  loan: jsonb('loan').$type<StoredLoanSelection>(),
  cmsData: jsonb('cms_data').$type<Record<string, unknown>>(),
  phoneVerification: jsonb('phone_verification').$type<StoredPhoneVerification>(),
  identity: jsonb('identity').$type<StoredIdentityCheck>(),
  agreements: jsonb('agreements').$type<StoredAgreements>(),
  /** A conversion or refinance: the payday loan it replaces, and the choice made on its page (issue 15). */
  conversion: jsonb('conversion').$type<StoredConversion>(),
  /** The funding and repayment check of the approved loan (issue 31): its last code, the card errors so far, the card accepted. */
  funding: jsonb('funding').$type<StoredFunding>(),
  applicationUrl: text('application_url'),
  /** Spec 4.1's state once submitted (before, it follows from the loan choice); where the decision machine stands. */
  state: text('state').$type<StoredApplicationState>(),
  submittedAt: timestamp('submitted_at', { withTimezone: true }),
  decision: jsonb('decision').$type<StoredDecision>(),
  /** When the decision machine next moves the application on (null when it waits for the applicant or is done). */
  nextStepAt: timestamp('next_step_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
  withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  /** Set when the 21-day purge emptied it: what was saved is gone; the row only says that it was there. */
  purgedAt: timestamp('purged_at', { withTimezone: true }),
}, (table) => [index('applications_customer').on(table.customerEmail, table.brand, table.status), index('applications_next_step').on(table.nextStepAt)]);

/**
 * An application's link to a bank through Plaid (application spec 3.3, 4.4): the Item, its access token (sealed; it
 * never leaves the server), the institution, whether the bank asks the applicant to sign in again, the checking
 * accounts last read (numbers sealed) and the asset report's token (sealed).
 */
export const bankLinks = pgTable('bank_links', {
  applicationId: uuid('application_id').primaryKey().references(() => applications.id, { onDelete: 'cascade' }),
  itemId: text('item_id').notNull(),
  accessTokenSealed: text('access_token_sealed').notNull(),
  institutionId: text('institution_id'),
  institutionName: text('institution_name'),
  status: text('status').$type<'GOOD' | 'ITEM_LOGIN_REQUIRED' | 'NO_AUTH_PRODUCT' | 'NO_PRODUCT_DATA'>().notNull(),
  /** The checking accounts read with Auth: account id, sealed numbers and the balance rule's figure. */
  accounts: jsonb('accounts').$type<{ accountId: string; accountSealed: string; routingSealed: string; mask: string | null; name: string; balance: string }[]>().notNull().default(sql`'[]'::jsonb`),
  assetReportTokenSealed: text('asset_report_token_sealed'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Example figures of a product (the footers' and the product cards'). */
export interface StoredXactExamples {
  minApr: number;
  maxApr: number;
  terms: { term: number; principal: number; apr: number; installmentPayments: number; totalPayments: number; returningRefiOnly: boolean }[];
}

/** What each brand offers in each state (application spec 3.9): one row per brand, state and product. */
export const productAvailability = pgTable('product_availability', {
  brand: text('brand').notNull(),
  stateCode: text('state_code').notNull(),
  productCode: text('product_code').notNull(),
  channel: text('channel').$type<StoredChannel>().notNull(),
  name: text('name').notNull(),
  lenderBrand: text('lender_brand').notNull(),
  minLoan: doublePrecision('min_loan').notNull(),
  maxLoan: doublePrecision('max_loan').notNull(),
  minTerm: integer('min_term'),
  maxTerm: integer('max_term'),
  aprLow: doublePrecision('apr_low'),
  aprHigh: doublePrecision('apr_high'),
  exampleBorrow: doublePrecision('example_borrow'),
  exampleApr: doublePrecision('example_apr'),
  exampleTerm: integer('example_term'),
  exampleTotal: doublePrecision('example_total'),
  examplePaymentAmount: doublePrecision('example_payment_amount'),
  xactExamples: jsonb('xact_examples').$type<StoredXactExamples>(),
  retailChoiceEnabled: boolean('retail_choice_enabled').notNull().default(false),
}, (table) => [primaryKey({ columns: [table.brand, table.stateCode, table.productCode] })]);

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * The documents an applicant uploaded at /application/upload-docs: the kind, the type the content showed, the size,
 * a SHA-256 of the bytes, and the bytes themselves (in the database, never under the web root; no file name is kept).
 */
export const applicationDocuments = pgTable(
  'application_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id').notNull().references(() => applications.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<DocumentKind>().notNull(),
    mediaType: text('media_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    content: bytea('content').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('application_documents_application').on(table.applicationId)],
);

/** The loan kinds and statuses of the account-access spec (3); system states as the servicing system reports them. */
export type StoredLoanKind = 'STANDARD' | 'CONVERSION' | 'REFINANCE' | 'EPP';
export type StoredLoanStatus = 'OPEN' | 'CLOSED' | 'VOID';
export type StoredLoanSystemState = (typeof LOAN_SYSTEM_STATES)[number];
/**
 * REPAYING: paid as scheduled. DEFAULT: payments missed past the grace period. CHARGED_OFF: written off (collection
 * goes on). BANKRUPTCY: the borrower filed (the automatic stay: nothing is asked of them). PAID_IN_FULL, REFINANCED,
 * CONVERTED: closed by payment or by a new loan. RESCINDED: cancelled in the right-to-cancel window. VOIDED: made in
 * error and cancelled by the lender.
 */
export const LOAN_SYSTEM_STATES = ['REPAYING', 'DEFAULT', 'CHARGED_OFF', 'BANKRUPTCY', 'PAID_IN_FULL', 'REFINANCED', 'CONVERTED', 'RESCINDED', 'VOIDED'] as const;

/** One payment of a loan's schedule, in cents, and how much of it has been paid. */
export interface StoredInstallment {
  installmentNumber: number;
  dueDate: string;
  paymentCents: number;
  principalCents: number;
  interestCents: number;
  paidCents: number;
}

/**
 * Loans (account-access spec 3): each borrower's loans as the servicing system keeps them. An online loan comes from
 * its application when it is originated (`applicationId`: its documents are that application's agreements); seeded
 * loans stand for the servicing systems' history. Money is in cents.
 */
export const loans = pgTable('loans', {
  id: uuid('id').primaryKey().defaultRandom(),
  loanNumber: text('loan_number').notNull().unique(),
  customerEmail: text('customer_email').notNull(),
  brand: text('brand').notNull(),
  applicationId: uuid('application_id').references(() => applications.id, { onDelete: 'set null' }),
  productCode: text('product_code').notNull(),
  kind: text('kind').$type<StoredLoanKind>().notNull().default('STANDARD'),
  status: text('status').$type<StoredLoanStatus>().notNull(),
  systemState: text('system_state').$type<StoredLoanSystemState>().notNull(),
  sourceSystem: text('source_system').notNull(),
  channel: text('channel').$type<StoredChannel>().notNull(),
  amountCents: integer('amount_cents').notNull(),
  /** The disclosed APR, in percent (192.77). */
  apr: doublePrecision('apr').notNull(),
  financeChargeCents: integer('finance_charge_cents').notNull(),
  paymentFrequency: text('payment_frequency').notNull(),
  schedule: jsonb('schedule').$type<StoredInstallment[]>().notNull(),
  originatedAt: timestamp('originated_at', { withTimezone: true }).notNull(),
  /** The end of the right to cancel (5:00 pm Eastern on the business day after the money is sent). */
  rescindUntil: timestamp('rescind_until', { withTimezone: true }),
  closedAt: timestamp('closed_at', { withTimezone: true }),
  /** The bank account the loan was paid to, which payments may come from (its bank and last four digits only). */
  repaymentAccount: jsonb('repayment_account').$type<{ bankName: string; last4: string }>(),
}, (table) => [index('loans_customer').on(table.customerEmail, table.brand)]);

/**
 * Payments made on the portal: one row per payment the borrower asked for, unique per loan and idempotency key (the
 * page's key for one press of Pay: a double click or a retried request finds the same row). Only a card's last four
 * digits and brand are kept; the number and CVV never are.
 */
export const loanPayments = pgTable('loan_payments', {
  id: uuid('id').primaryKey().defaultRandom(),
  loanId: uuid('loan_id').notNull().references(() => loans.id, { onDelete: 'cascade' }),
  customerEmail: text('customer_email').notNull(),
  idempotencyKey: text('idempotency_key').notNull(),
  amountCents: integer('amount_cents').notNull(),
  amountType: text('amount_type').notNull(),
  method: text('method').$type<'BANK' | 'CARD'>().notNull(),
  accountLast4: text('account_last4').notNull(),
  cardBrand: text('card_brand'),
  /** RETURNED: the processor's posting found the loan closed, so the whole amount went back to the payer. */
  status: text('status').$type<'PENDING' | 'POSTED' | 'DECLINED' | 'RETURNED'>().notNull(),
  /** What of the amount went back to the payer (a refund entry): all of it when RETURNED, the excess over the payoff when posted. */
  refundCents: integer('refund_cents').notNull().default(0),
  reference: text('reference').notNull().unique(),
  declineReason: text('decline_reason'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  postedAt: timestamp('posted_at', { withTimezone: true }),
}, (table) => [uniqueIndex('loan_payments_idempotency').on(table.loanId, table.idempotencyKey)]);

/**
 * The loan ledger's entries of a conversion or refinance (issue 31): what the money did when a signed replacement
 * closed a payday loan and made the new one (server/domain/loans/replacementLedger.ts). One entry per operation (the
 * application), loan, kind and party: the same origination recorded twice makes one set.
 */
export const loanLedgerEntries = pgTable('loan_ledger_entries', {
  id: uuid('id').primaryKey().defaultRandom(),
  loanId: uuid('loan_id').notNull().references(() => loans.id, { onDelete: 'cascade' }),
  operationId: uuid('operation_id').notNull(),
  kind: text('kind').$type<'FEE' | 'PRINCIPAL' | 'PAYOFF' | 'CASH_OUT'>().notNull(),
  party: text('party').$type<'BANK' | 'CARD' | 'LOAN'>().notNull(),
  /** The bank account's or card's last four digits, or the other loan's number. */
  partyRef: text('party_ref').notNull(),
  amountCents: integer('amount_cents').notNull(),
  effectiveOn: date('effective_on', { mode: 'string' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (table) => [uniqueIndex('loan_ledger_once').on(table.operationId, table.loanId, table.kind, table.party)]);

/**
 * The TransUnion CreditView benefit (issue 15): a customer who enrolled, when, and the SHA-256 of the consent text
 * they agreed to. The scores come from the local stand-in (server/domain/loans/creditViewStandIn.ts).
 */
export const creditViewEnrollments = pgTable('credit_view_enrollments', {
  customerEmail: text('customer_email').notNull(),
  brand: text('brand').notNull(),
  enrolledAt: timestamp('enrolled_at', { withTimezone: true }).notNull().defaultNow(),
  consentSha256: text('consent_sha256').notNull(),
}, (table) => [primaryKey({ columns: [table.customerEmail, table.brand] })]);

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
export const contactChanges = pgTable('contact_changes', {
  id: uuid('id').primaryKey().defaultRandom(),
  customerEmail: text('customer_email').notNull(),
  brand: text('brand').notNull(),
  kind: text('kind').$type<StoredContactChangeKind>().notNull(),
  value: jsonb('value').$type<StoredContactValue>().notNull(),
  status: text('status').$type<'PENDING' | 'APPLIED' | 'CANCELLED' | 'FAILED'>().notNull().default('PENDING'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  settledAt: timestamp('settled_at', { withTimezone: true }),
}, (table) => [index('contact_changes_customer').on(table.customerEmail, table.status)]);
