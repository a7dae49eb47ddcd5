import { readFileSync } from 'node:fs';
import { ACCOUNT_RULES, accountPage, type AccountFacts, type ApplicationFacts, type LoanFacts } from './accountPage';

const loan = (changes: Partial<LoanFacts> = {}): LoanFacts => ({
  kind: 'STANDARD',
  status: 'OPEN',
  systemState: 'REPAYING',
  sourceSystem: 'CONNECTIONS',
  productCode: 'ILP',
  pastDueCents: 0,
  inRescission: false,
  ...changes,
});
const application = (changes: Partial<ApplicationFacts> = {}): ApplicationFacts => ({
  kind: 'STANDARD',
  status: 'UNSUBMITTED',
  state: null,
  channel: 'ONLINE',
  originationHeld: false,
  ...changes,
});
const facts = (changes: Partial<AccountFacts> = {}): AccountFacts => ({
  loans: [],
  application: null,
  loanConversion: false,
  ...changes,
});

describe('the account page rule table', () => {
  it.each<[string, AccountFacts, string]>([
    [
      'a refinance signed, its new loan being made',
      facts({
        loans: [loan({ productCode: 'PDL' })],
        application: application({ kind: 'REFINANCE', status: 'APPROVED', state: 'PENDING_ORIGINATION' }),
      }),
      'refinance-pending-origination',
    ],
    [
      'a conversion signed',
      facts({
        loans: [loan({ productCode: 'PDL' })],
        application: application({ kind: 'CONVERSION', status: 'APPROVED', state: 'ESIGNING' }),
      }),
      'refinance-pending-origination',
    ],
    [
      'a refinance started',
      facts({ loans: [loan({ productCode: 'PDL' })], application: application({ kind: 'REFINANCE' }) }),
      'pending-refinance',
    ],
    [
      'a conversion under review',
      facts({
        loans: [loan({ productCode: 'PDL' })],
        application: application({ kind: 'CONVERSION', state: 'PENDING_UNDERWRITING' }),
      }),
      'pending-refinance',
    ],
    [
      'a refinance denied: back to the loan',
      facts({
        loans: [loan({ productCode: 'PDL' })],
        application: application({ kind: 'REFINANCE', status: 'DENIED', state: 'DENIED' }),
      }),
      'open-loan',
    ],
    [
      'an extended payment plan asked for',
      facts({
        loans: [loan({ pastDueCents: 10_000 })],
        application: application({ kind: 'EPP', state: 'PENDING_UNDERWRITING' }),
      }),
      'pending-epp',
    ],
    [
      'a signed loan whose funding is held',
      facts({ application: application({ status: 'APPROVED', state: 'PENDING_ORIGINATION', originationHeld: true }) }),
      'origination-on-hold',
    ],
    [
      'a store loan approved online',
      facts({ application: application({ status: 'APPROVED', state: 'SUBMIT_APPROVED', channel: 'RETAIL' }) }),
      'conditionally-approved-loan',
    ],
    [
      'an online loan approved, the decision moving on',
      facts({ application: application({ status: 'APPROVED', state: 'SUBMIT_APPROVED' }) }),
      'pending',
    ],
    ['a loan within its right to cancel', facts({ loans: [loan({ inRescission: true })] }), 'loan-in-rescission'],
    ['a LoanPro loan in good standing', facts({ loans: [loan({ sourceSystem: 'LOANPRO' })] }), 'payment-loanpro'],
    [
      'a LoanPro loan in DEFAULT',
      facts({ loans: [loan({ sourceSystem: 'LOANPRO', systemState: 'DEFAULT', pastDueCents: 50_000 })] }),
      'payment-loanpro-default',
    ],
    [
      'a LoanPro loan CHARGED_OFF',
      facts({ loans: [loan({ sourceSystem: 'LOANPRO', systemState: 'CHARGED_OFF' })] }),
      'payment-loanpro-default',
    ],
    [
      'a LoanPro loan in BANKRUPTCY',
      facts({ loans: [loan({ sourceSystem: 'LOANPRO', systemState: 'BANKRUPTCY' })] }),
      'open-loan',
    ],
    ['an amount past due', facts({ loans: [loan({ pastDueCents: 12_345 })] }), 'open-loan-past-due'],
    [
      'a loan in DEFAULT with nothing counted past due',
      facts({ loans: [loan({ systemState: 'DEFAULT' })] }),
      'open-loan-past-due',
    ],
    ['a loan CHARGED_OFF', facts({ loans: [loan({ systemState: 'CHARGED_OFF' })] }), 'open-loan-past-due'],
    [
      'a payday loan repaid as agreed, LOAN_CONVERSION on',
      facts({ loans: [loan({ productCode: 'PDL' })], loanConversion: true }),
      'refinance',
    ],
    [
      'a refinance denied, LOAN_CONVERSION on: the options again',
      facts({
        loans: [loan({ productCode: 'PDL' })],
        application: application({ kind: 'REFINANCE', status: 'DENIED', state: 'DENIED' }),
        loanConversion: true,
      }),
      'refinance',
    ],
    [
      'a payday loan past due, LOAN_CONVERSION on',
      facts({ loans: [loan({ productCode: 'PDL', pastDueCents: 46_000 })], loanConversion: true }),
      'open-loan-past-due',
    ],
    ['an installment loan, LOAN_CONVERSION on', facts({ loans: [loan()], loanConversion: true }), 'open-loan'],
    ['a payday loan, LOAN_CONVERSION off', facts({ loans: [loan({ productCode: 'PDL' })] }), 'open-loan'],
    ['a loan repaid as scheduled', facts({ loans: [loan()] }), 'open-loan'],
    [
      'a loan in BANKRUPTCY (not asked to pay)',
      facts({ loans: [loan({ systemState: 'BANKRUPTCY', pastDueCents: 0 })] }),
      'open-loan',
    ],
    [
      'an open loan with a new application started',
      facts({ loans: [loan()], application: application() }),
      'open-loan',
    ],
    ['an application under review', facts({ application: application({ state: 'PENDING_UNDERWRITING' }) }), 'pending'],
    [
      'a signed loan being funded',
      facts({
        loans: [loan({ status: 'CLOSED', systemState: 'PAID_IN_FULL' })],
        application: application({ status: 'APPROVED', state: 'PENDING_ORIGINATION' }),
      }),
      'pending',
    ],
    ['no loan, no application', facts(), 'apply-now'],
    [
      'an application to finish',
      facts({ loans: [loan({ status: 'CLOSED', systemState: 'PAID_IN_FULL' })], application: application() }),
      'apply-now',
    ],
    [
      'an approved application to sign',
      facts({ application: application({ status: 'APPROVED', state: 'PENDING_ESIGN' }) }),
      'apply-now',
    ],
    [
      'loans all paid',
      facts({
        loans: [
          loan({ status: 'CLOSED', systemState: 'PAID_IN_FULL' }),
          loan({ status: 'VOID', systemState: 'VOIDED' }),
        ],
      }),
      'no-open-loan',
    ],
    [
      'a denied application after a paid loan',
      facts({
        loans: [loan({ status: 'CLOSED', systemState: 'PAID_IN_FULL' })],
        application: application({ status: 'DENIED', state: 'DENIED' }),
      }),
      'no-open-loan',
    ],
  ])('%s → %s', (_case, given, page) => {
    expect(accountPage(given)).toBe(page);
  });

  it('ends with a rule that always holds, and names each page once', () => {
    expect(ACCOUNT_RULES.at(-1)!.holds(facts({ loans: [loan({ status: 'VOID' })] }))).toBe(true);
    expect(new Set(ACCOUNT_RULES.map((rule) => rule.page)).size).toBe(ACCOUNT_RULES.length);
  });

  it('is printed in the docs (docs/flows/account.md), rule for rule and in order', () => {
    const readme = readFileSync(`${process.cwd()}/docs/flows/account.md`, 'utf8');
    const rows = ACCOUNT_RULES.map((rule, index) => `| ${String(index + 1)} | ${rule.page} | ${rule.when} |`);
    let at = 0;
    for (const row of rows) {
      const found = readme.indexOf(row, at);
      expect({ row, found: found >= 0 }).toEqual({ row, found: true });
      at = found;
    }
  });
});
