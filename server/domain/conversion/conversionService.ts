// Converting or refinancing a payday loan (account-access spec 2, 3, 4, 5, 8; issue 15), with the LOAN_CONVERSION flag.
// The customer code is the customer's own (`me.customerCode`, given with their first loan): another is refused. The loan is
// the customer's open payday loan (PDL) being repaid with nothing past due.
// - Offers (ours): CONVERSION into an installment loan where the brand offers its online installment loan in the
//   customer's state; REFINANCE where it offers payday loans there.
// - Preliminary underwriting (ours): DECLINED when any loan of the customer on this brand is past due, in DEFAULT,
//   CHARGED_OFF or BANKRUPTCY (open or closed); else APPROVED.
// - Convert terms (ours): the installment product's returning-customer APR over 12 months of the loan's pay frequency;
//   amounts from the payoff (rounded up to the $50 step, at least the product's least) to the product's most (at most
//   $2,000); the first payment one pay period from today. Figures by the spec's formulas (src/lib/rules/conversionMath.ts).
// - Refinance terms (ours): the same fee for one more pay period; paying back leaves at least the product's least,
//   borrowing more stays within its most.
// Continue makes the application: cloneApplicationBase (the customer's details from their last application, else from
// their record, and the new loan's figures), validateOriginalLoanDetails, convertApplicationTypeToConversion (approved,
// waiting for the signature at /application/approved/agreements). Origination closes the payday loan.
import { and, desc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { BrandKey } from '../../../brands/brandKeys';
import type { Database } from '../../db/client';
import {
  applications,
  type StoredConversion,
  type StoredDecision,
  type StoredLoanSelection,
} from '../../db/schema/applications';
import { loans } from '../../db/schema/loans';
import { readFlags } from '../../flags/featureFlags';
import {
  convertApr,
  convertSchedule,
  financeChargeOf,
  parseRefinanceInput,
  refinanceInputMessage,
  refinanceQuote,
  type RefinanceOptionName,
} from '../../../src/lib/rules/conversionMath';
import { exactCents, formatCents, toCents, toDollars, type Cents } from '../../../src/lib/rules/money';
import { easternDate } from '../../../src/lib/rules/easternTime';
import { DECIDED_PAGES } from '../../../src/lib/rules/applicationSteps';
import { addDays, offerApr, paymentCount, type LoanTerms } from '../../../src/lib/rules/loanTerms';
import { FREQUENCY, type PaymentFrequency } from '../../../src/lib/rules/paymentFrequency';
import {
  insertApplication,
  lockedApplication,
  ownedApplication,
  productsOf,
  updateApplication,
  type ApplicationRow,
  type ProductRow,
} from '../application/applicationRepository';
import { newLoanNumber } from '../application/loanSelection';
import {
  CHANGE_NOT_OFFERED,
  LOAN_NO_LONGER_QUALIFIES,
  POOR_PERFORMANCE_WITH_US,
} from '../application/decision/underwriting';
import { prefilledPersonal } from '../application/prefill';
import { findCustomer, type CustomerRow } from '../customers/customerRepository';
import { badRequest, DomainError, forbidden, notFound } from '../domainError';
import { toLoan } from '../loans/accountService';
import { loansOf, type LoanRow } from '../loans/loanRepository';
import type { Scope } from '../scope';

export const CONVERT_STEP_CENTS = 5000;
export const CONVERT_MAXIMUM_CENTS = 200_000;
export const CONVERT_TERM_MONTHS = 12;
const BAD_STATES = ['DEFAULT', 'CHARGED_OFF', 'BANKRUPTCY'];

export const CONVERSION_TEXT = {
  off: 'Converting or refinancing a loan is not available right now.',
  notYours: 'This customer code is not yours.',
  noLoan: 'You have no payday loan that can be converted or refinanced.',
  notOffered: 'This option is not offered for your loan.',
  declined: 'We cannot offer to convert or refinance your loan right now.',
  amount: (min: Cents, max: Cents) =>
    `Choose an amount from ${formatCents(min)} to ${formatCents(max)} in steps of ${formatCents(CONVERT_STEP_CENTS)}.`,
  input: refinanceInputMessage,
} as const;

export type ConversionKind = StoredConversion['kind'];

interface Context {
  customer: CustomerRow;
  loans: LoanRow[];
  /** The payday loan, with today's figures (cents). */
  payday: { row: LoanRow; payoffCents: number; dueDate: string; feeCents: number };
  products: ProductRow[];
  today: string;
}

async function contextOf(scope: Scope, customerCode: string, now = new Date()): Promise<Context> {
  const flags = await readFlags(scope.db, scope.brand as BrandKey);
  if (flags.LOAN_CONVERSION === false) throw forbidden(CONVERSION_TEXT.off);
  const customer = await findCustomer(scope.db, scope.subjectEmail);
  if (!customer) throw notFound('No customer record for this account');
  if (!customer.customerCode || customer.customerCode !== customerCode) throw forbidden(CONVERSION_TEXT.notYours);
  const loans = await loansOf(scope.db, customer.id, scope.brand);
  const today = easternDate(now);
  const candidates = loans.filter(
    (loan) => loan.status === 'OPEN' && loan.systemState === 'REPAYING' && loan.productCode === 'PDL',
  );
  const row = candidates.find((loan) => toLoan(loan, [], [], now).pastDueAmount === 0);
  if (!row) throw badRequest(CONVERSION_TEXT.noLoan);
  const shown = toLoan(row, [], [], now);
  const dueDate = row.schedule[0]?.dueDate ?? today;
  const products = customer.stateCode ? await productsOf(scope.db, scope.brand, customer.stateCode) : [];
  return {
    customer,
    loans,
    payday: { row, payoffCents: toCents(shown.payoffAmount), dueDate, feeCents: row.financeChargeCents },
    products,
    today,
  };
}

const installmentProduct = (context: Context) =>
  context.products.find((product) => product.productCode === 'ILP' && product.channel === 'ONLINE');
const paydayProduct = (context: Context) => context.products.find((product) => product.productCode === 'PDL');

function typesOf(context: Context): ConversionKind[] {
  return [
    ...(installmentProduct(context) ? (['CONVERSION'] as const) : []),
    ...(paydayProduct(context) ? (['REFINANCE'] as const) : []),
  ];
}

export async function conversionOffers(scope: Scope, customerCode: string) {
  return { conversionTypes: typesOf(await contextOf(scope, customerCode)) };
}

function underwritingOf(context: Context, now: Date): 'APPROVED' | 'DECLINED' {
  const troubled = context.loans.some(
    (loan) =>
      BAD_STATES.includes(loan.systemState) || (loan.status === 'OPEN' && toLoan(loan, [], [], now).pastDueAmount > 0),
  );
  return troubled ? 'DECLINED' : 'APPROVED';
}

/**
 * preliminaryUnderwriting: whether the customer may convert or refinance their payday loan. Declined, for the request
 * the customer made (`kind`; an agent acting for them only looks), the denial is kept with its reasons and its notice
 * of action taken is mailed (decision 0056): `noticeApplicationId` is where the notice page reads it.
 */
export async function preliminaryUnderwriting(
  scope: Scope,
  deps: { noticeAt: (applicationId: string) => Promise<unknown> },
  customerCode: string,
  kind: ConversionKind | null,
  now = new Date(),
) {
  const context = await contextOf(scope, customerCode, now);
  const status = typesOf(context).length === 0 ? 'DECLINED' : underwritingOf(context, now);
  if (status !== 'DECLINED' || !kind || scope.actingForEmail) return { status, noticeApplicationId: null };
  const denied = await keepDeclinedRequest(scope, context, kind, declineReasonsOf(context, kind, null, now), now);
  if (denied.fresh) await deps.noticeAt(denied.id);
  return { status, noticeApplicationId: denied.id };
}

/**
 * Why a request about the payday loan is declined, in a notice's words (decision 0056): a loan with us behind or
 * unpaid; the change not offered in the customer's state; or, for an offer taken earlier (`originalLoanId`), a payday
 * loan that has since been paid off, fallen behind or changed.
 */
function declineReasonsOf(context: Context | null, kind: ConversionKind, originalLoanId: string | null, now: Date) {
  if (!context || (originalLoanId && context.payday.row.id !== originalLoanId)) return [LOAN_NO_LONGER_QUALIFIES];
  const reasons: string[] = [];
  if (underwritingOf(context, now) !== 'APPROVED') reasons.push(POOR_PERFORMANCE_WITH_US);
  if (!typesOf(context).includes(kind)) reasons.push(CHANGE_NOT_OFFERED);
  return reasons.length > 0 ? reasons : [LOAN_NO_LONGER_QUALIFIES];
}

/** A declined request's decision: its reasons, from the lender's own records (no consumer report), its notice unsent. */
const declineOf = (reasons: string[], customerCode: string | null, now: Date): StoredDecision => ({
  outcome: 'DENY',
  reasons,
  anotherOption: false,
  onlineEligible: false,
  retailEligible: false,
  esignHold: null,
  esignFailsOnce: false,
  customerCode,
  decidedAt: now.toISOString(),
  creditReport: null,
  noticeSentAt: null,
});

/**
 * The declined request kept as a closed application of its kind, status DENIED, with its decision: one a request, a
 * loan and a lender's day (asking again the same day gives the same notice, not another mail). The payday loan's row
 * is locked meanwhile, so requests sent at once keep one.
 */
async function keepDeclinedRequest(
  scope: Scope,
  context: Context,
  kind: ConversionKind,
  reasons: string[],
  now: Date,
): Promise<{ id: string; fresh: boolean }> {
  const { row: payday } = context.payday;
  return scope.db.transaction(async (tx) => {
    await tx.select({ id: loans.id }).from(loans).where(eq(loans.id, payday.id)).for('update');
    const [earlier] = await tx
      .select()
      .from(applications)
      .where(
        and(
          eq(applications.customerId, context.customer.id),
          eq(applications.brand, scope.brand),
          eq(applications.kind, kind),
          eq(applications.status, 'DENIED'),
          sql`${applications.conversion}->>'originalLoanId' = ${payday.id}`,
        ),
      )
      .orderBy(desc(applications.createdAt))
      .limit(1);
    if (earlier && easternDate(earlier.createdAt) === easternDate(now)) return { id: earlier.id, fresh: false };
    const base = await baseOf(tx, context.customer, scope.brand);
    const row = await insertApplication(tx, {
      customerId: context.customer.id,
      brand: scope.brand,
      kind,
      status: 'DENIED',
      channel: 'ONLINE',
      stateCode: context.customer.stateCode,
      preferredProductCode: kind === 'CONVERSION' ? 'ILP' : 'PDL',
      returning: true,
      ...base,
      loan: null,
      conversion: conversionOf(context, kind, null, 0),
      decision: declineOf(reasons, context.customer.customerCode ?? null, now),
      applicationUrl: null,
      createdAt: now,
      modifiedAt: now,
      withdrawnAt: now,
    });
    return { id: row.id, fresh: true };
  });
}

const frequencyOf = (row: LoanRow): PaymentFrequency =>
  ['WK', 'BI', 'BIM', 'MON'].includes(row.paymentFrequency) ? (row.paymentFrequency as PaymentFrequency) : 'BI';

/** The convert page's terms, in cents. */
function convertTermsOf(context: Context) {
  const product = installmentProduct(context);
  if (!product) throw badRequest(CONVERSION_TEXT.notOffered);
  const frequency = frequencyOf(context.payday.row);
  const least = Math.max(
    toCents(product.minLoan),
    Math.ceil(context.payday.payoffCents / CONVERT_STEP_CENTS) * CONVERT_STEP_CENTS,
  );
  const most = Math.min(toCents(product.maxLoan), CONVERT_MAXIMUM_CENTS);
  return {
    product,
    frequency,
    minimum: least,
    maximum: Math.max(least, Math.floor(most / CONVERT_STEP_CENTS) * CONVERT_STEP_CENTS),
    apr: offerApr(product, true) / 100,
    numberOfPayments: paymentCount(CONVERT_TERM_MONTHS, frequency),
    loanDate: context.today,
    newDueDate: addDays(context.today, FREQUENCY[frequency].days),
  };
}

export async function convertLoanDetails(scope: Scope, customerCode: string) {
  const context = await contextOf(scope, customerCode);
  const terms = convertTermsOf(context);
  const { row } = context.payday;
  return {
    customerCode,
    loanNumber: row.loanNumber,
    loanAmount: toDollars(row.amountCents),
    loanDueDate: context.payday.dueDate,
    loanFeeAmount: toDollars(context.payday.feeCents),
    payoffAmount: toDollars(context.payday.payoffCents),
    newDueDate: terms.newDueDate,
    paymentFrequency: terms.frequency,
    minimum: toDollars(terms.minimum),
    maximum: toDollars(terms.maximum),
    interval: toDollars(CONVERT_STEP_CENTS),
    numberOfPayments: terms.numberOfPayments,
    apr: terms.apr,
    loanDate: terms.loanDate,
  };
}

/** The refinance page's terms, in cents: the same fee for one more pay period, and the limits of the amounts typed. */
function refinanceTermsOf(context: Context) {
  const product = paydayProduct(context);
  if (!product) throw badRequest(CONVERSION_TEXT.notOffered);
  const { row } = context.payday;
  return {
    loanAmount: row.amountCents,
    loanFeeAmount: context.payday.feeCents,
    financeCharge: financeChargeOf(row.amountCents, row.financeChargeCents / row.amountCents),
    loanDate: context.today,
    newDueDate: addDays(context.payday.dueDate, FREQUENCY[frequencyOf(row)].days),
    maxPayBack: Math.max(0, row.amountCents - toCents(product.minLoan)),
    maxBorrow: Math.max(0, toCents(product.maxLoan) - row.amountCents),
  };
}

export async function refinanceDetails(scope: Scope, customerCode: string) {
  const context = await contextOf(scope, customerCode);
  const terms = refinanceTermsOf(context);
  return {
    customerCode,
    loanNumber: context.payday.row.loanNumber,
    loanAmount: toDollars(terms.loanAmount),
    loanDueDate: context.payday.dueDate,
    loanFeeAmount: toDollars(terms.loanFeeAmount),
    loanDate: terms.loanDate,
    newDueDate: terms.newDueDate,
    financeCharge: toDollars(terms.financeCharge),
    maxPayBack: toDollars(terms.maxPayBack),
    maxBorrow: toDollars(terms.maxBorrow),
  };
}

export interface ConversionChoice {
  customerCode: string;
  kind: ConversionKind;
  amount?: number | null;
  refinanceOption?: RefinanceOptionName | null;
  refinanceInput?: string | null;
}

function convertLoan(context: Context, amountCents: number): StoredLoanSelection {
  const terms = convertTermsOf(context);
  const valid =
    amountCents >= terms.minimum &&
    amountCents <= terms.maximum &&
    (amountCents - terms.minimum) % CONVERT_STEP_CENTS === 0;
  if (!valid) throw badRequest(CONVERSION_TEXT.amount(terms.minimum, terms.maximum), 'amount');
  const convertTerms = {
    apr: terms.apr,
    numberOfPayments: terms.numberOfPayments,
    paymentFrequency: terms.frequency,
    loanDate: terms.loanDate,
    newDueDate: terms.newDueDate,
    payoff: context.payday.payoffCents,
  };
  const rows = convertSchedule(amountCents, convertTerms);
  const financeCharge = financeChargeOf(amountCents, terms.apr);
  const loanTerms: LoanTerms = {
    loanAmount: toDollars(amountCents),
    apr: convertApr(amountCents, rows, convertTerms),
    financeCharge: toDollars(financeCharge),
    amountFinanced: toDollars(amountCents),
    totalOfPayments: toDollars(amountCents + financeCharge),
    paymentAmount: toDollars(rows[0]!.paymentAmount),
    paymentDueDate: terms.newDueDate,
    paymentFrequency: terms.frequency,
    paymentSchedule: rows.map((row, index) => ({
      installmentNumber: index + 1,
      paymentAmount: toDollars(row.paymentAmount),
      dueDate: row.dueDate,
      principal: toDollars(row.principle),
      interest: toDollars(row.interest),
      balance: toDollars(row.balance),
    })),
  };
  return {
    productCode: 'ILP',
    channel: 'ONLINE',
    amount: toDollars(amountCents),
    termMonths: CONVERT_TERM_MONTHS,
    apr: loanTerms.apr,
    loanNumber: newLoanNumber('ILP'),
    offeredOn: context.today,
    terms: loanTerms,
  };
}

function refinanceLoan(context: Context, option: RefinanceOptionName, inputCents: number): StoredLoanSelection {
  const terms = refinanceTermsOf(context);
  const limit = option === 'repayAndReduce' ? terms.maxPayBack : option === 'repayAndBorrow' ? terms.maxBorrow : 0;
  if (inputCents < 0 || inputCents > limit) throw badRequest(CONVERSION_TEXT.input(limit), 'refinanceInput');
  const quote = refinanceQuote(terms, option, inputCents);
  const { principal } = quote;
  const row = context.payday.row;
  const loanTerms: LoanTerms = {
    loanAmount: toDollars(principal),
    apr: quote.disclosedApr,
    financeCharge: toDollars(quote.financeCharge),
    amountFinanced: toDollars(principal),
    totalOfPayments: toDollars(quote.total),
    paymentAmount: toDollars(quote.total),
    paymentDueDate: terms.newDueDate,
    paymentFrequency: 'SINGLE',
    paymentSchedule: [
      {
        installmentNumber: 1,
        paymentAmount: toDollars(quote.total),
        dueDate: terms.newDueDate,
        principal: toDollars(principal),
        interest: toDollars(quote.financeCharge),
        balance: 0,
      },
    ],
  };
  return {
    productCode: 'PDL',
    channel: row.channel,
    amount: toDollars(principal),
    termMonths: null,
    apr: loanTerms.apr,
    loanNumber: newLoanNumber('PDL'),
    offeredOn: context.today,
    terms: loanTerms,
  };
}

/** The customer's details for the new application: their last application's on this brand, else their record's. */
async function baseOf(
  db: Database,
  customer: CustomerRow,
  brand: string,
): Promise<
  Pick<ApplicationRow, 'personal' | 'ssnHash' | 'ssnLast4' | 'income' | 'bank' | 'identity' | 'phoneVerification'>
> {
  const [last] = await db
    .select()
    .from(applications)
    .where(
      and(eq(applications.customerId, customer.id), eq(applications.brand, brand), isNotNull(applications.personal)),
    )
    .orderBy(desc(applications.createdAt))
    .limit(1);
  if (last)
    return {
      personal: last.personal,
      ssnHash: last.ssnHash,
      ssnLast4: last.ssnLast4,
      income: last.income,
      bank: last.bank,
      identity: last.identity,
      phoneVerification: last.phoneVerification,
    };
  const personal = await prefilledPersonal({
    firstName: customer.firstName,
    lastName: customer.lastName,
    dateOfBirth: customer.dateOfBirth,
    addressLine1: customer.addressLine1,
    zipCode: customer.zipCode,
    stateCode: customer.stateCode,
    phone: customer.phone,
  });
  return {
    personal,
    ssnHash: customer.ssnHash,
    ssnLast4: customer.ssnLast4,
    income: null,
    bank: null,
    identity: null,
    phoneVerification: null,
  };
}

/** cloneApplicationBase: the conversion's or refinance's application, with the new loan's figures; nothing is signed yet. */
export async function cloneApplicationBase(
  scope: Scope,
  choice: ConversionChoice,
  now = new Date(),
): Promise<ApplicationRow> {
  if (scope.actingForEmail) throw forbidden('Only the customer can convert or refinance their loan.');
  const context = await contextOf(scope, choice.customerCode, now);
  if (!typesOf(context).includes(choice.kind)) throw badRequest(CONVERSION_TEXT.notOffered);
  if (underwritingOf(context, now) !== 'APPROVED') throw badRequest(CONVERSION_TEXT.declined);
  let loan: StoredLoanSelection;
  let option: RefinanceOptionName | null = null;
  let inputCents = 0;
  if (choice.kind === 'CONVERSION') {
    // An amount that is not dollars and cents (1.005, 1e308) is off every step: refused, never rounded onto one.
    loan = convertLoan(context, exactCents(choice.amount ?? 0) ?? -1);
  } else {
    option = choice.refinanceOption ?? 'repayOriginal';
    const parsed = option === 'repayOriginal' ? 0 : parseRefinanceInput(choice.refinanceInput ?? '');
    if (parsed === null)
      throw badRequest(
        CONVERSION_TEXT.input(
          option === 'repayAndReduce' ? refinanceTermsOf(context).maxPayBack : refinanceTermsOf(context).maxBorrow,
        ),
        'refinanceInput',
      );
    inputCents = parsed;
    loan = refinanceLoan(context, option, inputCents);
  }
  const conversion = conversionOf(context, choice.kind, option, inputCents);
  const base = await baseOf(scope.db, context.customer, scope.brand);
  // A new choice replaces an earlier one not yet signed.
  await scope.db
    .update(applications)
    .set({ withdrawnAt: now, modifiedAt: now })
    .where(
      and(
        eq(applications.customerId, context.customer.id),
        eq(applications.brand, scope.brand),
        isNotNull(applications.conversion),
        isNull(applications.withdrawnAt),
        or(eq(applications.status, 'UNSUBMITTED'), eq(applications.state, 'PENDING_ESIGN')),
      ),
    );
  return insertApplication(scope.db, {
    customerId: context.customer.id,
    brand: scope.brand,
    kind: 'STANDARD',
    status: 'UNSUBMITTED',
    channel: 'ONLINE',
    stateCode: context.customer.stateCode,
    preferredProductCode: loan.productCode,
    returning: true,
    ...base,
    loan,
    conversion,
    applicationUrl: null,
    createdAt: now,
    modifiedAt: now,
  });
}

/** What a conversion's or refinance's application keeps of the payday loan it changes. */
function conversionOf(
  context: Context,
  kind: ConversionKind,
  option: RefinanceOptionName | null,
  inputCents: number,
): StoredConversion {
  const { row } = context.payday;
  return {
    kind,
    originalLoanId: row.id,
    loanNumber: row.loanNumber,
    accountLast4: row.repaymentAccount?.last4 ?? null,
    productCode: row.productCode,
    payoffCents: context.payday.payoffCents,
    principalCents: row.amountCents,
    totalDueCents: context.payday.payoffCents,
    dueDate: context.payday.dueDate,
    sourceSystem: row.sourceSystem,
    channel: row.channel,
    option,
    inputCents,
    deniedAt: null,
  };
}

async function conversionApplication(
  scope: Scope,
  id: string,
): Promise<ApplicationRow & { conversion: StoredConversion }> {
  const row = await ownedApplication(scope.db, id, { customerId: scope.subjectId, brand: scope.brand });
  if (!row?.conversion) throw notFound('No such conversion for this customer');
  return row as ApplicationRow & { conversion: StoredConversion };
}

/**
 * validateOriginalLoanDetails: the payday loan is still open, repaid as agreed, with the payoff it had (isEligible); a
 * conversion whose amount no longer covers the payoff loses its amount (hadLoanAmountDeleted: choose again).
 */
export async function validateOriginalLoanDetails(scope: Scope, id: string, now = new Date()) {
  const row = await conversionApplication(scope, id);
  const customer = await findCustomer(scope.db, scope.subjectEmail);
  let eligible: boolean;
  let deleted = false;
  try {
    const context = await contextOf(scope, customer?.customerCode ?? '', now);
    eligible =
      context.payday.row.id === row.conversion.originalLoanId &&
      underwritingOf(context, now) === 'APPROVED' &&
      typesOf(context).includes(row.conversion.kind) &&
      !row.conversion.deniedAt;
    if (
      eligible &&
      row.conversion.kind === 'CONVERSION' &&
      row.loan &&
      toCents(row.loan.amount) < context.payday.payoffCents
    ) {
      deleted = true;
      await updateApplication(scope.db, row.id, { loan: null }, now);
    }
  } catch (error) {
    // The loan no longer qualifies (closed, past due, the flag off): not eligible. A fault is not an answer.
    if (!(error instanceof DomainError)) throw error;
    eligible = false;
  }
  return {
    isNonStandardApplication: row.kind !== 'STANDARD',
    isEligible: eligible && !deleted,
    hadLoanAmountDeleted: deleted,
  };
}

/** convertApplicationTypeToConversion: the application becomes the CONVERSION or REFINANCE it is, approved and waiting for the signature. */
export async function convertApplicationTypeToConversion(
  scope: Scope,
  id: string,
  now = new Date(),
): Promise<ApplicationRow> {
  if (scope.actingForEmail) throw forbidden('Only the customer can convert or refinance their loan.');
  const row = await conversionApplication(scope, id);
  const check = await validateOriginalLoanDetails(scope, id, now);
  if (!check.isEligible) throw badRequest('Conversion option is no longer available.');
  if (row.kind !== 'STANDARD') return row;
  const customer = await findCustomer(scope.db, scope.subjectEmail);
  return updateApplication(
    scope.db,
    row.id,
    {
      kind: row.conversion.kind,
      status: 'APPROVED',
      state: 'PENDING_ESIGN',
      submittedAt: now,
      nextStepAt: null,
      applicationUrl: DECIDED_PAGES.APPROVED_AGREEMENTS,
      decision: {
        outcome: 'APPROVE',
        reasons: [],
        anotherOption: false,
        onlineEligible: true,
        retailEligible: true,
        esignHold: null,
        esignFailsOnce: false,
        customerCode: customer?.customerCode ?? null,
        decidedAt: now.toISOString(),
      },
    },
    now,
  );
}

/**
 * createConversionDenial: the conversion was no longer available. The denial is kept with its reasons (the application
 * closed, DENIED, of the request's kind) and its notice of action taken is mailed, once (decision 0056).
 */
export async function createConversionDenial(
  scope: Scope,
  deps: { noticeAt: (applicationId: string) => Promise<unknown> },
  id: string,
  now = new Date(),
) {
  const row = await conversionApplication(scope, id);
  if (row.status === 'APPROVED') throw badRequest('This conversion is already approved.');
  if (row.status === 'DENIED') return { success: true };
  const customer = await findCustomer(scope.db, scope.subjectEmail);
  let context: Context | null = null;
  try {
    context = await contextOf(scope, customer?.customerCode ?? '', now);
  } catch (error) {
    // The payday loan no longer qualifies (closed, past due, the flag off): that is the reason. A fault is not.
    if (!(error instanceof DomainError)) throw error;
  }
  const kind = row.conversion.kind;
  const denied = await scope.db.transaction(async (tx) => {
    const locked = await lockedApplication(tx, row.id);
    if (!locked || locked.status !== 'UNSUBMITTED') return false;
    await updateApplication(
      tx,
      row.id,
      {
        kind,
        status: 'DENIED',
        conversion: { ...row.conversion, deniedAt: now.toISOString() },
        decision: declineOf(
          declineReasonsOf(context, kind, row.conversion.originalLoanId, now),
          customer?.customerCode ?? null,
          now,
        ),
        withdrawnAt: locked.withdrawnAt ?? now,
      },
      now,
    );
    return true;
  });
  if (denied) await deps.noticeAt(row.id);
  return { success: true };
}
