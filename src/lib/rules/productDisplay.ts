// How each product is shown (application spec 3.9's product display data): its title, what it is, when and how the
// money arrives, the payment term's prefix and suffix, its options, the flags for a choice loan, for a loan repaid
// over several payments (has terms), for a term the borrower picks (flexible term) and for showing the longest term,
// and what to bring to a store. DUAL is an online installment loan with a store payday loan offered too: both its
// parts are shown. Our wording (the spec gives none). The server serves it with each product (Product.display); the
// figures (amounts, terms, APRs) stay the product's own.
import { whatToBring } from './whatToBring';

/** One part of a product offered as two (DUAL). */
export interface ProductPart {
  title: string;
  whatItIs: string;
  whenMoneyArrives: string;
  howMoneyArrives: string;
  hasTerms: boolean;
}

export interface ProductDisplay extends ProductPart {
  termPrefix: string;
  termSuffix: string;
  /** What the borrower may choose or do with this loan, a line each. */
  options: string[];
  /** A choice loan (a line of credit): take what is needed up to a limit. */
  isChoice: boolean;
  /** The borrower picks the number of months (online installment loans); otherwise the store or the law sets it. */
  flexibleTerm: boolean;
  /** Say "up to {maxTerm} {termSuffix}" (not for a loan repaid on the next payday, nor for a line of credit). */
  showMaxTerm: boolean;
  /** What to bring to the store (store products only). */
  bringAlong: string[];
  /** The parts of a product offered as two (DUAL); empty otherwise. */
  parts: ProductPart[];
}

const ONLINE_INSTALLMENT: ProductPart = {
  title: 'Online installment loan',
  whatItIs: 'Borrow a larger amount and repay it in installments over several months.',
  whenMoneyArrives: 'As soon as 30 minutes to a Visa debit card, or the next business day by direct deposit.',
  howMoneyArrives: 'To your debit card or checking account.',
  hasTerms: true,
};

const STORE_PAYDAY: ProductPart = {
  title: 'Payday loan (in store)',
  whatItIs: 'A small loan repaid in one payment on your next payday.',
  whenMoneyArrives: 'The same day, at the store.',
  howMoneyArrives: 'Cash or check at the store.',
  hasTerms: false,
};

const AT_THE_STORE = {
  whenMoneyArrives: 'The same day, at the store.',
  howMoneyArrives: 'Cash or check at the store.',
};

const ONLINE_OPTIONS = [
  'Choose how much to borrow and over how many months',
  'Pay early at any time, with no penalty for paying early',
];
const STORE_OPTIONS = ['Your store sets the amount and the term with you when you sign'];

const online = (part: ProductPart, extra: Partial<ProductDisplay> = {}): ProductDisplay => ({
  ...part,
  termPrefix: 'Pay over',
  termSuffix: 'months',
  options: ONLINE_OPTIONS,
  isChoice: false,
  flexibleTerm: true,
  showMaxTerm: true,
  bringAlong: [],
  parts: [],
  ...extra,
});

const store = (
  productCode: string,
  part: Omit<ProductPart, 'whenMoneyArrives' | 'howMoneyArrives'>,
  extra: Partial<ProductDisplay> = {},
): ProductDisplay => ({
  ...AT_THE_STORE,
  ...part,
  termPrefix: 'Pay over',
  termSuffix: 'months',
  options: STORE_OPTIONS,
  isChoice: false,
  flexibleTerm: false,
  showMaxTerm: true,
  bringAlong: whatToBring(productCode),
  parts: [],
  ...extra,
});

const DISPLAY: Readonly<Record<string, ProductDisplay>> = {
  ILP: online(ONLINE_INSTALLMENT),
  BANK_ILP: online({ ...ONLINE_INSTALLMENT, title: 'Xact installment loan' }),
  DUAL: online(
    {
      ...ONLINE_INSTALLMENT,
      title: 'Installment loan with a payday option',
      whatItIs: 'An online installment loan, with a payday loan at a store offered as well if you qualify for both.',
    },
    { parts: [ONLINE_INSTALLMENT, STORE_PAYDAY] },
  ),
  PDL: store('PDL', STORE_PAYDAY, {
    termPrefix: 'Repay in',
    termSuffix: 'days',
    showMaxTerm: false,
    options: ['Repay the whole loan and its fee on your next payday'],
  }),
  CLP: store(
    'CLP',
    {
      title: 'Choice loan (in store)',
      whatItIs: 'A line of credit: take what you need up to your limit and pay as you go.',
      hasTerms: true,
    },
    {
      isChoice: true,
      showMaxTerm: false,
      options: [
        'Take what you need, up to your credit limit',
        'Pay the minimum each month, or more to pay it off sooner',
        'Borrow again as you pay it down',
      ],
    },
  ),
  SLP: store(
    'SLP',
    {
      title: 'Select loan (in store)',
      whatItIs: "Ohio's short-term installment loan, repaid in installments.",
      hasTerms: true,
    },
    { termSuffix: 'days' },
  ),
  RETAIL_ILP: store('RETAIL_ILP', {
    title: 'Installment loan (in store)',
    whatItIs: 'Borrow a larger amount at the store and repay it in installments.',
    hasTerms: true,
  }),
  RLP: store('RLP', {
    title: 'Registration loan (in store)',
    whatItIs: "A loan secured by your vehicle's registration; you keep driving your car.",
    hasTerms: true,
  }),
};

/** The display data of a product; an unknown code is shown as an online installment loan under its own name. */
export const productDisplay = (productCode: string, name: string = productCode): ProductDisplay =>
  DISPLAY[productCode] ?? online({ ...ONLINE_INSTALLMENT, title: name });
