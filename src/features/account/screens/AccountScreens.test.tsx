// The account pages in the whole app with a real store: /account goes where the overview's page says; each page
// shows the loan's figures and schedule as the server gave them; past due, the right to cancel and bankruptcy say
// what they must; no-open-loan, apply-now and pending lead on; a page whose loan is gone returns to /account.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeAuthService, profileFor } from '../../../../tests/support/fakeAuthService';
import { HttpFailure, type Answer } from '../../../../tests/support/fakeBackend';
import { GENERIC_ERROR_MESSAGE } from '../../../lib/genericErrorMessage';
import { renderApp } from '../../../../tests/support/renderApp';
import { openSignedIn } from '../../../../tests/support/openSignedIn';
import type { Language } from '../../../lib/rules/language';
import type { FeatureFlags } from '../../../lib/rules/featureFlags';
import { accountApi } from '../accountEndpoints';

const chunkLoad = { timeout: 5000 };
const email = 'maria.lopez@example.com';

const installment = (installmentNumber: number, dueDate: string, paidAmount: number) => ({
  installmentNumber,
  dueDate,
  paymentAmount: 135.7,
  principal: 85.2,
  interest: 50.5,
  paidAmount,
});
const loan = (more: Record<string, unknown> = {}) => ({
  id: 'l-1',
  loanNumber: 'ILP-4100171',
  productCode: 'ILP',
  productName: 'Installment loan',
  kind: 'STANDARD',
  status: 'OPEN',
  systemState: 'REPAYING',
  sourceSystem: 'CONNECTIONS',
  channel: 'ONLINE',
  loanAmount: 1200,
  apr: 179.99,
  financeCharge: 1328.2,
  paymentFrequency: 'BI',
  originatedOn: '2026-10-09',
  rescindUntil: null,
  closedOn: null,
  balance: 1029.6,
  nextPaymentAmount: 135.7,
  nextPaymentDate: '2026-12-04',
  pastDueAmount: 0,
  totalAmountDue: 135.7,
  payoffAmount: 1061.38,
  paymentSchedule: [
    installment(1, '2026-10-23', 135.7),
    installment(2, '2026-11-06', 135.7),
    installment(3, '2026-11-20', 0),
    installment(4, '2026-12-04', 0),
  ],
  applicationId: 'a-1',
  documents: [{ idTag: 'LOAN_AGREEMENT', title: 'Loan Agreement' }],
  repaymentAccount: { bankName: 'Buckeye Community Bank', last4: '3456' },
  payments: [
    {
      reference: 'PMT-ABCDEFGHJK',
      amount: 135.7,
      amountType: 'nextPaymentAmount',
      method: 'BANK',
      accountLast4: '3456',
      cardNetwork: null,
      status: 'POSTED',
      refundedAmount: 0,
      createdAt: '2026-11-20T15:00:00.000Z',
      postedAt: '2026-11-20T15:00:02.000Z',
    },
  ],
  ledger: [],
  ...more,
});
const overview = (page: string, loans: unknown[] = [], application: unknown = null) => ({
  accountOverview: { page, loans, application },
});

/** An application submitted and under review: the page is pending. */
const underReview = () =>
  overview('pending', [], {
    id: 'a-1',
    kind: 'STANDARD',
    status: 'UNSUBMITTED',
    applicationState: 'PENDING_UNDERWRITING',
    channel: 'ONLINE',
    preferredProductCode: 'ILP',
    submittedAt: '2026-11-23T15:00:00Z',
    originationHold: null,
  });

/** A page of the account for Maria, in English. */
const open = (
  path: string,
  answer: Answer,
  rest: Record<string, Answer> = {},
  graphql: Record<string, Answer> = {},
  flags: Partial<FeatureFlags> = {},
) => openSignedIn('en', path, { graphql: { AccountOverview: answer, ...graphql }, rest, flags });

