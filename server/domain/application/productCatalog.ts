// What each brand offers in each state (application spec 3.9, 9), fictional but consistent with the brands'
// footers: a brand serves the states it is licensed in (brands/<key>/legal.json) and the states of its stores
// (server/db/storeSeed.ts); the installment examples are the footers' (1400 at 192.77% over 18 months, 36 payments every 15 days, APR 145 to
// 225), Xact's are ccb's (APR 125 to 225; the 24-month term for returning or refinancing customers only), and the
// Xact maximum in California is 2400. Payday (PDL) is offered in stores; SLP only in Ohio. Seeded into
// product_availability at start (server/db/productSeed.ts) and read from there.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { BRAND_KEYS, type BrandKey } from '../../../brands/brandKeys';
import { brands } from '../../../brands/index';
import { legalSchema, type LegalText } from '../../../brands/legalSchema';
import { DEFAULT_LANGUAGE, type Language } from '../../../src/lib/rules/language';
import { STORE_FOOTPRINT } from '../../db/storeSeed';
import type { productAvailability } from '../../db/schema/applications';

export type CatalogRow = typeof productAvailability.$inferInsert;

/** The spec's order (online ILP first, then retail PDL-group codes, then DUAL online); the rest follow. */
export const PRODUCT_ORDER = ['ILP', 'BANK_ILP', 'PDL', 'CLP', 'SLP', 'RETAIL_ILP', 'RLP', 'DUAL'] as const;
export const CA_BANK_MAXIMUM = 2400;

/**
 * A brand's legal text in a language (brands/<key>/legal.json in English, legal.<language>.json in another the brand
 * offers; English when it offers none), read and checked once (the agreements' documents ask for it on every request).
 */
const legalTexts = new Map<string, LegalText>();
export function legalOf(brand: BrandKey, language: Language = DEFAULT_LANGUAGE): LegalText {
  const offered = brands[brand].languages.includes(language) ? language : DEFAULT_LANGUAGE;
  const key = `${brand}:${offered}`;
  let legal = legalTexts.get(key);
  if (!legal) {
    const file = offered === DEFAULT_LANGUAGE ? 'legal.json' : `legal.${offered}.json`;
    legal = legalSchema.validateSync(
      JSON.parse(readFileSync(fileURLToPath(new URL(`../../../brands/${brand}/${file}`, import.meta.url)), 'utf8')),
    );
    legalTexts.set(key, legal);
  }
  return legal;
}

/** Where a retail product of the store brands is offered (a subset of the brand's store states). */
const RETAIL_ONLY_IN: Partial<Record<string, readonly string[]>> = {
  RLP: ['TX', 'AL', 'MO', 'MS', 'TN'],
  CLP: ['KS', 'TN'],
  RETAIL_ILP: ['TX', 'MO', 'IL', 'WI', 'OK'],
  SLP: ['OH'],
  DUAL: ['OH', 'TX', 'MO'],
};
/** States whose law has no store payday product (Ohio's short-term loans are SLPs). */
const NO_PAYDAY = ['OH'];

export function servedStates(brand: BrandKey): string[] {
  const licensed = legalOf(brand).licensing.states.map((state) => state.code);
  const stores = brand in STORE_FOOTPRINT ? STORE_FOOTPRINT[brand as keyof typeof STORE_FOOTPRINT].states : [];
  return [...new Set([...licensed, ...stores])].sort();
}

const storeStates = (brand: BrandKey): readonly string[] =>
  brand in STORE_FOOTPRINT ? STORE_FOOTPRINT[brand as keyof typeof STORE_FOOTPRINT].states : [];

function installment(brand: BrandKey, stateCode: string, legal: LegalText, name: string): CatalogRow {
  const example = legal.exampleLoan;
  return {
    brand,
    stateCode,
    productCode: 'ILP',
    channel: 'ONLINE',
    name,
    lenderBrand: brand,
    minLoan: 300,
    maxLoan: stateCode === 'CA' ? 2500 : 3000,
    minTerm: 6,
    maxTerm: 18,
    aprLow: example?.aprLow ?? 145,
    aprHigh: example?.aprHigh ?? 225,
    exampleBorrow: example?.amountFinanced ?? 1400,
    exampleApr: example?.apr ?? 192.77,
    exampleTerm: example?.termMonths ?? 18,
    exampleTotal: example?.totalOfPayments ?? 4266.44,
    examplePaymentAmount: example?.paymentAmount ?? 118.53,
  };
}

