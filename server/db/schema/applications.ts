// Applications, their bank links, documents and the products a brand offers in a state. Change a table here, then
// `npm run db:generate` writes the next versioned migration into server/db/migrations.
import type { CreditReportUsed } from '../../../src/lib/rules/adverseActionNotice';
import { sql } from 'drizzle-orm';
import {
  customType,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { LoanTerms } from '../../../src/lib/rules/loanTerms';
import type { DocumentKind } from '../../../src/lib/rules/documentUploads';
import type { FundingCode } from '../../../src/lib/rules/fundingCodes';
import type { IncomeWire } from '../../../src/lib/validation/applicationSchemas';
import { customers, type CustomerId } from './customers';

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

/** Step 3's income as kept: the wire, checked by its schema (src/lib/validation/applicationSchemas.ts). */
export type StoredIncomeInformation = IncomeWire;

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
  | 'CANEBAY_DUPLICATE'
  | 'COMPLETED_PRODUCT_SELECTION'
  | 'DENIED'
  | 'ESIGN_ERROR'
  | 'ESIGNING'
  | 'ORIGINATED'
  | 'PENDING_ASSET_REPORT_DOWNLOAD'
  | 'PENDING_BRFR'
  | 'PENDING_ESIGN'
  | 'PENDING_ESIGN_VALIDATIONS'
  | 'PENDING_ESIGN_DOCUMENT_UPLOAD'
  | 'PENDING_ORIGINATION'
  | 'PENDING_PRODUCT_SELECTION'
  | 'PENDING_SAS_CALL_1'
  | 'PENDING_UNDERWRITING'
  | 'SUBMITTING'
  | 'SUBMIT_APPROVED'
  | 'SUBMIT_DENIED'
  | 'SUBMIT_ERROR';

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
  decisions: {
    requestCode: string;
    siteResult: 'AMOUNT_MATCHED' | 'AMOUNT_MISMATCH' | 'NOT_FOUND';
    decisionResult: 'APPROVED' | 'PENDING' | 'DENIED';
  }[];
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
  /** A denial: whether the brand had an open store in the application's state when it was decided (routes the notice). */
  hasRetailStores?: boolean;
  /** A denial that used a consumer report: the report and score, for the notice's FCRA disclosures (issue 48). */
  creditReport?: CreditReportUsed | null;
  /** A denial's notice of action taken was mailed (once a decision). */
  noticeSentAt?: string | null;
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
  /** The title as the borrower read it, in `language`. */
  title: string;
  /** The SHA-256 of the very PDF read and agreed: the copy in `language`. */
  sha256: string;
  /** The language the document was read and agreed in (issue 71); absent for those agreed before: English. */
  language?: string;
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
 * Loan applications (application spec 3.1): one customer's (by their record's id), on one brand. An
 * unsubmitted one is kept 21 days from its creation (then purged); `applicationUrl` is the step to resume at.
 */
export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .$type<CustomerId>()
      .notNull()
      .references(() => customers.id),
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
    /** The two fields of the records above that lookups go by, kept by PostgreSQL as indexed columns (never written). */
    loanNumber: text('loan_number').generatedAlwaysAs(sql`loan->>'loanNumber'`),
    identityUserToken: text('identity_user_token').generatedAlwaysAs(sql`identity->>'userToken'`),
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
  },
  (table) => [
    index('applications_customer').on(table.customerId, table.brand, table.status),
    index('applications_next_step').on(table.nextStepAt),
    index('applications_loan_number').on(table.loanNumber),
    index('applications_identity_user_token').on(table.identityUserToken),
    // The minute's sweep for notices of action taken not yet mailed (adverseNotice.ts): only those rows, never a scan.
    // Keyed on the id, which never changes, not on modified_at, which every save changes: a save then changes no
    // indexed column, so PostgreSQL can write it without touching the indexes (a HOT update; decision 0075).
    index('applications_unsent_notices')
      .on(table.id)
      .where(sql`${table.decision}->>'outcome' = 'DENY' and ${table.decision}->'noticeSentAt' = 'null'::jsonb`),
  ],
);

/**
 * An application's link to a bank through Plaid (application spec 3.3, 4.4): the Item, its access token (sealed; it
 * never leaves the server), the institution, whether the bank asks the applicant to sign in again, the checking
 * accounts last read (numbers sealed) and the asset report's token (sealed).
 */
export const bankLinks = pgTable('bank_links', {
  applicationId: uuid('application_id')
    .primaryKey()
    .references(() => applications.id, { onDelete: 'cascade' }),
  itemId: text('item_id').notNull(),
  accessTokenSealed: text('access_token_sealed').notNull(),
  institutionId: text('institution_id'),
  institutionName: text('institution_name'),
  status: text('status').$type<'GOOD' | 'ITEM_LOGIN_REQUIRED' | 'NO_AUTH_PRODUCT' | 'NO_PRODUCT_DATA'>().notNull(),
  /** The checking accounts read with Auth: account id, sealed numbers and the balance rule's figure. */
  accounts: jsonb('accounts')
    .$type<
      {
        accountId: string;
        accountSealed: string;
        routingSealed: string;
        mask: string | null;
        name: string;
        balance: string;
      }[]
    >()
    .notNull()
    .default(sql`'[]'::jsonb`),
  assetReportTokenSealed: text('asset_report_token_sealed'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Example figures of a product (the footers' and the product cards'). */
export interface StoredXactExamples {
  minApr: number;
  maxApr: number;
  terms: {
    term: number;
    principal: number;
    apr: number;
    installmentPayments: number;
    totalPayments: number;
    returningRefiOnly: boolean;
  }[];
}

/** What each brand offers in each state (application spec 3.9): one row per brand, state and product. */
export const productAvailability = pgTable(
  'product_availability',
  {
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
  },
  (table) => [primaryKey({ columns: [table.brand, table.stateCode, table.productCode] })],
);

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * The documents an applicant uploaded at /application/upload-docs: the kind, the type the content showed, the size,
 * a SHA-256 of the bytes, and the bytes themselves (in the database, never under the web root; no file name is kept).
 */
export const applicationDocuments = pgTable(
  'application_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
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
