// The decision machine's table and the underwriting rules, as pure functions: every path through spec 4.1's states,
// the status each state carries, each sandbox and data outcome, and the sandbox table never deciding when it is off.
import type { StoredDecision } from '../../../db/schema/applications';
import { APPLICATION_STATES, nextState, statusOf, type ApplicationState, type MachineFacts } from './applicationStates';
import fc from 'fast-check';
import { FREQUENCY, type PaymentFrequency } from '../../../../src/lib/rules/paymentFrequency';
import {
  EXCESSIVE_OBLIGATIONS,
  INCOME_INSUFFICIENT,
  POOR_PERFORMANCE_WITH_US,
  SANDBOX_OUTCOMES,
  TERMS_NOT_GRANTED,
  underwrite,
  type UnderwritingInput,
} from './underwriting';

const decided = (outcome: StoredDecision['outcome'], more: Partial<StoredDecision> = {}): StoredDecision => ({
  outcome,
  reasons: [],
  anotherOption: false,
  onlineEligible: true,
  retailEligible: true,
  esignHold: null,
  esignFailsOnce: false,
  customerCode: null,
  decidedAt: '2026-11-23T00:00:00Z',
  ...more,
});

function walk(from: ApplicationState, facts: MachineFacts): ApplicationState[] {
  const path = [from];
  for (let next = nextState(from, facts); next; next = nextState(next, facts)) path.push(next);
  return path;
}

describe('the decision machine', () => {
  it('has the 19 states of spec 4.1', () => {
    expect(new Set(APPLICATION_STATES).size).toBe(19);
  });

  it.each([
    [
      'approved, typed bank',
      { linkedBank: false, storeLoan: false, decision: decided('APPROVE') },
      ['SUBMITTING', 'PENDING_SAS_CALL_1', 'PENDING_UNDERWRITING', 'SUBMIT_APPROVED', 'PENDING_ESIGN'],
    ],
    [
      'approved, linked bank (its asset report first)',
      { linkedBank: true, storeLoan: false, decision: decided('APPROVE') },
      [
        'SUBMITTING',
        'PENDING_ASSET_REPORT_DOWNLOAD',
        'PENDING_SAS_CALL_1',
        'PENDING_UNDERWRITING',
        'SUBMIT_APPROVED',
        'PENDING_ESIGN',
      ],
    ],
    [
      'approved with a bank verification first (it waits for the applicant there)',
      { linkedBank: false, storeLoan: false, decision: decided('APPROVE', { bankCheckRequired: true }) },
      ['SUBMITTING', 'PENDING_SAS_CALL_1', 'PENDING_UNDERWRITING', 'SUBMIT_APPROVED', 'PENDING_BRFR'],
    ],
    [
      'approved store loan (signed at the store)',
      { linkedBank: false, storeLoan: true, decision: decided('APPROVE') },
      ['SUBMITTING', 'PENDING_SAS_CALL_1', 'PENDING_UNDERWRITING', 'SUBMIT_APPROVED'],
    ],
    [
      'declined',
      { linkedBank: false, storeLoan: false, decision: decided('DENY') },
      ['SUBMITTING', 'PENDING_SAS_CALL_1', 'PENDING_UNDERWRITING', 'SUBMIT_DENIED', 'DENIED'],
    ],
    [
      'submit error',
      { linkedBank: false, storeLoan: false, decision: decided('SUBMIT_ERROR') },
      ['SUBMITTING', 'PENDING_SAS_CALL_1', 'PENDING_UNDERWRITING', 'SUBMIT_ERROR'],
    ],
    [
      'duplicate',
      { linkedBank: false, storeLoan: false, decision: decided('DUPLICATE') },
      ['SUBMITTING', 'PENDING_SAS_CALL_1', 'PENDING_UNDERWRITING', 'CANEBAY_DUPLICATE'],
    ],
  ] as const)('submission: %s', (_name, facts, path) => {
    expect(walk('SUBMITTING', facts)).toEqual(path);
  });

  it('e-signs to origination, or to ESIGN_ERROR when the e-sign fails', () => {
    expect(walk('ESIGNING', { linkedBank: false, storeLoan: false, decision: decided('APPROVE') })).toEqual([
      'ESIGNING',
      'PENDING_ESIGN_VALIDATIONS',
      'PENDING_ESIGN_DOCUMENT_UPLOAD',
      'PENDING_ORIGINATION',
      'ORIGINATED',
    ]);
    expect(
      walk('ESIGNING', { linkedBank: false, storeLoan: false, decision: decided('APPROVE', { esignFailsOnce: true }) }),
    ).toEqual(['ESIGNING', 'PENDING_ESIGN_VALIDATIONS', 'ESIGN_ERROR']);
  });

  it('gives each state its status', () => {
    expect(APPLICATION_STATES.filter((state) => statusOf(state) === 'DENIED')).toEqual(['DENIED', 'SUBMIT_DENIED']);
    expect(APPLICATION_STATES.filter((state) => statusOf(state) === 'APPROVED').sort()).toEqual(
      [
        'ESIGN_ERROR',
        'ESIGNING',
        'ORIGINATED',
        'PENDING_BRFR',
        'PENDING_ESIGN',
        'PENDING_ESIGN_DOCUMENT_UPLOAD',
        'PENDING_ESIGN_VALIDATIONS',
        'PENDING_ORIGINATION',
        'SUBMIT_APPROVED',
      ].sort(),
    );
  });
});

