// The loan application, steps 1 to 3 (application spec 3.1, 3.9, 5, 7.1, 9): creating one (a new customer's, or a
// returning customer's prefilled from the record), saving each step after checking it with the browser's own
// schemas, the step to resume at, withdrawing, the 21-day purge, and the products of a state. Every call is for the
// signed-in customer (or the customer an agent acts for): an application of anyone else is refused as not found.
import {
  incomeWireSchema,
  personalWireSchema,
  type IncomeWire,
  type PersonalWire,
} from '../../../src/lib/validation/applicationSchemas';
import {
  INCOME_FIELDS,
  PERSONAL_FIELDS,
  type IncomeInput,
  type PersonalInput,
} from '../../../src/lib/validation/applicationInputs';
import { isEmailAddress } from '../../../src/lib/validation/emailRules';
import { productDisplay } from '../../../src/lib/rules/productDisplay';
import type { Database } from '../../db/client';
import type { StoredChannel, StoredPersonalInformation } from '../../db/schema/applications';
import { isNoStore } from '../../../src/lib/rules/stores';
import { keyedSsn } from '../../identity/passwordHash';
import {
  findCustomer,
  findCustomerById,
  findCustomerBySsnHash,
  type CustomerRow,
} from '../customers/customerRepository';
import { requirePrivacyConsent } from '../privacy/privacyNoticeService';
import { badRequest, forbidden, notFound, refused } from '../domainError';
import { subjectIdOf, type Scope } from '../scope';
import { storeByNumber } from '../stores/storeRepository';
import {
  NEXT_STEP,
  STEP_PAGES,
  STEP_REFUSAL,
  isStepPage,
  zipNotInStateMessage,
  type ApplicationStep,
} from '../../../src/lib/rules/applicationSteps';
import { stateName } from '../../../src/lib/rules/usStates';
import { statesForZipcode } from '../stores/storeService';
import {
  APPLICATION_TYPE,
  checked,
  LEGACY_APPLICATION_TEXT,
  NO_LONGER_CHANGEABLE,
  whyUnchangeable,
  worthResuming,
} from './applicationRules';
import {
  hadExpiredApplication,
  insertApplication,
  declinedApplicationOf,
  openApplicationOf,
  ownedApplication,
  productsOf,
  purgeExpired,
  updateApplication,
  updateIfChangeable,
  withdrawOnce,
  withdrawOpenApplications,
  type ApplicationRow,
  type ProductRow,
} from './applicationRepository';
import { prefilledPersonal } from './prefill';
import { PRODUCT_ORDER } from './productCatalog';
import {
  CAMPAIGN_ID_PATTERN,
  CMS_DATA_MAX_BYTES,
  INPUT_LIMIT_TEXT,
  SHORT_CODE_PATTERN,
} from '../../../src/lib/rules/inputLimits';

const NOT_FOUND = 'No application with this id for this customer';

