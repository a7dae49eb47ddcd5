// The decision machine's table and the underwriting rule, as pure functions: every path through spec 4.1's states,
// the status each state carries, and each sandbox and data outcome.
import type { StoredDecision } from '../../../db/schema';
import { APPLICATION_STATES, nextState, statusOf, type ApplicationState, type MachineFacts } from './applicationStates';
import { INCOME_INSUFFICIENT, underwrite } from './underwriting';

const decided = (outcome: StoredDecision['outcome'], more: Partial<StoredDecision> = {}): StoredDecision => ({
  outcome, reasons: [], anotherOption: false, onlineEligible: true, retailEligible: true, esignHold: null, esignFailsOnce: false, customerCode: null, decidedAt: '2026-11-23T00:00:00Z', ...more,
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
    ['approved, typed bank', { linkedBank: false, storeLoan: false, decision: decided('APPROVE') }, ['SUBMITTING', 'PENDING_SAS_CALL_1', 'PENDING_UNDERWRITING', 'SUBMIT_APPROVED', 'PENDING_ESIGN']],
    ['approved, linked bank (its asset report first)', { linkedBank: true, storeLoan: false, decision: decided('APPROVE') }, ['SUBMITTING', 'PENDING_ASSET_REPORT_DOWNLOAD', 'PENDING_SAS_CALL_1', 'PENDING_UNDERWRITING', 'SUBMIT_APPROVED', 'PENDING_ESIGN']],
    ['approved with a bank verification first (it waits for the applicant there)', { linkedBank: false, storeLoan: false, decision: decided('APPROVE', { bankCheckRequired: true }) }, ['SUBMITTING', 'PENDING_SAS_CALL_1', 'PENDING_UNDERWRITING', 'SUBMIT_APPROVED', 'PENDING_BRFR']],
    ['approved store loan (signed at the store)', { linkedBank: false, storeLoan: true, decision: decided('APPROVE') }, ['SUBMITTING', 'PENDING_SAS_CALL_1', 'PENDING_UNDERWRITING', 'SUBMIT_APPROVED']],
    ['declined', { linkedBank: false, storeLoan: false, decision: decided('DENY') }, ['SUBMITTING', 'PENDING_SAS_CALL_1', 'PENDING_UNDERWRITING', 'SUBMIT_DENIED', 'DENIED']],
    ['submit error', { linkedBank: false, storeLoan: false, decision: decided('SUBMIT_ERROR') }, ['SUBMITTING', 'PENDING_SAS_CALL_1', 'PENDING_UNDERWRITING', 'SUBMIT_ERROR']],
    ['duplicate', { linkedBank: false, storeLoan: false, decision: decided('DUPLICATE') }, ['SUBMITTING', 'PENDING_SAS_CALL_1', 'PENDING_UNDERWRITING', 'CANEBAY_DUPLICATE']],
  ] as const)('submission: %s', (_name, facts, path) => {
    expect(walk('SUBMITTING', facts)).toEqual(path);
  });

  it('e-signs to origination, or to ESIGN_ERROR when the e-sign fails', () => {
    expect(walk('ESIGNING', { linkedBank: false, storeLoan: false, decision: decided('APPROVE') })).toEqual(['ESIGNING', 'PENDING_ESIGN_VALIDATIONS', 'PENDING_ESIGN_DOCUMENT_UPLOAD', 'PENDING_ORIGINATION', 'ORIGINATED']);
    expect(walk('ESIGNING', { linkedBank: false, storeLoan: false, decision: decided('APPROVE', { esignFailsOnce: true }) })).toEqual(['ESIGNING', 'PENDING_ESIGN_VALIDATIONS', 'ESIGN_ERROR']);
  });

  it('gives each state its status', () => {
    expect(APPLICATION_STATES.filter((state) => statusOf(state) === 'DENIED')).toEqual(['DENIED', 'SUBMIT_DENIED']);
    expect(APPLICATION_STATES.filter((state) => statusOf(state) === 'APPROVED').sort()).toEqual(
      ['ESIGN_ERROR', 'ESIGNING', 'ORIGINATED', 'PENDING_BRFR', 'PENDING_ESIGN', 'PENDING_ESIGN_DOCUMENT_UPLOAD', 'PENDING_ESIGN_VALIDATIONS', 'PENDING_ORIGINATION', 'SUBMIT_APPROVED'].sort(),
    );
  });
});

describe('the underwriting', () => {
  const today = new Date('2026-11-23T12:00:00Z');
  const input = { ssnLast4: '0101', paymentAmount: 100, netPay: 1000, resubmission: false, today };

  it('approves a payment within 30% of the net pay, and declines one over it', () => {
    expect(underwrite(input).outcome).toBe('APPROVE');
    expect(underwrite({ ...input, paymentAmount: 300 }).outcome).toBe('APPROVE');
    expect(underwrite({ ...input, paymentAmount: 300.01 })).toMatchObject({ outcome: 'DENY', reasons: [INCOME_INSUFFICIENT], anotherOption: false, retailEligible: true });
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
});
