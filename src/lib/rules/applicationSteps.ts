// Where a saved application resumes (application spec 3.1, loanApplicationProgress.applicationUrl), by step key, and
// the order of the steps: what follows each save (NEXT_STEP), chosen by the server from the saved record and stored
// in the same write, so saving a step is one round trip and its answer says where to go. Step 1's save may be refused
// with a reason the page acts on (STEP_REFUSAL).
// `saveLoanApplicationProgress(id, applicationUrl)` (spec 7.1) remains for moves that save nothing else, and takes only
// these pages. The browser's route table has the same addresses (src/config/paths.ts; applicationSteps.test.ts holds
// them equal).

/** The pages where a person fills something in: a save may name any of them as the place to resume. */
export const STEP_PAGES = {
  PERSONAL: '/application/personal',
  WELCOME: '/application/welcome',
  PRODUCT_PREFERENCE: '/application/product-preference',
  STORE_SELECT: '/application/store-select',
  INCOME: '/application/income',
  BANK: '/application/bank',
  PRODUCTS: '/application/products',
  AMOUNT: '/application/amount',
  OTP: '/application/otp',
  IDENTITY: '/application/identity',
  AGREEMENTS: '/application/agreements',
  SUBMIT: '/application/submit',
} as const;

export type ApplicationStep = keyof typeof STEP_PAGES;

/** The pages only the server moves an application to: the decision's wait once submitted, and an approved loan's documents. */
export const DECIDED_PAGES = {
  TRANSITION: '/application/transition',
  APPROVED_AGREEMENTS: '/application/approved/agreements',
} as const;

const resumable = new Set<string>(Object.values(STEP_PAGES));

/** Whether `url` is one of the steps exactly (no query string, nothing personal in it). */
export const isStepPage = (url: string) => resumable.has(url);

/**
 * Store products (our reading, where the spec is silent): PDL payday, RETAIL_ILP retail installment, CLP retail
 * choice, RLP registration and SLP select (Ohio's, offered in stores): each is signed for in a store, so the applicant
 * picks one.
 */
export const STORE_PRODUCT_CODES = ['PDL', 'RETAIL_ILP', 'CLP', 'RLP', 'SLP'] as const;

export const needsStore = (productCode: string | null | undefined) =>
  !!productCode && (STORE_PRODUCT_CODES as readonly string[]).includes(productCode);

/** Who the applicant is, as far as the order of the steps goes. */
export interface StepFacts {
  returning: boolean;
  preferredProductCode: string | null;
}

/** Step 2 (Loan Details) is hidden for a returning customer, unless their preferred product needs a store. */
export const walksLoanDetails = (facts: StepFacts) => !facts.returning || needsStore(facts.preferredProductCode);

/** The step after step 1: step 2's product preference, or (step 2 hidden) the income. */
export const stepAfterPersonal = (facts: StepFacts): ApplicationStep =>
  walksLoanDetails(facts) ? 'PRODUCT_PREFERENCE' : 'INCOME';

/** What the order of the steps depends on: who the applicant is, and where the loan is signed (online or in a store). */
export interface ApplicationFacts extends StepFacts {
  channel: string | null;
}

/**
 * The order of the steps: the step each save leads to (application spec 2.1, 3.1). The server stores it with the save;
 * the browser goes where the answer says.
 * - step 1 → step 2's product preference (or the income, step 2 hidden);
 * - the product preference → the store for a store loan, else the income;
 * - the store → the income; the income → the bank account; the bank account → step 4's products;
 * - step 4's product → its amount; the amount → the checks for an online loan (the mobile number, then the photo ID),
 *   the documents for a store loan (the store checks the phone and the ID in person);
 * - the application's documents agreed → the submission.
 */
export const NEXT_STEP = {
  personal: stepAfterPersonal,
  productPreference: (facts: ApplicationFacts) => (facts.channel === 'RETAIL' ? 'STORE_SELECT' : 'INCOME'),
  store: () => 'INCOME',
  income: () => 'BANK',
  bank: () => 'PRODUCTS',
  loanProduct: () => 'AMOUNT',
  loanAmount: (facts: ApplicationFacts) => (facts.channel === 'ONLINE' ? 'OTP' : 'AGREEMENTS'),
  agreements: () => 'SUBMIT',
} as const satisfies Record<string, (facts: ApplicationFacts) => ApplicationStep>;

/**
 * Why step 1's save was refused, when the page does more than show the message: the ZIP code is in another state (the
 * message, on the form), the brand offers nothing in the state (its own page), the applicant is under 18 (its own
 * page). Sent as the GraphQL error's `reason`.
 */
export const STEP_REFUSAL = {
  zipNotInState: 'ZIP_NOT_IN_STATE',
  noProductsInState: 'NO_PRODUCTS_IN_STATE',
  under18: 'UNDER_18',
} as const;

export type StepRefusal = (typeof STEP_REFUSAL)[keyof typeof STEP_REFUSAL];

export const zipNotInStateMessage = (zip: string, state: string) =>
  `ZIP code ${zip} is not in ${state}. Check the state and the ZIP code.`;