describe('the underwriting', () => {
  const today = new Date('2026-11-23T12:00:00Z');
  const input: UnderwritingInput = {
    sandbox: true,
    ssnLast4: '0101',
    invalidPrecheck: false,
    paymentAmount: 100,
    netPay: 1000,
    paymentFrequency: 'BI',
    amount: 500,
    limits: { minLoan: 100, maxLoan: 1000 },
    openLoans: 0,
    troubledLoans: 0,
    resubmission: false,
    today,
  };

  it.each<[string, Partial<UnderwritingInput>, Partial<ReturnType<typeof underwrite>>]>([
    ['a payment of 30% of the net pay', { paymentAmount: 300 }, { outcome: 'APPROVE' }],
    [
      'a payment over 30% of the net pay',
      { paymentAmount: 300.01 },
      { outcome: 'DENY', reasons: [INCOME_INSUFFICIENT], anotherOption: false, retailEligible: true },
    ],
    ['a store product (no payment per period)', { paymentAmount: null }, { outcome: 'APPROVE' }],
    ['$1,000 a month exactly (461.54 every two weeks)', { netPay: 461.54, paymentAmount: 50 }, { outcome: 'APPROVE' }],
    [
      'under $1,000 a month (461.53 every two weeks)',
      { netPay: 461.53, paymentAmount: 50 },
      { outcome: 'DENY', reasons: [INCOME_INSUFFICIENT] },
    ],
    [
      'under $1,000 a month (999.99 monthly)',
      { netPay: 999.99, paymentFrequency: 'MON', paymentAmount: 50 },
      { outcome: 'DENY', reasons: [INCOME_INSUFFICIENT] },
    ],
    [
      '$1,000 a month twice a month',
      { netPay: 500, paymentFrequency: 'BIM', paymentAmount: 50 },
      { outcome: 'APPROVE' },
    ],
    [
      'an open loan with us',
      { openLoans: 1 },
      { outcome: 'DENY', reasons: [EXCESSIVE_OBLIGATIONS], retailEligible: false },
    ],
    [
      'a loan in default or charged off',
      { troubledLoans: 1, openLoans: 1 },
      { outcome: 'DENY', reasons: [POOR_PERFORMANCE_WITH_US], retailEligible: false },
    ],
    ['the state’s maximum', { amount: 1000 }, { outcome: 'APPROVE' }],
    ['over the state’s maximum', { amount: 1000.01 }, { outcome: 'DENY', reasons: [TERMS_NOT_GRANTED] }],
    ['under the state’s minimum', { amount: 99.99 }, { outcome: 'DENY', reasons: [TERMS_NOT_GRANTED] }],
    ['a product the state no longer offers', { limits: null }, { outcome: 'DENY', reasons: [TERMS_NOT_GRANTED] }],
    ['an SSN already another login’s', { invalidPrecheck: true }, { outcome: 'DUPLICATE' }],
  ])('%s', (_case, overrides, expected) => {
    expect(underwrite({ ...input, ...overrides })).toMatchObject(expected);
  });

  it.each([
    ['0201', { outcome: 'DENY', anotherOption: true }],
    ['0202', { outcome: 'DENY', anotherOption: false, retailEligible: true }],
    ['0203', { outcome: 'APPROVE', esignHold: { until: '2026-11-25' } }],
    ['0205', { outcome: 'SUBMIT_ERROR' }],
    ['0206', { outcome: 'DUPLICATE' }],
    ['0207', { outcome: 'DENY', onlineEligible: false, retailEligible: false }],
    ['0208', { outcome: 'APPROVE', esignFailsOnce: true }],
  ])('sandbox %s', (ssnLast4, expected) => {
    expect(underwrite({ ...input, ssnLast4 })).toMatchObject(expected);
  });

  it('lets a submission that failed go through the second time', () => {
    expect(underwrite({ ...input, ssnLast4: '0205', resubmission: true }).outcome).toBe('APPROVE');
  });

  it('never lets the sandbox table decide with the setting off: the SSN does not matter, only the rules', () => {
    const facts = fc.record({
      ssnLast4: fc.oneof(fc.constantFrom(...Object.keys(SANDBOX_OUTCOMES)), fc.stringMatching(/^\d{4}$/)),
      paymentAmount: fc.option(fc.double({ min: 0, max: 5000, noNaN: true }), { nil: null }),
      netPay: fc.double({ min: 0, max: 10_000, noNaN: true }),
      paymentFrequency: fc.constantFrom<PaymentFrequency>('WK', 'BI', 'BIM', 'MON'),
      amount: fc.option(fc.double({ min: 0, max: 5000, noNaN: true }), { nil: null }),
      openLoans: fc.nat(3),
      troubledLoans: fc.nat(2),
    });
    fc.assert(
      fc.property(facts, (drawn) => {
        const decided = underwrite({ ...input, ...drawn, sandbox: false });
        expect(underwrite({ ...input, ...drawn, ssnLast4: null, sandbox: false })).toEqual(decided);
        const passes =
          drawn.troubledLoans === 0 &&
          drawn.openLoans === 0 &&
          (drawn.amount === null || (drawn.amount >= 100 && drawn.amount <= 1000)) &&
          (drawn.netPay * FREQUENCY[drawn.paymentFrequency].paymentsPerYear) / 12 >= 1000 &&
          (drawn.paymentAmount === null || drawn.paymentAmount <= drawn.netPay * 0.3);
        expect(decided.outcome).toBe(passes ? 'APPROVE' : 'DENY');
        expect(decided.reasons.length).toBe(passes ? 0 : 1);
      }),
      { numRuns: 500 },
    );
  });
});
