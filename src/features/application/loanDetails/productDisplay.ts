// How each product is shown on the product preference step (application spec 3.9's display data: title, what it
// is, when and how money arrives, the payment term's prefix and suffix). Our wording; the figures come from the
// server's availability (its example loan and APR range).
export interface ProductDisplay {
  title: string;
  whatItIs: string;
  whenMoneyArrives: string;
  howMoneyArrives: string;
  termPrefix: string;
  termSuffix: string;
}

const ONLINE_INSTALLMENT: ProductDisplay = {
  title: 'Online installment loan',
  whatItIs: 'Borrow a larger amount and repay it in installments over several months.',
  whenMoneyArrives: 'As soon as 30 minutes to a Visa debit card, or the next business day by direct deposit.',
  howMoneyArrives: 'To your debit card or checking account.',
  termPrefix: 'Pay over',
  termSuffix: 'months',
};

export const PRODUCT_DISPLAY: Record<string, ProductDisplay> = {
  ILP: ONLINE_INSTALLMENT,
  BANK_ILP: { ...ONLINE_INSTALLMENT, title: 'Xact installment loan' },
  DUAL: { ...ONLINE_INSTALLMENT, title: 'Installment loan with a payday option', whatItIs: 'An online installment loan, with a payday loan offered as well if you qualify for both.' },
  PDL: { title: 'Payday loan (in store)', whatItIs: 'A small loan repaid in one payment on your next payday.', whenMoneyArrives: 'The same day, at the store.', howMoneyArrives: 'Cash or check at the store.', termPrefix: 'Repay in', termSuffix: 'days' },
  CLP: { title: 'Choice loan (in store)', whatItIs: 'A line of credit: take what you need up to your limit and pay as you go.', whenMoneyArrives: 'The same day, at the store.', howMoneyArrives: 'Cash or check at the store.', termPrefix: 'Pay over', termSuffix: 'months' },
  SLP: { title: 'Select loan (in store)', whatItIs: "Ohio's short-term installment loan, repaid in installments.", whenMoneyArrives: 'The same day, at the store.', howMoneyArrives: 'Cash or check at the store.', termPrefix: 'Pay over', termSuffix: 'days' },
  RETAIL_ILP: { title: 'Installment loan (in store)', whatItIs: 'Borrow a larger amount at the store and repay it in installments.', whenMoneyArrives: 'The same day, at the store.', howMoneyArrives: 'Cash or check at the store.', termPrefix: 'Pay over', termSuffix: 'months' },
  RLP: { title: 'Registration loan (in store)', whatItIs: "A loan secured by your vehicle's registration; you keep driving your car.", whenMoneyArrives: 'The same day, at the store.', howMoneyArrives: 'Cash or check at the store.', termPrefix: 'Pay over', termSuffix: 'months' },
};

export const displayOf = (productCode: string, name: string): ProductDisplay => PRODUCT_DISPLAY[productCode] ?? { ...ONLINE_INSTALLMENT, title: name };
