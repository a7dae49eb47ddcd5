// The account overview over real HTTP: each seeded persona's loans with today's figures (the payment amount types
// of application spec 3.12, in cents that add up), and the page the rule table chooses for them.
import { easternWallClock } from '../../src/lib/rules/easternTime';
import { graphql, tokensFor } from '../../tests/support/serverClient';

const OVERVIEW = `{ accountOverview {
  page
  loans { loanNumber productCode productName kind status systemState sourceSystem loanAmount apr financeCharge paymentFrequency originatedOn rescindUntil closedOn
    balance nextPaymentAmount nextPaymentDate pastDueAmount totalAmountDue payoffAmount
    paymentSchedule { installmentNumber dueDate paymentAmount principal interest paidAmount } documents { idTag } }
  application { kind status applicationState channel originationHold { reasons until } }
} }`;

interface Installment {
  installmentNumber: number;
  dueDate: string;
  paymentAmount: number;
  principal: number;
  interest: number;
  paidAmount: number;
}
interface Loan {
  [key: string]: unknown;
  loanAmount: number;
  balance: number;
  nextPaymentAmount: number;
  nextPaymentDate: string | null;
  pastDueAmount: number;
  totalAmountDue: number;
  payoffAmount: number;
  paymentSchedule: Installment[];
  rescindUntil: string | null;
  originatedOn: string;
}
interface Overview {
  page: string;
  loans: Loan[];
  application: Record<string, unknown> | null;
}

async function overviewOf(email: string): Promise<Overview> {
  const { IdToken } = await tokensFor(email);
  const result = await graphql(OVERVIEW, IdToken);
  expect(result.body.errors).toBeUndefined();
  return (result.body.data as { accountOverview: Overview }).accountOverview;
}

const cents = (dollars: number) => Math.round(dollars * 100);
const today = () => easternWallClock(new Date()).date;