/** The caller's (or acted-for customer's) own application, else not found (whose it is is not told). */
async function owned(scope: Scope, id: string): Promise<ApplicationRow> {
  const row = await ownedApplication(scope.db, id, { customerId: scope.subjectId, brand: scope.brand });
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

/** An application that can still be changed: open, not withdrawn, not purged (the bank domain saves to it too). */
export async function changeable(scope: Scope, id: string): Promise<ApplicationRow> {
  const row = await owned(scope, id);
  const refusal = whyUnchangeable(row);
  if (refusal) throw badRequest(refusal);
  return row;
}

/**
 * A step's changes written to the application if it can still be changed, as one statement (`changeable` is its
 * condition); when nothing was written, the reason `changeable` gives (or, when the application changed between the
 * two, that it can no longer be changed).
 */
async function saveChangeable(
  scope: Scope,
  id: string,
  values: Parameters<typeof updateIfChangeable>[3],
  now: Date,
): Promise<ApplicationRow> {
  const row = await updateIfChangeable(scope.db, id, { customerId: scope.subjectId, brand: scope.brand }, values, now);
  if (row) return row;
  await changeable(scope, id);
  throw badRequest(NO_LONGER_CHANGEABLE);
}

function requireOwnEmail(scope: Scope, email: string): void {
  if (email.trim().toLowerCase() !== scope.subjectEmail) throw forbidden('You can only see your own applications');
}

/** The state must be served by the brand; what it offers there: store loans only, or online loans only. */
async function servedIn(scope: Scope, stateCode: string): Promise<{ retailOnly: boolean; onlineOnly: boolean }> {
  const products = await productsOf(scope.db, scope.brand, stateCode);
  if (products.length === 0)
    throw refused(`We do not offer loans in ${stateName(stateCode)}`, STEP_REFUSAL.noProductsInState, 'stateCode');
  return {
    retailOnly: !products.some((product) => product.channel === 'ONLINE'),
    onlineOnly: !products.some((product) => product.channel === 'RETAIL'),
  };
}

/** Step 1's address: a ZIP code known to be in another state is refused (an unknown one is not: the data may lag). */
async function requireZipInState(personal: StoredPersonalInformation): Promise<void> {
  const { zipCode, stateCode } = personal.address;
  const places = await statesForZipcode(zipCode);
  if (places.length > 0 && !places.some((place) => place.stateCode === stateCode))
    throw refused(zipNotInStateMessage(zipCode, stateName(stateCode)), STEP_REFUSAL.zipNotInState, 'zipCode');
}

/** The pre-check of step 1's SSN: it fails when the SSN is already another login's (the decision is then the duplicate check). */
async function ssnFacts(
  scope: Scope,
  ssn: string,
): Promise<{ ssnHash: string; ssnLast4: string; invalidPrecheck: boolean }> {
  const ssnHash = keyedSsn(scope.settings.ssnPepper, ssn);
  const owner = await findCustomerBySsnHash(scope.db, ssnHash);
  return { ssnHash, ssnLast4: ssn.slice(-4), invalidPrecheck: !!owner && owner.id !== scope.subjectId };
}

/** Who made an application, and from where. */
const originOf = (scope: Scope) => ({
  applicationSource: scope.actingForEmail ? ('AGENT' as const) : ('CUSTOMER' as const),
  ipAddress: scope.ipAddress,
});

/** Step 1 as kept: the checked wire, arranged as the application row keeps it (the SMS choice is the first phone's preference). */
function storedPersonal(wire: PersonalWire): StoredPersonalInformation {
  const { address, phones } = wire.contactInformation;
  const { monthsAtAddress, ownResidence, maritalStatus } = wire.additionalInformation;
  return {
    firstName: wire.firstName,
    lastName: wire.lastName,
    dateOfBirth: wire.dateOfBirth,
    stateIdType: wire.stateIdType,
    driverLicenseNumber: wire.driverLicenseNumber,
    driverLicenseStateCode: wire.driverLicenseStateCode,
    stateIdExpirationDate: wire.stateIdExpirationDate,
    address,
    phones: phones.map((phone, index) => ({
      ...phone,
      extension: null,
      phonePreference: index === 0 && wire.smsOptIn ? 'SMS' : null,
    })),
    monthsAtAddress,
    ownResidence,
    smsOptIn: wire.smsOptIn,
    spouse: wire.spousalInformation,
    maritalStatus,
  };
}

/** Step 1's wire checked with its schema (an SSN left out is the one on file, if there is one). */
function checkedPersonal(
  input: PersonalInput,
  ssnOnFile: boolean,
): { personal: StoredPersonalInformation; ssn: string | null } {
  // Under 18 is no typing mistake: the page says who may apply, on a page of its own.
  const wire = checked<PersonalWire>(
    personalWireSchema,
    input as unknown as Record<string, unknown>,
    PERSONAL_FIELDS,
    { ssnOnFile },
    { age: STEP_REFUSAL.under18 },
  );
  return { personal: storedPersonal(wire), ssn: wire.documentNumber || null };
}

export async function application(scope: Scope, id: string) {
  return owned(scope, id);
}

/** A new application (step 1 saved): any open one of the customer on this brand is withdrawn. */
export async function create(
  scope: Scope,
  input: {
    stateCode: string;
    channel: string;
    applicationType: string;
    source?: string | null;
    campaignId?: string | null;
    preferredProductCode?: string | null;
    userInformation: { email: string };
    personalInformation?: PersonalInput | null;
  },
  cmsData: unknown,
  resumeAt: ApplicationStep | null = null,
  now = new Date(),
) {
  requireOwnEmail(scope, input.userInformation.email);
  const customerId = subjectIdOf(scope);
  if (input.applicationType !== APPLICATION_TYPE.current)
    throw badRequest(LEGACY_APPLICATION_TEXT.onlyCurrent, 'applicationType');
  if (input.channel !== 'ONLINE' && input.channel !== 'RETAIL')
    throw badRequest('channel must be ONLINE or RETAIL', 'channel');
  if (input.campaignId != null && !CAMPAIGN_ID_PATTERN.test(input.campaignId))
    throw badRequest(INPUT_LIMIT_TEXT.campaignId, 'campaignId');
  for (const field of ['source', 'preferredProductCode'] as const) {
    const value = input[field];
    if (value != null && !SHORT_CODE_PATTERN.test(value)) throw badRequest(INPUT_LIMIT_TEXT.shortCode(field), field);
  }
  if (cmsData != null && Buffer.byteLength(JSON.stringify(cmsData)) > CMS_DATA_MAX_BYTES)
    throw badRequest(INPUT_LIMIT_TEXT.cmsData, 'cmsData');
  const channel: StoredChannel = input.channel;
  const step1 = input.personalInformation ? checkedPersonal(input.personalInformation, false) : null;
  if (step1) await requireZipInState(step1.personal);
  if (step1) await requirePrivacyConsent(scope);
  const stateCode = step1?.personal.address.stateCode ?? input.stateCode;
  const offered = await servedIn(scope, stateCode);
  const ssnOf = step1?.ssn ? await ssnFacts(scope, step1.ssn) : { ssnHash: null, ssnLast4: null };
  await withdrawOpenApplications(scope.db, customerId, scope.brand, now);
  return insertApplication(scope.db, {
    customerId,
    brand: scope.brand,
    ...originOf(scope),
    ...offered,
    applicationType: input.applicationType,
    source: input.source ?? null,
    campaignId: input.campaignId ?? null,
    channel,
    stateCode,
    preferredProductCode: input.preferredProductCode ?? null,
    personal: step1?.personal ?? null,
    ...ssnOf,
    cmsData: cmsData && typeof cmsData === 'object' ? (cmsData as Record<string, unknown>) : null,
    // With step 1 saved, the server says what follows it; an application made without it starts at step 1.
    applicationUrl:
      STEP_PAGES[
        step1
          ? NEXT_STEP.personal({ returning: false, preferredProductCode: input.preferredProductCode ?? null })
          : (resumeAt ?? 'PERSONAL')
      ],
    createdAt: now,
    modifiedAt: now,
  });
}

/** A returning customer's application, prefilled from their record (the express application). */
export async function createReturning(scope: Scope, email: string, now = new Date()) {
  requireOwnEmail(scope, email);
  const customerId = subjectIdOf(scope);
  const customer = await findCustomerById(scope.db, customerId);
  if (!customer || customer.customerType === 'NEW')
    throw badRequest('Only a returning customer has an express application');
  const offered = customer.stateCode ? await servedIn(scope, customer.stateCode) : {};
  await withdrawOpenApplications(scope.db, customerId, scope.brand, now);
  return insertApplication(scope.db, {
    customerId,
    brand: scope.brand,
    ...originOf(scope),
    ...offered,
    channel: customer.customerType === 'RETAIL_RETURNING' ? 'RETAIL' : 'ONLINE',
    stateCode: customer.stateCode,
    returning: true,
    preferredProductCode: customer.lastProductCode,
    personal: await prefilledPersonal(customer),
    ssnHash: customer.ssnHash,
    ssnLast4: customer.ssnLast4 ?? null,
    applicationUrl: STEP_PAGES.WELCOME,
    createdAt: now,
    modifiedAt: now,
  });
}

/** Step 1 saved, and the application resumes at the step after it (the server's choice: stepAfterPersonal). */
export async function savePersonal(scope: Scope, id: string, input: PersonalInput, now = new Date()) {
  const row = await changeable(scope, id);
  const { personal, ssn } = checkedPersonal(input, !!row.ssnHash);
  await requireZipInState(personal);
  await requirePrivacyConsent(scope);
  const offered = await servedIn(scope, personal.address.stateCode);
  return saveChangeable(
    scope,
    row.id,
    {
      personal,
      stateCode: personal.address.stateCode,
      ...offered,
      ...(ssn ? await ssnFacts(scope, ssn) : {}),
      applicationUrl: STEP_PAGES[NEXT_STEP.personal(row)],
    },
    now,
  );
}

/** The login the application belongs to: only the signed-in customer's own email. */
export async function saveUser(scope: Scope, id: string, input: { email: string }, now = new Date()) {
  const row = await changeable(scope, id);
  if (!isEmailAddress(input.email.trim())) throw badRequest('Enter a valid email address', 'email');
  requireOwnEmail(scope, input.email);
  return saveChangeable(scope, row.id, { customerId: subjectIdOf(scope) }, now);
}

export async function productOffered(
  scope: Scope,
  stateCode: string | null,
  productCode: string,
  channel: string,
): Promise<ProductRow> {
  const product = stateCode
    ? (await productsOf(scope.db, scope.brand, stateCode)).find(
        (p) => p.productCode === productCode && p.channel === channel,
      )
    : undefined;
  if (!product) throw badRequest('This product is not offered in your state', 'preferredProductCode');
  return product;
}

/** Step 2's product preference; the application resumes at the store (a store loan) or the income (NEXT_STEP). */
export async function savePreferredProduct(
  scope: Scope,
  id: string,
  productCode: string,
  channel: StoredChannel,
  now = new Date(),
) {
  const row = await changeable(scope, id);
  await productOffered(scope, row.stateCode, productCode, channel);
  return saveChangeable(
    scope,
    row.id,
    {
      preferredProductCode: productCode,
      channel,
      ...(channel === 'ONLINE' ? { storeNumber: null } : {}),
      applicationUrl: STEP_PAGES[NEXT_STEP.productPreference({ ...row, channel })],
    },
    now,
  );
}

/** Step 4's product, among those offered on the application's channel; the application resumes at its amount. */
export async function saveLoanProduct(scope: Scope, id: string, productCode: string, now = new Date()) {
  const row = await changeable(scope, id);
  if (!row.income || !row.bank) throw badRequest('Finish your income and bank account before choosing your loan');
  await productOffered(scope, row.stateCode, productCode, row.channel);
  return saveChangeable(
    scope,
    row.id,
    { preferredProductCode: productCode, applicationUrl: STEP_PAGES[NEXT_STEP.loanProduct()] },
    now,
  );
}

/** Step 2's store; the application resumes at the income. */
export async function saveStore(
  scope: Scope,
  id: string,
  input: { storeNumber: string; brandName: string },
  now = new Date(),
) {
  const row = await changeable(scope, id);
  const number = /^\d{1,6}$/.test(input.storeNumber) ? Number(input.storeNumber) : NaN;
  const store = Number.isFinite(number) && !isNoStore(number) ? await storeByNumber(scope.db, number) : undefined;
  if (!store || !store.active) throw badRequest('Choose one of our open stores', 'storeNumber');
  if (input.brandName !== store.brand) throw badRequest('brandName must be the store’s brand', 'brandName');
  return saveChangeable(scope, row.id, { storeNumber: number, applicationUrl: STEP_PAGES[NEXT_STEP.store()] }, now);
}

/** Step 3's income; the application resumes at the bank account. */
export async function saveIncome(scope: Scope, id: string, input: IncomeInput, now = new Date()) {
  const income = checked<IncomeWire>(incomeWireSchema, input as unknown as Record<string, unknown>, INCOME_FIELDS);
  return saveChangeable(scope, id, { income, applicationUrl: STEP_PAGES[NEXT_STEP.income()] }, now);
}

export async function saveProgress(scope: Scope, id: string, applicationUrl: string, now = new Date()) {
  if (!isStepPage(applicationUrl))
    throw badRequest('applicationUrl must be a page of the application', 'applicationUrl');
  await saveChangeable(scope, id, { applicationUrl }, now);
  return { success: true };
}

export async function withdraw(scope: Scope, id: string, now = new Date()) {
  await saveChangeable(scope, id, { withdrawnAt: now }, now);
  return { success: true };
}

/**
 * The customer's open application on this brand, read once per request: the entry's one query asks four fields of
 * it (open, skip resume, expired, legacy). Only queries read through it; a write reads the row it changes.
 */
const openByRequest = new WeakMap<Scope, Promise<ApplicationRow | undefined>>();
function openOf(scope: Scope, now: Date) {
  let read = openByRequest.get(scope);
  if (!read) {
    read = scope.subjectId
      ? openApplicationOf(scope.db, scope.subjectId, scope.brand, now)
      : Promise.resolve(undefined);
    openByRequest.set(scope, read);
  }
  return read;
}

/** The open application to resume (one started on the earlier online application is not: it is started again). */
export async function unsubmitted(scope: Scope, email: string, now = new Date()) {
  requireOwnEmail(scope, email);
  const row = await openOf(scope, now);
  return row && row.applicationType !== APPLICATION_TYPE.legacy ? row : null;
}

/** Whether the customer's open application on this brand was started on the earlier online application. */
export async function legacyPending(scope: Scope, now = new Date()) {
  return (await openOf(scope, now))?.applicationType === APPLICATION_TYPE.legacy;
}

/** The open application to resume; the Global Privacy Control signal, when sent, stops any sharing of its data. */
export async function open(scope: Scope, email: string, isGPCEnabled: boolean | null | undefined, now = new Date()) {
  const row = await unsubmitted(scope, email, now);
  if (row && isGPCEnabled && row.canShareInfo) return updateApplication(scope.db, row.id, { canShareInfo: false }, now);
  return row;
}

/** The customer's latest declined application whose notice can still be read (the adverse-action pages opened afresh). */
export async function declined(scope: Scope, now = new Date()) {
  return (
    (scope.subjectId ? await declinedApplicationOf(scope.db, scope.subjectId, scope.brand, now) : undefined) ?? null
  );
}

/** True when there is nothing worth offering to resume (no open application, or only its login). */
export async function skipResume(scope: Scope, email: string, now = new Date()) {
  const row = await unsubmitted(scope, email, now);
  return !row || !worthResuming(row);
}

/** Whether the customer's last application on this brand expired unsubmitted (the 21-day rule's message). */
export async function expired(scope: Scope, now = new Date()) {
  return (
    !!scope.subjectId &&
    !(await openOf(scope, now)) &&
    (await hadExpiredApplication(scope.db, scope.subjectId, scope.brand, now))
  );
}

export async function purge(db: Database, now = new Date()) {
  return purgeExpired(db, now);
}

const byOrder = (a: ProductRow, b: ProductRow) =>
  PRODUCT_ORDER.indexOf(a.productCode as never) - PRODUCT_ORDER.indexOf(b.productCode as never);

function toProduct(row: ProductRow) {
  return {
    name: row.name,
    productCode: row.productCode,
    channel: row.channel,
    brand: row.brand,
    lenderBrand: row.lenderBrand,
    minLoan: row.minLoan,
    minLoanAmount: row.minLoan,
    maxLoan: row.maxLoan,
    minTerm: row.minTerm,
    maxTerm: row.maxTerm,
    aprLow: row.aprLow,
    aprHigh: row.aprHigh,
    exampleBorrow: row.exampleBorrow,
    exampleAPR: row.exampleApr,
    exampleTerm: row.exampleTerm,
    exampleTotal: row.exampleTotal,
    examplePaymentAmount: row.examplePaymentAmount,
    xactExamples: row.xactExamples,
    display: productDisplay(row.productCode, row.name),
  };
}

/** The products of a brand in a state, in the spec's order (the partner's, when the brand offers none there). */
export async function availability(db: Database, brand: string, stateCode: string, partnerBrand?: string | null) {
  let rows = await productsOf(db, brand, stateCode);
  if (rows.length === 0 && partnerBrand) rows = await productsOf(db, partnerBrand, stateCode);
  const partnerRows = partnerBrand && partnerBrand !== brand ? await productsOf(db, partnerBrand, stateCode) : [];
  return {
    stateCode,
    retailChoiceEnabled: rows.some((row) => row.retailChoiceEnabled),
    partnerHasOnline: partnerRows.some((row) => row.channel === 'ONLINE'),
    partnerHasRetail: partnerRows.some((row) => row.channel === 'RETAIL'),
    products: [...rows].sort(byOrder).map(toProduct),
  };
}

function conversionEligibility(customer: CustomerRow | undefined) {
  const loan = customer?.openRetailLoan;
  if (!loan) return { hasOpenRetailLoan: false, conversionDetails: null };
  return {
    hasOpenRetailLoan: true,
    conversionDetails: {
      brandName: customer.brand,
      isEligible: loan.isEligible,
      loanNumber: loan.loanNumber,
      payoffAmount: loan.payoffAmount,
      productCode: loan.productCode,
      sourceSystem: loan.sourceSystem as never,
    },
  };
}

/** The products for a known customer's application, with what the lender knows of the customer. */
export async function customerAvailability(scope: Scope, applicationId: string, partnerBrand?: string | null) {
  const row = await owned(scope, applicationId);
  const customer = await findCustomer(scope.db, scope.subjectEmail);
  const base = await availability(scope.db, scope.brand, row.stateCode ?? customer?.stateCode ?? '', partnerBrand);
  return {
    ...base,
    customerEligibleForBank: base.products.some((product) => product.productCode === 'BANK_ILP'),
    customerStoreNumber: row.storeNumber === null ? null : String(row.storeNumber),
    nonCheetahRetailAvailable: base.products.some((product) => product.channel === 'RETAIL'),
    preApprovedProducts:
      customer && customer.customerType !== 'NEW'
        ? base.products.filter((product) => product.channel === 'ONLINE').map((product) => product.productCode)
        : [],
    applicationConversionEligibility: conversionEligibility(customer),
  };
}

export const LEAD_CLONE_TEXT = {
  notALead: 'Only a store loan approved online and not yet finished at the store can be taken online.',
  noOnline: (stateCode: string) => `We do not offer loans online in ${stateCode}.`,
} as const;

/**
 * cloneApprovedLeadApplication (spec 7.1; what it does is ours): a store loan approved online is a lead for the
 * store. The customer who would rather finish online (or whose approval ran out before the visit) gets a new online
 * application with what the store application holds (step 1, the SSN, income, a bank account typed by hand), resuming
 * at the first step it lacks; the approval does not carry over (the online decision is made afresh at submission).
 * The store application is withdrawn in the same transaction, so the same call twice (or two at once) makes one.
 */
export async function cloneApprovedLead(scope: Scope, id: string, now = new Date()) {
  const lead = await owned(scope, id);
  const isLead =
    lead.channel === 'RETAIL' &&
    lead.status === 'APPROVED' &&
    lead.state === 'SUBMIT_APPROVED' &&
    !lead.withdrawnAt &&
    !lead.conversion &&
    !!lead.personal;
  if (!isLead) throw badRequest(LEAD_CLONE_TEXT.notALead);
  const stateCode = lead.personal!.address.stateCode;
  const offered = await servedIn(scope, stateCode);
  if (offered.retailOnly) throw badRequest(LEAD_CLONE_TEXT.noOnline(stateCode), 'stateCode');
  // A bank account from Plaid belongs to the store application's link; only one typed by hand comes along.
  const bank = lead.bank?.source === 'PLAID' ? null : lead.bank;
  return scope.db.transaction(async (tx) => {
    if (!(await withdrawOnce(tx, lead.id, now))) throw badRequest(LEAD_CLONE_TEXT.notALead);
    await withdrawOpenApplications(tx, lead.customerId, scope.brand, now);
    return insertApplication(tx, {
      customerId: lead.customerId,
      brand: scope.brand,
      ...originOf(scope),
      ...offered,
      invalidPrecheck: lead.invalidPrecheck,
      applicationType: lead.applicationType,
      source: lead.source,
      campaignId: lead.campaignId,
      channel: 'ONLINE',
      stateCode,
      returning: lead.returning,
      canShareInfo: lead.canShareInfo,
      personal: lead.personal,
      ssnHash: lead.ssnHash,
      ssnLast4: lead.ssnLast4,
      income: lead.income,
      bank,
      cmsData: lead.cmsData,
      applicationUrl: STEP_PAGES[!lead.income ? 'INCOME' : !bank ? 'BANK' : 'PRODUCTS'],
      createdAt: now,
      modifiedAt: now,
    });
  });
}
