// The shape of a brand's legal text (brands/<key>/legal.json): data, not code, so counsel can change a notice
// without touching a component. The footer renders it (src/app/footer); brands.test.ts checks every file against
// this schema, and the figures against each other (a total of payments is the sum of its payments).
import { array, boolean, number, object, string, type InferType } from 'yup';

const notice = () =>
  object({
    heading: string().required(),
    paragraphs: array(string().required()).min(1).required(),
  });

const money = () => number().required().min(0);

/**
 * How often the example's payments fall, as the portal's own loans count it (src/lib/rules/loanTerms.ts: BIM every 15
 * days, BI every 14, ...): the first payment one such period after the loan is made, so every figure of the example is
 * the portal's own schedule and its APR works out from its payments (decision 0030).
 */
const paymentFrequency = () =>
  string()
    .oneOf(['WK', 'BI', 'BIM', 'MON'] as const)
    .required();

export const legalSchema = object({
  /** Who lends, in one sentence at the top of the disclosures. */
  lender: string().required(),
  licensing: object({
    heading: string().required(),
    intro: string().required(),
    states: array(
      object({
        code: string()
          .required()
          .matches(/^[A-Z]{2}$/, '${path} must be a two-letter state code'),
        name: string().required(),
        license: string().required(),
        /** A state's own notice (the Hawaii and the Kentucky and Iowa footers are these); absent when it has none. */
        notice: string().optional(),
      }),
    )
      .min(1)
      .required(),
  }).required(),
  /** Payday (deferred deposit) brands only. */
  paydayNotice: notice().nullable().default(null),
  textingFeeNotice: notice().required(),
  phoneConsentNotice: notice().required(),
  /** The representative installment example; null for brands without an installment loan. */
  exampleLoan: object({
    heading: string().required(),
    product: string().required(),
    amountFinanced: money(),
    apr: money(),
    termMonths: number().required().integer().min(1),
    paymentFrequency: paymentFrequency(),
    paymentCount: number().required().integer().min(1),
    paymentAmount: money(),
    finalPaymentAmount: money(),
    totalOfPayments: money(),
    aprLow: money(),
    aprHigh: money(),
    notes: array(string().required()).required(),
  })
    .nullable()
    .default(null),
  /** The Xact block (shown with the enableXact flag). */
  xact: object({
    heading: string().required(),
    aprLow: money(),
    aprHigh: money(),
    terms: array(
      object({
        termMonths: number().required().integer().min(1),
        amountFinanced: money(),
        apr: money(),
        paymentCount: number().required().integer().min(1),
        paymentFrequency: paymentFrequency(),
        paymentAmount: money(),
        finalPaymentAmount: money(),
        totalOfPayments: money(),
        returningRefiOnly: boolean().required(),
      }),
    )
      .min(1)
      .required(),
    /** The largest amount financed for a California resident (maxAmountForCA). */
    maxAmountForCA: money(),
    notes: array(string().required()).required(),
  })
    .nullable()
    .default(null),
  californiaNotice: object({
    /** The notice shown today, and the new version the showNewCaNotice flag switches to. */
    current: notice().required(),
    next: notice().required(),
  }).required(),
  /**
   * The notice at collection of the privacy-notice consent page (the privacyNoticeConsent flag): read and agreed to
   * before step 1 asks for personal information. A new version (a date) asks everyone to agree again.
   */
  privacyNotice: notice()
    .shape({
      version: string()
        .required()
        .matches(/^\d{4}-\d{2}-\d{2}$/, '${path} must be a date (YYYY-MM-DD)'),
    })
    .required(),
});

export type LegalText = InferType<typeof legalSchema>;
export type LegalNotice = InferType<ReturnType<typeof notice>>;

/** Links a brand serves (brands/<key>/links.json): the footer's (GET /api/footer-links/<key>) and the learning center's. */
export const linksSchema = object({
  footerLinks: array(
    object({
      idTag: string().required(),
      url: string().required(),
      title: string().required(),
      /** The link's title in each other language the brand offers (decision 0085); English is `title`. */
      translations: object({ es: object({ title: string().required() }).default(undefined) }).default(undefined),
    }),
  )
    .min(1)
    .required(),
  learningCenter: array(
    object({ title: string().required(), link: string().required(), active: boolean().required() }),
  ).required(),
});

export type BrandLinks = InferType<typeof linksSchema>;
