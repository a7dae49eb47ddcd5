// The multi-factor rule of the account-access spec (section 4, sign-in), one pure rule shared by the browser
// (which sends the customer to /authentication/mfa) and the reference back end (whose gate refuses account data
// until the check has passed): with the brand's mfa flag on, a customer with an open application who is a core
// customer, or one who is not core and has a retail code, passes a check after every sign-in. Agents and
// enrollment users are never put through a customer's check (the callers decide who is a customer).

export interface MfaRuleCustomer {
  hasOpenApplication: boolean;
  isCoreCustomer: boolean;
  /** The retail business-office code (retailBoCode in the API). */
  retailCode: string | null | undefined;
}

/** Does the rule pick this customer? */
export const mfaRuleApplies = (customer: MfaRuleCustomer): boolean =>
  (customer.hasOpenApplication && customer.isCoreCustomer) || (!customer.isCoreCustomer && !!customer.retailCode);

/** Does this sign-in owe a check: the flag is on, the rule picks the customer, and no check has passed yet. */
export const owesMfaCheck = (mfaFlag: boolean, customer: MfaRuleCustomer | null, passedThisSignIn: boolean): boolean =>
  mfaFlag && !!customer && mfaRuleApplies(customer) && !passedThisSignIn;