describe('the account overview', () => {
  it('an installment loan repaid as scheduled: open-loan, the next payment due, nothing past due', async () => {
    const { page, loans, application } = await overviewOf('olivia.reed@example.com');
    expect(page).toBe('open-loan');
    expect(application).toBeNull();
    const [loan] = loans;
    expect(loan).toMatchObject({
      loanNumber: 'ILP-4100171',
      productCode: 'ILP',
      productName: 'Installment loan',
      kind: 'STANDARD',
      status: 'OPEN',
      systemState: 'REPAYING',
      sourceSystem: 'CONNECTIONS',
      loanAmount: 1200,
      paymentFrequency: 'BI',
      pastDueAmount: 0,
      rescindUntil: null,
    });
    const schedule = loan!.paymentSchedule;
    expect(schedule).toHaveLength(26);
    const paid = schedule.filter((installment) => installment.paidAmount === installment.paymentAmount);
    expect(paid).toHaveLength(3);
    expect(paid.every((installment) => installment.dueDate < today())).toBe(true);
    const next = schedule.find((installment) => installment.paidAmount === 0)!;
    expect(loan).toMatchObject({
      nextPaymentAmount: next.paymentAmount,
      nextPaymentDate: next.dueDate,
      totalAmountDue: next.paymentAmount,
    });
    // The balance is the amount less the principal paid; the payoff adds only the interest accrued since the last payment.
    const principalPaid = paid.reduce((sum, installment) => sum + cents(installment.principal), 0);
    expect(cents(loan!.balance)).toBe(120000 - principalPaid);
    expect(cents(loan!.payoffAmount)).toBeGreaterThanOrEqual(cents(loan!.balance));
    expect(cents(loan!.payoffAmount)).toBeLessThanOrEqual(cents(loan!.balance) + cents(next.interest));
  });

  it('a missed payment: open-loan-past-due; the total due is what is past due and the next payment', async () => {
    const { page, loans } = await overviewOf('paul.meyer@example.com');
    expect(page).toBe('open-loan-past-due');
    const loan = loans[0]!;
    const missed = loan.paymentSchedule.filter(
      (installment) => installment.dueDate < today() && installment.paidAmount === 0,
    );
    expect(missed).toHaveLength(1);
    expect(loan.pastDueAmount).toBe(missed[0]!.paymentAmount);
    expect(cents(loan.totalAmountDue)).toBe(cents(loan.pastDueAmount) + cents(loan.nextPaymentAmount));
  });

  it('a payday loan paid in full: no-open-loan, its figures all zero', async () => {
    const { page, loans } = await overviewOf('quinn.adams@example.com');
    expect(page).toBe('no-open-loan');
    expect(loans[0]).toMatchObject({
      productCode: 'PDL',
      status: 'CLOSED',
      systemState: 'PAID_IN_FULL',
      paymentFrequency: 'SINGLE',
      balance: 0,
      nextPaymentAmount: 0,
      nextPaymentDate: null,
      pastDueAmount: 0,
      totalAmountDue: 0,
      payoffAmount: 0,
      closedOn: expect.any(String) as unknown,
    });
    expect(loans[0]!.paymentSchedule).toHaveLength(1);
  });

  it('a loan made today: loan-in-rescission, cancellable until 5:00 pm Eastern on the next business day', async () => {
    const { page, loans } = await overviewOf('renee.diaz@example.com');
    expect(page).toBe('loan-in-rescission');
    const until = new Date(loans[0]!.rescindUntil!);
    expect(until.getTime()).toBeGreaterThan(Date.now());
    expect(easternWallClock(until)).toMatchObject({ hour: 17, minute: 0 });
    // The next business day after the day it was made (the seed's day: the test may run after Eastern midnight).
    expect(easternWallClock(until).date > loans[0]!.originatedOn).toBe(true);
    // Nothing is due yet: the payoff is the amount borrowed (no interest has accrued on the day it was made).
    expect(loans[0]).toMatchObject({ pastDueAmount: 0, balance: 1000, payoffAmount: 1000 });
  });

  it('a submitted application under review: pending', async () => {
    const { page, loans, application } = await overviewOf('sam.ortiz@example.com');
    expect(page).toBe('pending');
    expect(loans).toEqual([]);
    expect(application).toMatchObject({
      kind: 'STANDARD',
      status: 'UNSUBMITTED',
      applicationState: 'PENDING_UNDERWRITING',
      channel: 'ONLINE',
      originationHold: null,
    });
  });

  it.each([
    [
      'yusuf.ali@example.com',
      'origination-on-hold',
      {
        kind: 'STANDARD',
        applicationState: 'PENDING_ORIGINATION',
        originationHold: {
          reasons: ['We are confirming your income with your employer.'],
          until: expect.any(String) as unknown,
        },
      },
    ],
    ['zoe.park@example.com', 'pending-refinance', { kind: 'REFINANCE', applicationState: 'PENDING_UNDERWRITING' }],
    [
      'abel.moss@example.com',
      'refinance-pending-origination',
      { kind: 'REFINANCE', applicationState: 'PENDING_ORIGINATION' },
    ],
    ['beth.kim@example.com', 'pending-epp', { kind: 'EPP', applicationState: 'PENDING_UNDERWRITING' }],
    [
      'xena.cruz@example.com',
      'conditionally-approved-loan',
      { kind: 'STANDARD', channel: 'RETAIL', applicationState: 'SUBMIT_APPROVED' },
    ],
  ])('%s: %s', async (email, page, application) => {
    const overview = await overviewOf(email);
    expect(overview.page).toBe(page);
    expect(overview.application).toMatchObject(application);
  });

  it('a store loan approved online: the store, and the days elapsed and left of its approval', async () => {
    const { IdToken } = await tokensFor('xena.cruz@example.com');
    const result = await graphql(
      '{ conditionallyApprovedApplication { storeInformation { storeNumber } retailStatus approvedAt daysLeft daysElapsed preferredProductCode channel store { storeNumber storeName postalCode hours { dayOfWeek closed } } } }',
      IdToken,
    );
    const approval = (
      result.body.data as {
        conditionallyApprovedApplication: Record<string, unknown> & {
          store: { storeName: string; postalCode: string; hours: unknown[] };
        };
      }
    ).conditionallyApprovedApplication;
    expect(approval).toMatchObject({
      storeInformation: { storeNumber: '1000' },
      retailStatus: 'CONDITIONALLY_APPROVED',
      daysElapsed: 0,
      daysLeft: 14,
      preferredProductCode: 'PDL',
      channel: 'RETAIL',
      store: { storeNumber: 1000 },
    });
    expect(approval.store.storeName).not.toContain('(');
    expect(approval.store.postalCode).toMatch(/^\d{5}$/);
    expect(approval.store.hours).toHaveLength(7);
    // Nobody else's: a customer without one gets null.
    const other = await graphql(
      '{ conditionallyApprovedApplication { retailStatus } }',
      (await tokensFor('wes.lee@example.com')).IdToken,
    );
    expect(other.body.data).toEqual({ conditionallyApprovedApplication: null });
  });

  it('no loan and no application: apply-now; each customer sees only their own loans', async () => {
    expect(await overviewOf('wes.lee@example.com')).toEqual({ page: 'apply-now', loans: [], application: null });
  });
});

