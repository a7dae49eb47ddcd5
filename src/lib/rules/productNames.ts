// What each loan type is called on the account pages (application spec 3.13's loan types).
export const PRODUCT_NAMES: Readonly<Record<string, string>> = {
  PDL: 'Payday loan',
  ILP: 'Installment loan',
  BANK_ILP: 'Xact installment loan',
  RETAIL_ILP: 'Store installment loan',
  SLP: 'Select loan',
  RLP: 'Registration loan',
  CLP: 'Choice loan',
  DUAL: 'Installment loan with payday option',
  OCLP: 'Online choice loan',
  RCLP: 'Store choice loan',
  MIGRATED_RCLP: 'Store choice loan',
};

export const productName = (productCode: string) => PRODUCT_NAMES[productCode] ?? productCode;
