// An application as the GraphQL API answers it, for the application's screen tests: a new applicant's online
// application in Ohio, the instalment loan preferred, nothing else filled in but the overrides; and a loan product as
// the availability queries answer it.
import { productDisplay } from '../../src/lib/rules/productDisplay';

export const applicationRecord = (overrides: Record<string, unknown> = {}) => ({
  id: 'app-1',
  status: 'UNSUBMITTED',
  applicationState: 'COMPLETED_PRODUCT_SELECTION',
  stateCode: 'OH',
  channel: 'ONLINE',
  preferredProductCode: 'ILP',
  returning: false,
  personalInformation: null,
  contactInformation: null,
  additionalInformation: null,
  spousalInformation: null,
  incomeInformation: null,
  storeInformation: null,
  bankingInformation: null,
  initialApplicationDetails: null,
  denial: null,
  phoneVerification: null,
  identityVerification: null,
  loanApplication: null,
  loanApplicationProgress: { applicationUrl: '/application/submit' },
  ...overrides,
});

/** A loan product offered (the state's or the applicant's): $300 to $3,000 over 6 to 18 months, APR 145% to 225%. */
export const productOffer = (productCode: string, name: string, channel = 'ONLINE') => ({
  name,
  productCode,
  channel,
  minLoan: 300,
  maxLoan: 3000,
  minTerm: 6,
  maxTerm: 18,
  aprLow: 145,
  aprHigh: 225,
  exampleBorrow: 1400,
  exampleAPR: 192.77,
  exampleTerm: 18,
  exampleTotal: 4417.69,
  examplePaymentAmount: 119.42,
  xactExamples: null,
  display: productDisplay(productCode, name),
});