describe('the credit score benefit (TransUnion CreditView stand-in)', () => {
  const VIEW =
    '{ creditView { enrolled enrolledAt consentText score scoreBand updatedOn history { month score } factors } }';
  const ENROLL =
    'mutation E($consent: Boolean!) { enrollCreditView(consent: $consent) { enrolled score scoreBand history { month score } factors } }';

  it('enrolls with the consent only, then shows the same score, its band, six months and three factors; never to an agent', async () => {
    let token = (await tokensFor('wes.lee@example.com')).IdToken;
    const before = (await graphql(VIEW, token)).body.data as {
      creditView: { enrolled: boolean; consentText: string; score: number | null };
    };
    expect(before.creditView).toMatchObject({ enrolled: false, score: null });
    expect(before.creditView.consentText).toMatch(
      /^I authorize Coin & Go Lending and TransUnion to obtain my credit report and VantageScore 3\.0 credit score each month/,
    );
    expect((await graphql(ENROLL, token, 'cng', { consent: false })).body.errors?.[0]?.message).toBe(
      'Tick the box to agree before you enroll',
    );
    const enrolled = (await graphql(ENROLL, token, 'cng', { consent: true })).body.data as {
      enrollCreditView: {
        enrolled: boolean;
        score: number;
        scoreBand: string;
        history: { month: string; score: number }[];
        factors: string[];
      };
    };
    const view = enrolled.enrollCreditView;
    expect(view.enrolled).toBe(true);
    expect(view.score).toBeGreaterThanOrEqual(300);
    expect(view.score).toBeLessThanOrEqual(850);
    expect(view.history).toHaveLength(6);
    expect(view.history.at(-1)!.score).toBe(view.score);
    expect(view.factors).toHaveLength(3);
    token = (await tokensFor('wes.lee@example.com')).IdToken;
    expect(((await graphql(VIEW, token)).body.data as { creditView: { score: number } }).creditView.score).toBe(
      view.score,
    );

    const agent = (await tokensFor('agent.silva@example.com', 'Agent#2026')).IdToken;
    expect(
      (await graphql('mutation { startImpersonation(email: "wes.lee@example.com") { customerEmail } }', agent)).body
        .errors,
    ).toBeUndefined();
    expect(((await graphql(VIEW, agent)).body.data as { creditView: unknown }).creditView).toMatchObject({
      enrolled: true,
      score: null,
      history: [],
      factors: [],
    });
    expect((await graphql(ENROLL, agent, 'cng', { consent: true })).body.errors?.[0]?.extensions).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect((await graphql('mutation { stopImpersonation { success } }', agent)).body.errors).toBeUndefined();
  });
});
