import { mfaRuleApplies, owesMfaCheck } from './mfaRule';

const customer = (overrides: Partial<Parameters<typeof mfaRuleApplies>[0]> = {}) => ({
  hasOpenApplication: false,
  isCoreCustomer: true,
  retailCode: null,
  ...overrides,
});

describe('the multi-factor rule', () => {
  it.each([
    ['an open application and a core customer', customer({ hasOpenApplication: true }), true],
    ['not core with a retail code', customer({ isCoreCustomer: false, retailCode: 'R1' }), true],
    ['core without an open application', customer(), false],
    [
      'not core without a retail code, even with an open application',
      customer({ isCoreCustomer: false, hasOpenApplication: true }),
      false,
    ],
  ])('%s: %s', (_case, who, picked) => {
    expect(mfaRuleApplies(who)).toBe(picked);
  });

  it('is owed only with the flag on, a picked customer, and no check passed in this sign-in', () => {
    const picked = customer({ hasOpenApplication: true });
    expect(owesMfaCheck(true, picked, false)).toBe(true);
    expect(owesMfaCheck(false, picked, false)).toBe(false);
    expect(owesMfaCheck(true, picked, true)).toBe(false);
    expect(owesMfaCheck(true, null, false)).toBe(false);
    expect(owesMfaCheck(true, customer(), false)).toBe(false);
  });
});