/** A page of the account in a language. */
const openIn = (language: Language, path: string, answer: Answer, graphql: Record<string, Answer> = {}) =>
  openSignedIn(language, path, { graphql: { AccountOverview: answer, ...graphql } });

describe('the account pages', () => {
  it('/account goes to the page the overview chose, greeting the customer', async () => {
    const { view } = await open('/account', overview('open-loan', [loan()]));
    expect(await screen.findByRole('heading', { name: 'Your loan' }, chunkLoad)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Maria Lopez' })).toBeInTheDocument();
    expect(view.services.navigate.pathname()).toBe('/account/open-loan');
  });

  it('shows a loan’s figures, its schedule with what is paid, and its documents', async () => {
    const user = userEvent.setup();
    await open('/account/open-loan', overview('open-loan', [loan()]));
    const section = await screen.findByRole('region', { name: 'Installment loan ILP-4100171' }, chunkLoad);
    const figure = (term: string) => within(section).getByText(term).nextElementSibling?.textContent;
    expect(figure('Amount borrowed')).toBe('$1,200.00');
    expect(figure('Next payment')).toBe('$135.70 on 12/04/2026');
    expect(figure('Past due')).toBe('$0.00');
    expect(figure('Total due')).toBe('$135.70');
    expect(figure('Balance (principal left)')).toBe('$1,029.60');
    expect(figure('Payoff today')).toBe('$1,061.38');
    expect(figure('APR')).toBe('179.99%');
    const rows = within(within(section).getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(5);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', '10/23/2026', '$135.70', '$85.20', '$50.50', 'Paid']);
    expect(within(rows[3]!).getAllByRole('cell').at(-1)?.textContent).toBe('');
    await user.click(within(section).getByText('Payments made online (1)'));
    expect(within(section).getByText('11/20/2026: $135.70 from the account ending 3456')).toBeInTheDocument();
    expect(within(section).getByText('Posted · PMT-ABCDEFGHJK')).toBeInTheDocument();
    await user.click(within(section).getByText('Loan documents'));
    expect(within(section).getByRole('button', { name: 'Download Loan Agreement' })).toBeInTheDocument();
  });

  // Issue 30: the refund entries of a payment returned whole, or of the part of one over the payoff.
  it('shows a returned payment and a refund over the payoff as entries of the loan’s payments', async () => {
    const user = userEvent.setup();
    const made = {
      amountType: 'otherPaymentAmount',
      method: 'BANK',
      accountLast4: '3456',
      cardNetwork: null,
      createdAt: '2026-11-20T15:00:00.000Z',
      postedAt: '2026-11-20T15:00:02.000Z',
    };
    await open(
      '/account',
      overview('no-open-loan', [
        loan({
          status: 'CLOSED',
          systemState: 'PAID_IN_FULL',
          payments: [
            { ...made, reference: 'PMT-RETURNEDAA', amount: 200, status: 'RETURNED', refundedAmount: 200 },
            { ...made, reference: 'PMT-OVERPAIDAA', amount: 1100, status: 'POSTED', refundedAmount: 38.62 },
          ],
        }),
      ]),
    );
    const section = await screen.findByRole('region', { name: 'Installment loan ILP-4100171' }, chunkLoad);
    await user.click(within(section).getByText('Payments made online (2)'));
    expect(
      within(section).getByText('Returned: the loan was already closed, so $200.00 goes back to you · PMT-RETURNEDAA'),
    ).toBeInTheDocument();
    expect(
      within(section).getByText('Posted; $38.62 over the payoff goes back to you · PMT-OVERPAIDAA'),
    ).toBeInTheDocument();
  });

  // Issue 31: what the money did when a refinance replaced a payday loan, on both loans, adding up to the cent.
  it('shows the ledger of a refinance: how the old loan was paid off and where the new loan’s money went', async () => {
    const oldLoan = loan({
      id: 'l-old',
      loanNumber: 'PDL-4100192',
      productCode: 'PDL',
      productName: 'Payday loan',
      status: 'CLOSED',
      systemState: 'REFINANCED',
      closedOn: '2026-11-24',
      payments: [],
      ledger: [
        { kind: 'FEE', party: 'LOAN', partyRef: 'PDL-5123456', amount: 60, effectiveOn: '2026-11-24' },
        { kind: 'PRINCIPAL', party: 'LOAN', partyRef: 'PDL-5123456', amount: 400, effectiveOn: '2026-11-24' },
      ],
    });
    const newLoan = loan({
      id: 'l-new',
      loanNumber: 'PDL-5123456',
      productCode: 'PDL',
      productName: 'Payday loan',
      kind: 'REFINANCE',
      loanAmount: 475,
      payments: [],
      ledger: [
        { kind: 'PAYOFF', party: 'LOAN', partyRef: 'PDL-4100192', amount: 460, effectiveOn: '2026-11-24' },
        { kind: 'CASH_OUT', party: 'BANK', partyRef: '3456', amount: 15, effectiveOn: '2999-01-02' },
      ],
    });
    await open('/account', overview('open-loan', [newLoan, oldLoan]));
    expect(
      await screen.findByRole('heading', { name: 'The loan your new loan replaced' }, chunkLoad),
    ).toBeInTheDocument();
    const old = screen.getByRole('region', { name: 'Payday loan PDL-4100192' });
    expect(within(old).getByText('How this loan was paid off')).toBeInTheDocument();
    expect(
      within(old).getByText('Fee of $60.00 paid from your new loan PDL-5123456 on 11/24/2026'),
    ).toBeInTheDocument();
    expect(
      within(old).getByText('Principal of $400.00 paid off by your new loan PDL-5123456 on 11/24/2026'),
    ).toBeInTheDocument();
    expect(within(old).getByText('Paid in full: $460.00')).toBeInTheDocument();
    const made = screen.getByRole('region', { name: 'Payday loan PDL-5123456' });
    expect(within(made).getByText('Where the money of this loan went')).toBeInTheDocument();
    expect(within(made).getByText('$460.00 paid off your loan PDL-4100192 on 11/24/2026')).toBeInTheDocument();
    expect(
      within(made).getByText('$15.00 on its way to your bank account ending 3456, arriving on 01/02/2999'),
    ).toBeInTheDocument();
    expect(within(made).getByText('Total: $475.00')).toBeInTheDocument();
  });

  it('past due: how much, and the total that brings the loan up to date', async () => {
    await open(
      '/account/open-loan-past-due',
      overview('open-loan-past-due', [loan({ pastDueAmount: 135.7, totalAmountDue: 271.4 })]),
    );
    expect(await screen.findByRole('heading', { name: 'Your loan is past due' }, chunkLoad)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      '$135.70 of loan ILP-4100171 is past due. Paying the total due of $271.40 brings your loan up to date.',
    );
  });

  it('in the right to cancel: until when, in Eastern time, and how', async () => {
    await open(
      '/account/loan-in-rescission',
      overview('loan-in-rescission', [loan({ rescindUntil: '2026-11-24T22:00:00.000Z' })]),
    );
    expect(await screen.findByRole('heading', { name: 'Your new loan' }, chunkLoad)).toBeInTheDocument();
    expect(
      screen
        .getAllByRole('status')
        .map((node) => node.textContent)
        .join(' '),
    ).toContain(
      'You may cancel loan ILP-4100171 at no cost by calling us at 800-555-0101 by Tuesday, November 24, 2026 at 5:00 PM EST, and returning the amount financed ($1,200.00).',
    );
  });

  it('in bankruptcy: the loan is shown and no payment is asked for', async () => {
    await open('/account/open-loan', overview('open-loan', [loan({ systemState: 'BANKRUPTCY' })]));
    expect(
      await screen.findByText(
        /Our records show a bankruptcy filing for this loan, so we are not asking you for payments/,
        {},
        chunkLoad,
      ),
    ).toBeInTheDocument();
  });

  it('a loan page without an open loan returns to /account', async () => {
    const { view } = await open(
      '/account/open-loan',
      overview('no-open-loan', [loan({ status: 'CLOSED', systemState: 'PAID_IN_FULL', closedOn: '2026-09-01' })]),
    );
    expect(await screen.findByRole('heading', { name: 'You have no open loan' }, chunkLoad)).toBeInTheDocument();
    expect(view.services.navigate.pathname()).toBe('/account/no-open-loan');
    expect(screen.getByText('Status').nextElementSibling).toHaveTextContent('Paid in full on 09/01/2026');
    expect(screen.getByRole('link', { name: 'Apply for a new loan' })).toHaveAttribute('href', '/application');
  });

  it('no open loan after a charge-off: the phone number instead of the application', async () => {
    await open(
      '/account/no-open-loan',
      overview('no-open-loan', [loan({ status: 'CLOSED', systemState: 'CHARGED_OFF' })]),
    );
    expect(await screen.findByText(/To apply for a new loan, please call us at/, {}, chunkLoad)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Apply for a new loan' })).not.toBeInTheDocument();
  });

  it.each([
    [null, 'Apply now', 'Apply now'],
    [
      {
        id: 'a-1',
        kind: 'STANDARD',
        status: 'UNSUBMITTED',
        applicationState: null,
        channel: 'ONLINE',
        preferredProductCode: 'ILP',
        submittedAt: null,
        originationHold: null,
      },
      'Finish your application',
      'Continue my application',
    ],
    [
      {
        id: 'a-1',
        kind: 'STANDARD',
        status: 'APPROVED',
        applicationState: 'PENDING_ESIGN',
        channel: 'ONLINE',
        preferredProductCode: 'ILP',
        submittedAt: '2026-11-23T15:00:00Z',
        originationHold: null,
      },
      'Your loan is approved',
      'Sign my loan documents',
    ],
  ])('apply-now with application %#: %s', async (application, title, link) => {
    await open('/account', overview('apply-now', [], application));
    expect(await screen.findByRole('heading', { name: title }, chunkLoad)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', '/application');
  });

  it('pending: says what is being done; once the lender is done, /pending leads to the account page chosen', async () => {
    const answers = [underReview()];
    const { view } = await open('/pending', () => answers[0]);
    expect(
      await screen.findByRole('heading', { name: 'We’re reviewing your application' }, chunkLoad),
    ).toBeInTheDocument();
    answers[0] = overview('apply-now', [], null);
    // The next read (the page's poll, or a visit) finds the decision made.
    view.unmount();
    const again = renderApp('/pending', {
      auth: createFakeAuthService(
        { [email]: { password: 'Portal#2026', profile: profileFor(email) } },
        { signedInAs: email },
      ),
    });
    expect(await screen.findByRole('heading', { name: 'Apply now' }, chunkLoad)).toBeInTheDocument();
    expect(again.services.navigate.pathname()).toBe('/account/apply-now');
  });

  it('an overview that fails to load leads to /account/error (the spec’s rule for account pages)', async () => {
    const { view } = await open('/account/open-loan', new HttpFailure(500, 'boom'));
    expect(await screen.findByText(GENERIC_ERROR_MESSAGE, {}, chunkLoad)).toBeInTheDocument();
    expect(view.services.navigate.pathname()).toBe('/account/error');
  });
});

describe('the pages of an application that waits', () => {
  const waiting = (more: Record<string, unknown>) => ({
    id: 'a-1',
    kind: 'STANDARD',
    status: 'APPROVED',
    applicationState: 'PENDING_ORIGINATION',
    channel: 'ONLINE',
    preferredProductCode: 'ILP',
    submittedAt: '2026-11-23T15:00:00Z',
    originationHold: null,
    ...more,
  });
  const hours = [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
    dayOfWeek,
    openTime: dayOfWeek === 0 ? null : '09:00',
    closeTime: dayOfWeek === 0 ? null : '18:00',
    closed: dayOfWeek === 0,
  }));

  it('a store loan approved online: the store, its hours, the days left and what to bring', async () => {
    await open(
      '/account',
      overview(
        'conditionally-approved-loan',
        [],
        waiting({ channel: 'RETAIL', applicationState: 'SUBMIT_APPROVED', preferredProductCode: 'RLP' }),
      ),
      {},
      {
        ConditionallyApproved: {
          conditionallyApprovedApplication: {
            storeInformation: { storeNumber: '1000', brandName: 'cng' },
            retailStatus: 'CONDITIONALLY_APPROVED',
            approvedAt: '2026-11-20T15:00:00.000Z',
            daysLeft: 11,
            daysElapsed: 3,
            preferredProductCode: 'RLP',
            channel: 'RETAIL',
            store: {
              storeNumber: 1000,
              storeName: 'Coin & Go Columbus',
              addressLine1: '410 High St',
              addressLine2: null,
              city: 'Columbus',
              state: 'OH',
              postalCode: '43215',
              phone: '(800) 555-0142',
              hours,
            },
          },
        },
      },
    );
    expect(
      await screen.findByRole('heading', { name: 'Finish your loan at the store' }, chunkLoad),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(
        /You are approved\. Visit Coin & Go Columbus within 11 days \(by 12\/04\/2026\) to finish your loan and get your money\./,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Sunday').nextElementSibling).toHaveTextContent('Closed');
    expect(screen.getByText('Vehicle registration or proof of ownership')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find another store' })).toHaveAttribute('href', '/find-a-store');
  });

  it('a store loan approved online, in Spanish: the days left, the day written out, the hours and what to bring', async () => {
    await openIn(
      'es',
      '/account',
      overview(
        'conditionally-approved-loan',
        [],
        waiting({ channel: 'RETAIL', applicationState: 'SUBMIT_APPROVED', preferredProductCode: 'RLP' }),
      ),
      {
        ConditionallyApproved: {
          conditionallyApprovedApplication: {
            storeInformation: { storeNumber: '1000', brandName: 'cng' },
            retailStatus: 'CONDITIONALLY_APPROVED',
            approvedAt: '2026-11-20T15:00:00.000Z',
            daysLeft: 1,
            daysElapsed: 3,
            preferredProductCode: 'RLP',
            channel: 'RETAIL',
            store: null,
          },
        },
      },
    );
    expect(
      await screen.findByRole('heading', { name: 'Termine su préstamo en la tienda' }, chunkLoad),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Está aprobado. Visite su tienda dentro de 1 día (a más tardar el 24 de noviembre de 2026) para terminar su préstamo y recibir su dinero.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Registro del vehículo o comprobante de propiedad')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buscar otra tienda' })).toHaveAttribute('href', '/find-a-store');
  });

  it('a funding on hold: why, and by when', async () => {
    await open(
      '/account/origination-on-hold',
      overview(
        'origination-on-hold',
        [],
        waiting({
          originationHold: { reasons: ['We are confirming your income with your employer.'], until: '2026-11-26' },
        }),
      ),
    );
    expect(
      await screen.findByText(/we are reviewing your application and will finish by 11\/26\/2026/, {}, chunkLoad),
    ).toBeInTheDocument();
    expect(screen.getByText('We are confirming your income with your employer.')).toBeInTheDocument();
  });

  it('a refinance started: Continue leads back to it; under review: it says so', async () => {
    await open(
      '/account/pending-refinance',
      overview(
        'pending-refinance',
        [loan({ productCode: 'PDL', productName: 'Payday loan', loanNumber: 'PDL-4100182' })],
        waiting({ kind: 'REFINANCE', status: 'UNSUBMITTED', applicationState: null }),
      ),
    );
    expect(
      await screen.findByText(
        'You started the refinance of your payday loan. Pick up where you left off.',
        {},
        chunkLoad,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/application');
    expect(screen.getByRole('region', { name: 'Payday loan PDL-4100182' })).toBeInTheDocument();
  });

  it('a conversion under review; a payment plan asked for', async () => {
    const { view } = await open(
      '/account/pending-refinance',
      overview(
        'pending-refinance',
        [loan()],
        waiting({ kind: 'CONVERSION', status: 'UNSUBMITTED', applicationState: 'PENDING_UNDERWRITING' }),
      ),
    );
    expect(
      await screen.findByText(
        'We are reviewing the conversion of your payday loan to an installment loan. This page moves on by itself.',
        {},
        chunkLoad,
      ),
    ).toBeInTheDocument();
    view.unmount();
    await open(
      '/account/pending-epp',
      overview(
        'pending-epp',
        [loan({ pastDueAmount: 84.5 })],
        waiting({ kind: 'EPP', status: 'UNSUBMITTED', applicationState: 'PENDING_UNDERWRITING' }),
      ),
    );
    expect(
      await screen.findByRole('heading', { name: 'Your payment plan request is being reviewed' }, chunkLoad),
    ).toBeInTheDocument();
  });

  it('a waiting page whose wait is over goes to the page chosen now', async () => {
    const { view } = await open('/account/refinance-pending-origination', overview('open-loan', [loan()]));
    expect(await screen.findByRole('heading', { name: 'Your loan' }, chunkLoad)).toBeInTheDocument();
    expect(view.services.navigate.pathname()).toBe('/account/open-loan');
  });
});

describe('the free credit score', () => {
  const CONSENT =
    'I authorize Coin & Go Lending and TransUnion to obtain my credit report and VantageScore 3.0 credit score each month to show them to me.';
  const notEnrolled = {
    enrolled: false,
    enrolledAt: null,
    consentText: CONSENT,
    score: null,
    scoreBand: null,
    updatedOn: null,
    history: [],
    factors: [],
  };
  const enrolled = {
    ...notEnrolled,
    enrolled: true,
    enrolledAt: '2026-11-24T15:00:00.000Z',
    score: 702,
    scoreBand: 'Good',
    updatedOn: '2026-11-01',
    history: ['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'].map((month, index) => ({
      month,
      score: 690 + index * 2 + (index === 5 ? 2 : 0),
    })),
    factors: [
      'Your credit history is short',
      'There are recent inquiries on your credit report',
      'You have had no late payments in the last 24 months',
    ],
  };

  it('enrolls only with the consent ticked, then shows the score, its band, six months and the factors', async () => {
    const user = userEvent.setup();
    const { backend } = await open(
      '/account/benefits-and-rewards/tu-creditview',
      overview('apply-now'),
      {},
      { CreditView: { creditView: notEnrolled }, EnrollCreditView: { enrollCreditView: enrolled } },
    );
    expect(await screen.findByRole('heading', { name: 'Your free credit score' }, chunkLoad)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Get my free score' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Tick the box to agree before you enroll');
    expect(backend.calls.some((call) => call.operation === 'EnrollCreditView')).toBe(false);
    await user.click(screen.getByRole('checkbox', { name: CONSENT }));
    await user.click(screen.getByRole('button', { name: 'Get my free score' }));
    expect(
      await screen.findByText(
        (_, element) => element?.tagName === 'P' && element.textContent === 'Your VantageScore 3.0 is 702',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Good')).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Your score over the last six months' })).getAllByRole('row'),
    ).toHaveLength(7);
    expect(screen.getByText('Your credit history is short')).toBeInTheDocument();
    expect(backend.calls.find((call) => call.operation === 'EnrollCreditView')?.input).toEqual({ consent: true });
  });
});

// Decision 0054: with unifiedHomepages on, the customer's home has one address, /account, whatever page the rule
// table chooses; the pages' own addresses lead there.
describe('one home address (the unifiedHomepages flag)', () => {
  const unified = { unifiedHomepages: true };

  it('/account shows the chosen page in place', async () => {
    const { view } = await open('/account', overview('open-loan', [loan()]), {}, {}, unified);
    expect(await screen.findByRole('heading', { name: 'Your loan' }, chunkLoad)).toBeInTheDocument();
    expect(screen.getByText('ILP-4100171', { exact: false })).toBeInTheDocument();
    expect(view.services.navigate.pathname()).toBe('/account');
  });

  it.each([['/account/open-loan'], ['/account/no-open-loan'], ['/pending']])(
    '%s leads to /account, which shows the page chosen',
    async (path) => {
      const { view } = await open(
        path,
        overview('open-loan-past-due', [loan({ pastDueAmount: 135.7 })]),
        {},
        {},
        unified,
      );
      expect(await screen.findByRole('heading', { name: 'Your loan is past due' }, chunkLoad)).toBeInTheDocument();
      expect(view.services.navigate.pathname()).toBe('/account');
    },
  );

  it('a wait shown in place moves on in place when the lender has finished', async () => {
    const answers = [underReview()];
    const { view } = await open('/account', () => answers[0], {}, {}, unified);
    expect(
      await screen.findByRole('heading', { name: 'We’re reviewing your application' }, chunkLoad),
    ).toBeInTheDocument();
    answers[0] = overview('apply-now', [], null);
    // The page's next poll (every 15 seconds), made now.
    void view.store.dispatch(accountApi.endpoints.accountOverview.initiate(undefined, { forceRefetch: true }));
    expect(await screen.findByRole('heading', { name: 'Apply now' }, chunkLoad)).toBeInTheDocument();
    expect(view.services.navigate.pathname()).toBe('/account');
  });

  it('without the flag, /account goes to the page’s own address', async () => {
    const { view } = await open('/account', overview('open-loan', [loan()]), {}, {}, { unifiedHomepages: false });
    expect(await screen.findByRole('heading', { name: 'Your loan' }, chunkLoad)).toBeInTheDocument();
    expect(view.services.navigate.pathname()).toBe('/account/open-loan');
  });
});

describe('the account pages in Spanish', () => {
  it('greets the customer and shows the loan, its dates written out, its money as dollars and its schedule', async () => {
    const user = userEvent.setup();
    await openIn('es', '/account/open-loan', overview('open-loan', [loan()]));
    expect(await screen.findByRole('heading', { level: 2, name: 'Su préstamo' }, chunkLoad)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Hola de nuevo, Maria Lopez' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Su cuenta' });
    expect(within(nav).getByRole('link', { name: 'Pagar por teléfono' })).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Installment loan ILP-4100171' });
    const figure = (term: string) => within(section).getByText(term).nextElementSibling?.textContent;
    expect(figure('Monto prestado')).toBe('$1,200.00');
    expect(figure('Próximo pago')).toBe('$135.70 el 4 de diciembre de 2026');
    expect(figure('Total adeudado')).toBe('$135.70');
    expect(figure('Tasa de porcentaje anual (APR)')).toBe('179.99%');
    expect(figure('Otorgado el')).toBe('9 de octubre de 2026');
    expect(within(section).getByText('Calendario de pagos (4 pagos)')).toBeInTheDocument();
    const table = within(section).getByRole('region', { name: 'Calendario de pagos del préstamo ILP-4100171' });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Pago', 'Vence', 'Monto', 'Capital', 'Interés', 'Pagado']);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', '23 de octubre de 2026', '$135.70', '$85.20', '$50.50', 'Pagado']);
    await user.click(within(section).getByText('Pagos hechos en línea (1)'));
    expect(
      within(section).getByText('20 de noviembre de 2026: $135.70 de la cuenta que termina en 3456'),
    ).toBeInTheDocument();
    expect(within(section).getByText('Aplicado · PMT-ABCDEFGHJK')).toBeInTheDocument();
    await user.click(within(section).getByText('Documentos del préstamo'));
    expect(within(section).getByRole('button', { name: 'Descargar Loan Agreement' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Hacer un pago' })).toBeInTheDocument();
    expect(screen.getByText(/^Cifras al día de hoy, \d{1,2} de [a-z]+ de \d{4}\.$/)).toBeInTheDocument();
  });

  it('says a loan past due in Spanish, with the phone as a link', async () => {
    await openIn(
      'es',
      '/account/open-loan-past-due',
      overview('open-loan-past-due', [loan({ pastDueAmount: 135.7, totalAmountDue: 271.4 })]),
    );
    expect(await screen.findByRole('heading', { name: 'Su préstamo está vencido' }, chunkLoad)).toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      '$135.70 del préstamo ILP-4100171 está vencido. Si paga el total adeudado de $271.40, su préstamo quedará al día. Si no puede pagarlo, llámenos al 800-555-0101: podemos hablar de un plan de pagos.',
    );
    expect(within(alert).getByRole('link', { name: '800-555-0101' })).toHaveAttribute('href', 'tel:+18005550101');
  });

  it('writes the right to cancel with the lender’s clock in Spanish', async () => {
    await openIn(
      'es',
      '/account/loan-in-rescission',
      overview('loan-in-rescission', [loan({ rescindUntil: '2026-11-24T22:00:00.000Z' })]),
    );
    expect(await screen.findByRole('heading', { name: 'Su nuevo préstamo' }, chunkLoad)).toBeInTheDocument();
    expect(
      screen
        .getAllByRole('status')
        .map((node) => node.textContent)
        .join(' '),
    ).toContain(
      'Puede cancelar el préstamo ILP-4100171 sin costo si nos llama al 800-555-0101 a más tardar el martes, 24 de noviembre de 2026, 5:00 p.m. EST y devuelve el monto financiado ($1,200.00).',
    );
  });

  it('tells where a refinance’s money went, in Spanish', async () => {
    const newLoan = loan({
      loanNumber: 'PDL-5123456',
      productName: 'Payday loan',
      kind: 'REFINANCE',
      loanAmount: 475,
      payments: [],
      ledger: [
        { kind: 'PAYOFF', party: 'LOAN', partyRef: 'PDL-4100192', amount: 460, effectiveOn: '2026-11-24' },
        { kind: 'CASH_OUT', party: 'CARD', partyRef: '4242', amount: 15, effectiveOn: '2026-11-24' },
      ],
    });
    await openIn('es', '/account/open-loan', overview('open-loan', [newLoan]));
    const made = await screen.findByRole('region', { name: 'Payday loan PDL-5123456' }, chunkLoad);
    expect(within(made).getByText('A dónde fue el dinero de este préstamo')).toBeInTheDocument();
    expect(
      within(made).getByText('$460.00 liquidaron su préstamo PDL-4100192 el 24 de noviembre de 2026'),
    ).toBeInTheDocument();
    expect(
      within(made).getByText('$15.00 enviados a su tarjeta de débito que termina en 4242 el 24 de noviembre de 2026'),
    ).toBeInTheDocument();
    expect(within(made).getByText('Total: $475.00')).toBeInTheDocument();
  });

  it('asks a customer with no loan to apply, in Spanish', async () => {
    await openIn('es', '/account/apply-now', overview('apply-now'));
    expect(await screen.findByRole('heading', { name: 'Solicite ahora' }, chunkLoad)).toBeInTheDocument();
    expect(
      screen.getByText(
        'Todavía no tiene un préstamo con Coin & Go. Solicite en línea en minutos; con una tarjeta de débito, el dinero puede llegar en tan solo 30 minutos.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Solicitar ahora' })).toBeInTheDocument();
  });
});
