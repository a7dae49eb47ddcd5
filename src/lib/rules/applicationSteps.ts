// Where a saved application resumes (application spec 3.1, loanApplicationProgress.applicationUrl), by step key.
// Each step's save names the step to resume at (`resumeAt`), and the server stores that step's page in the same
// write, so saving a step is one round trip. `saveLoanApplicationProgress(id, applicationUrl)` (spec 7.1) remains for
// moves that save nothing else, and takes only these pages. The browser's route table has the same addresses
// (src/config/paths.ts; applicationSteps.test.ts holds them equal).

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
