// What a store asks an applicant to bring (application spec 2.3's bring-along list): valid ID, proof of income, an
// active checking account, proof of address and phone; the registration loan (RLP) adds the vehicle's registration or
// proof of ownership. Shared by the store review and the thank-you page of a store loan.
export const WHAT_TO_BRING = [
  'Valid ID',
  'Proof of income',
  'Active checking account',
  'Proof of address and phone',
] as const;
export const REGISTRATION_LOAN_ITEM = 'Vehicle registration or proof of ownership';
export const REGISTRATION_LOAN = 'RLP';

/** The list for a product (the registration loan's item added for RLP). */
export const whatToBring = (productCode: string | null | undefined): string[] => [
  ...WHAT_TO_BRING,
  ...(productCode === REGISTRATION_LOAN ? [REGISTRATION_LOAN_ITEM] : []),
];