function retail(
  brand: BrandKey,
  stateCode: string,
  productCode: string,
  name: string,
  loan: {
    min: number;
    max: number;
    minTerm: number;
    maxTerm: number;
    apr: number;
    borrow: number;
    term: number;
    payment: number;
    total: number;
  },
): CatalogRow {
  return {
    brand,
    stateCode,
    productCode,
    channel: 'RETAIL',
    name,
    lenderBrand: brand,
    minLoan: loan.min,
    maxLoan: loan.max,
    minTerm: loan.minTerm,
    maxTerm: loan.maxTerm,
    aprLow: loan.apr,
    aprHigh: loan.apr,
    exampleBorrow: loan.borrow,
    exampleApr: loan.apr,
    exampleTerm: loan.term,
    exampleTotal: loan.total,
    examplePaymentAmount: loan.payment,
    retailChoiceEnabled: productCode === 'CLP',
  };
}

const PAYDAY = {
  min: 100,
  max: 500,
  minTerm: 14,
  maxTerm: 31,
  apr: 391.07,
  borrow: 300,
  term: 14,
  payment: 345,
  total: 345,
};
const SELECT = {
  min: 100,
  max: 1000,
  minTerm: 91,
  maxTerm: 365,
  apr: 59.93,
  borrow: 500,
  term: 120,
  payment: 135.17,
  total: 540.68,
};
const CHOICE = {
  min: 100,
  max: 1500,
  minTerm: 1,
  maxTerm: 12,
  apr: 279.46,
  borrow: 500,
  term: 6,
  payment: 132.5,
  total: 795,
};
const RETAIL_INSTALLMENT = {
  min: 200,
  max: 2500,
  minTerm: 4,
  maxTerm: 12,
  apr: 199.52,
  borrow: 1000,
  term: 9,
  payment: 173.44,
  total: 1560.96,
};
const REGISTRATION = {
  min: 200,
  max: 5000,
  minTerm: 1,
  maxTerm: 12,
  apr: 179.99,
  borrow: 1500,
  term: 12,
  payment: 218.62,
  total: 2623.44,
};

/** The products a brand offers in a state, in the spec's order (none where it does not serve the state). */
export function productsFor(brand: BrandKey, stateCode: string): CatalogRow[] {
  if (!servedStates(brand).includes(stateCode)) return [];
  const legal = legalOf(brand);
  const rows: CatalogRow[] = [];
  const inStores = storeStates(brand).includes(stateCode);
  const offered = (code: string) => RETAIL_ONLY_IN[code]?.includes(stateCode) ?? true;
  if (brands[brand].bankPartner) {
    const xact = legal.xact!;
    rows.push({
      brand,
      stateCode,
      productCode: 'BANK_ILP',
      channel: 'ONLINE',
      name: 'Xact installment loan',
      lenderBrand: brand,
      minLoan: 500,
      maxLoan: stateCode === 'CA' ? (xact.maxAmountForCA ?? CA_BANK_MAXIMUM) : 3000,
      minTerm: 6,
      maxTerm: 24,
      aprLow: xact.aprLow,
      aprHigh: xact.aprHigh,
      xactExamples: {
        minApr: xact.aprLow,
        maxApr: xact.aprHigh,
        terms: xact.terms.map((term) => ({
          term: term.termMonths,
          principal: term.amountFinanced,
          apr: term.apr,
          installmentPayments: term.paymentAmount,
          totalPayments: term.totalOfPayments,
          returningRefiOnly: term.returningRefiOnly,
        })),
      },
    });
    return rows;
  }
  rows.push(
    installment(
      brand,
      stateCode,
      legal,
      brand === 'p360' ? 'Credit-building installment loan' : 'Online installment loan',
    ),
  );
  if (inStores) {
    if (!NO_PAYDAY.includes(stateCode)) rows.push(retail(brand, stateCode, 'PDL', 'Payday loan', PAYDAY));
    if (offered('CLP')) rows.push(retail(brand, stateCode, 'CLP', 'Choice loan', CHOICE));
    if (offered('SLP')) rows.push(retail(brand, stateCode, 'SLP', 'Select loan', SELECT));
    if (offered('RETAIL_ILP'))
      rows.push(retail(brand, stateCode, 'RETAIL_ILP', 'In-store installment loan', RETAIL_INSTALLMENT));
    if (offered('RLP')) rows.push(retail(brand, stateCode, 'RLP', 'Registration loan', REGISTRATION));
    if (offered('DUAL'))
      rows.push({
        ...installment(brand, stateCode, legal, 'Installment loan with a payday option'),
        productCode: 'DUAL',
      });
  }
  return rows.sort(
    (a, b) => PRODUCT_ORDER.indexOf(a.productCode as never) - PRODUCT_ORDER.indexOf(b.productCode as never),
  );
}

/** Every row of the catalog: each brand, each state it serves. */
export const catalog = (): CatalogRow[] =>
  BRAND_KEYS.flatMap((brand) => servedStates(brand).flatMap((state) => productsFor(brand, state)));
