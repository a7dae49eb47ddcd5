// The conversion pages in the whole app with a real store: the offers ('Loading offers', the choice confirmed in a
// modal, 'Initial underwriting'), the convert page (the slider from the middle step, its amount announced (the keys
// move it in the browser test); the payment, number of payments, APR x100, 7 rows, the summary), the refinance page (a blank is 0, a bad
// amount is refused, option 3's cash back, the money modal), the conversion-denied modal, and the flag turned off.
import { brandNotices } from '../../../../brands/notices';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeAuthService, profileFor } from '../../../../tests/support/fakeAuthService';
import { defaultCustomer, installFakeBackend, type Answer } from '../../../../tests/support/fakeBackend';
import { renderApp, testFlags } from '../../../../tests/support/renderApp';

const chunkLoad = { timeout: 5000 };
const email = 'maria.lopez@example.com';
const CODE = 'CNG12345678';

const convertDetails = {
  customerCode: CODE,
  loanNumber: 'PDL-4100191',
  loanAmount: 400,
  loanDueDate: '2026-12-04',
  loanFeeAmount: 60,
  payoffAmount: 460,
  loanDate: '2026-11-24',
  newDueDate: '2026-12-08',
  paymentFrequency: 'BI',
  minimum: 500,
  maximum: 2000,
  interval: 50,
  numberOfPayments: 26,
  apr: 1.45,
};
const refinanceDetails = {
  customerCode: CODE,
  loanNumber: 'PDL-4100192',
  loanAmount: 400,
  loanDueDate: '2026-12-04',
  loanFeeAmount: 60,
  loanDate: '2026-11-20',
  newDueDate: '2026-12-18',
  financeCharge: 60,
  maxPayBack: 300,
  maxBorrow: 100,
};

/** Opens `path` with the fake back end; `beforeRender` runs once the back end is installed (to hold an operation before the page asks). */
function open(
  path: string,
  graphql: Record<string, Answer> = {},
  flags = testFlags,
  beforeRender: () => void = () => undefined,
) {
  const backend = installFakeBackend({
    graphql: {
      Me: { me: { ...defaultCustomer, customerCode: CODE } },
      ConversionOffers: { conversionOffers: { conversionTypes: ['CONVERSION', 'REFINANCE'] } },
      PreliminaryUnderwriting: { preliminaryUnderwriting: { status: 'APPROVED' } },
      ConvertLoanDetails: { convertLoanDetails: convertDetails },
      RefinanceDetails: { refinanceDetails },
      CloneApplicationBase: { cloneApplicationBase: { id: 'app-1' } },
      ValidateOriginalLoanDetails: {
        validateOriginalLoanDetails: { isNonStandardApplication: false, isEligible: true, hadLoanAmountDeleted: false },
      },
      ConvertApplicationTypeToConversion: {
        convertApplicationTypeToConversion: { id: 'app-1', applicationState: 'PENDING_ESIGN' },
      },
      CreateConversionDenial: { createConversionDenial: { success: true } },
      ...graphql,
    },
  });
  const auth = createFakeAuthService({ [email]: { password: 'x', profile: profileFor(email) } }, { signedInAs: email });
  beforeRender();
  const view = renderApp(path, { auth, flags });
  return { backend, view };
}

/** Holds the calls of one GraphQL operation until released (to see what the page shows while it waits). */
function holdOperation(operation: string) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const fetching = globalThis.fetch;
  const named = new RegExp(`(query|mutation) ${operation}\\b`);
  globalThis.fetch = (async (url: string | Request, init?: RequestInit) => {
    if (typeof init?.body === 'string' && named.test(init.body)) await gate;
    return fetching(url, init);
  }) as typeof fetch;
  return { release };
}

const inputOf = (backend: ReturnType<typeof open>['backend'], operation: string) =>
  backend.calls.find((call) => call.operation === operation)?.input;

const NOTICE_ID = 'a1b2c3d4-0000-4000-8000-000000000001';
/** The notice the server kept for a declined request: one reason, no consumer report. */
const keptNotice = (reason: string, explanation: string) => ({
  application: {
    id: NOTICE_ID,
    denial: {
      notice: { reasons: [{ reason, explanation }], decidedOn: '2026-11-27', mailedAt: null, creditReport: null },
    },
  },
});

describe('/loan/conversion', () => {
  it('two offers: each confirmed in a modal; the underwriting approves and the convert page opens', async () => {
    const user = userEvent.setup();
    const { backend, view } = open('/loan/conversion');
    expect(
      await screen.findByRole('heading', { name: "Choose the Option That's Right for You" }, chunkLoad),
    ).toBeInTheDocument();
    expect(inputOf(backend, 'ConversionOffers')).toEqual({ customerCode: CODE });
    expect(screen.getByRole('heading', { name: 'Refinance your Payday Loan' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Convert My Loan' }));
    const modal = screen.getByRole('dialog', { name: 'Convert your payday loan?' });
    await user.click(within(modal).getByRole('button', { name: 'Cancel' }));
    expect(backend.calls.some((call) => call.operation === 'PreliminaryUnderwriting')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Convert My Loan' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Convert your payday loan?' })).getByRole('button', {
        name: 'Continue',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Convert into Installment Loan' })).toBeInTheDocument();
    expect(view.services.navigate.pathname()).toBe('/loan/conversion/convert');
    expect(inputOf(backend, 'PreliminaryUnderwriting')).toEqual({ customerCode: CODE, kind: 'CONVERSION' });
  });

  it('one offer goes straight to the underwriting; a declined one gives the notice of action taken, naming the request, with its reasons', async () => {
    const { backend } = open('/loan/conversion', {
      ConversionOffers: { conversionOffers: { conversionTypes: ['REFINANCE'] } },
      PreliminaryUnderwriting: { preliminaryUnderwriting: { status: 'DECLINED', noticeApplicationId: NOTICE_ID } },
      DeclinedRequestNotice: keptNotice(
        'Poor credit performance with us',
        'A loan you have with us is behind on its payments or was not repaid.',
      ),
      OpenApplication: {
        openApplication: null,
        declinedApplication: null,
        skipResumeApplication: true,
        applicationExpired: false,
      },
    });
    const notice = await screen.findByRole('region', { name: 'Notice of action taken' }, chunkLoad);
    expect(screen.getByRole('heading', { name: 'About your request to refinance your loan' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Nothing about your payday loan has changed: it is due as agreed, and you can pay it from your account.',
      ),
    ).toBeInTheDocument();
    expect(
      within(notice).getByText(/is unable to approve your request to refinance your payday loan at this time/),
    ).toBeInTheDocument();
    // The reasons the server kept for the request (decision 0056), read with the id it gave.
    expect(await within(notice).findByText('We could not approve your request for these reasons:')).toBeInTheDocument();
    expect(within(notice).getByRole('listitem')).toHaveTextContent(
      'Poor credit performance with us. A loan you have with us is behind on its payments or was not repaid.',
    );
    expect(inputOf(backend, 'DeclinedRequestNotice')).toEqual({ id: NOTICE_ID });
    expect(within(notice).getByRole('button', { name: 'Download this notice (PDF)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your loan' })).toHaveAttribute('href', '/account');
  });

  it('no offer at all says the loan stays as it is (nothing was asked for, so no notice)', async () => {
    open('/loan/conversion', { ConversionOffers: { conversionOffers: { conversionTypes: [] } } });
    expect(
      await screen.findByRole('heading', { name: 'We can’t change your loan right now' }, chunkLoad),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your account' })).toHaveAttribute('href', '/account');
  });

  it('says what it waits for: the offers, then the underwriting', async () => {
    const user = userEvent.setup();
    // Held from the start: the offers may be asked for as soon as the page's chunk is in.
    let gate = { release: () => undefined as void };
    open('/loan/conversion', {}, testFlags, () => (gate = holdOperation('ConversionOffers')));
    expect(await screen.findByText('Loading offers', {}, chunkLoad)).toHaveAttribute('role', 'status');
    gate.release();
    await user.click(await screen.findByRole('button', { name: 'Refinance Now' }));
    const underwriting = holdOperation('PreliminaryUnderwriting');
    await user.click(
      within(screen.getByRole('dialog', { name: 'Refinance your payday loan?' })).getByRole('button', {
        name: 'Continue',
      }),
    );
    expect(await screen.findByText('Initial underwriting')).toHaveAttribute('role', 'status');
    const details = holdOperation('RefinanceDetails');
    underwriting.release();
    expect(await screen.findByText('Loading refinance details')).toBeInTheDocument();
    details.release();
  });

  it('without the LOAN_CONVERSION flag, the account', async () => {
    const { view } = open('/loan/conversion', {}, { ...testFlags, LOAN_CONVERSION: false });
    await waitFor(() => expect(view.services.navigate.pathname()).not.toMatch(/^\/loan/), chunkLoad);
  });
});

describe('/loan/conversion/convert', () => {
  it('says ‘Loading loan options’ while the convert page’s terms are read', async () => {
    let gate = { release: () => undefined as void };
    open('/loan/conversion/convert', {}, testFlags, () => (gate = holdOperation('ConvertLoanDetails')));
    expect(await screen.findByText('Loading loan options', {}, chunkLoad)).toHaveAttribute('role', 'status');
    gate.release();
    expect(await screen.findByRole('slider', { name: 'Loan amount' })).toBeInTheDocument();
    expect(screen.queryByText('Loading loan options')).not.toBeInTheDocument();
  });

  it('the slider starts at the middle step, its amount announced, and the figures follow a move', async () => {
    const user = userEvent.setup();
    const { backend, view } = open('/loan/conversion/convert');
    const slider = await screen.findByRole('slider', { name: 'Loan amount' }, chunkLoad);
    expect(slider).toHaveAttribute('aria-valuetext', '$1,250.00');
    // 1,250 × 2.45 ÷ 26 = 117.788… → $117.79; the rate 1.45 shown ×100, and the APR of the 26 payments (Regulation Z).
    const figure = (name: string) => screen.getByText(name, { selector: 'dt' }).nextSibling;
    expect(figure('Bi-weekly payment')).toHaveTextContent('$117.79');
    expect(figure('Number of payments')).toHaveTextContent('26');
    expect(figure('Rate offered')).toHaveTextContent('145%');
    expect(figure('APR')).toHaveTextContent('213.53%');
    // Issue 48: the rate offered came before the APR with the same weight. The APR and the finance charge come first
    // (Regulation Z 1026.17(a)(2)); the rate offered last.
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms.slice(0, 2)).toEqual(['APR', 'Finance charge']);
    expect(terms.indexOf('Rate offered')).toBeGreaterThan(terms.indexOf('First payment'));
    expect(figure('Finance charge')).toHaveTextContent('$1,812.50');
    expect(within(screen.getByRole('table', { name: /^Payment schedule/ })).getAllByRole('row')).toHaveLength(8);
    // jsdom does not step a range input with the keys (the browser test does): the value is set as a move would.
    fireEvent.change(slider, { target: { value: String(115_000) } });
    expect(slider).toHaveAttribute('aria-valuetext', '$1,150.00');
    const summary = screen.getByRole('region', { name: 'Loan summary' });
    expect(within(summary).getByText('Cash to you').nextSibling).toHaveTextContent('$690.00');
    expect(figure('Finance charge')).toHaveTextContent('$1,667.50');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(view.services.navigate.pathname()).toMatch(/^\/application/));
    expect(inputOf(backend, 'CloneApplicationBase')).toEqual({
      choice: { customerCode: CODE, kind: 'CONVERSION', amount: 1150 },
    });
    expect(
      backend.calls
        .map((call) => call.operation)
        .filter((name) =>
          ['CloneApplicationBase', 'ValidateOriginalLoanDetails', 'ConvertApplicationTypeToConversion'].includes(name),
        ),
    ).toEqual(['CloneApplicationBase', 'ValidateOriginalLoanDetails', 'ConvertApplicationTypeToConversion']);
  });

  /** The option chosen is no longer the customer's (the conversion-denied modal). */
  const NO_LONGER_ELIGIBLE = {
    validateOriginalLoanDetails: { isNonStandardApplication: false, isEligible: false, hadLoanAmountDeleted: false },
  };

  it('an option no longer available: the modal’s OK records the denial and returns to the loan (spec 5)', async () => {
    const user = userEvent.setup();
    const { backend, view } = open('/loan/conversion/convert', { ValidateOriginalLoanDetails: NO_LONGER_ELIGIBLE });
    await user.click(await screen.findByRole('button', { name: 'Continue' }, chunkLoad));
    const modal = await screen.findByRole('dialog', { name: 'This option has ended' });
    expect(
      within(modal).getByText(
        'Click OK to go back to your loan; it stays as it is. You can also read our notice about your request.',
      ),
    ).toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(inputOf(backend, 'CreateConversionDenial')).toEqual({ id: 'app-1' }));
    await waitFor(() => expect(view.services.navigate.pathname()).toMatch(/^\/account/));
    expect(screen.queryByRole('region', { name: 'Notice of action taken' })).not.toBeInTheDocument();
  });

  it('an option no longer available: the modal leads to the notice of action taken too, naming the request, and records the denial', async () => {
    const user = userEvent.setup();
    const { backend, view } = open('/loan/conversion/convert', {
      ValidateOriginalLoanDetails: NO_LONGER_ELIGIBLE,
      DeclinedRequestNotice: keptNotice(
        'The loan you asked to change no longer qualifies',
        'Since we offered the change, your payday loan was paid off, fell behind, or its payoff changed, so the offer ended.',
      ),
      OpenApplication: {
        openApplication: null,
        declinedApplication: null,
        skipResumeApplication: true,
        applicationExpired: false,
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Continue' }, chunkLoad));
    const modal = await screen.findByRole('dialog', { name: 'This option has ended' });
    expect(within(modal).getByText('Conversion option is no longer available.')).toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: 'Read our notice about your request' }));
    await waitFor(() => expect(inputOf(backend, 'CreateConversionDenial')).toEqual({ id: 'app-1' }));
    const notice = await screen.findByRole('region', { name: 'Notice of action taken' }, chunkLoad);
    expect(screen.getByRole('heading', { name: 'About your request to convert your loan' })).toBeInTheDocument();
    expect(view.services.navigate.pathname()).toBe('/application/adverse-action');
    expect(
      within(notice).getByText(
        brandNotices.cng.adverseActionText.replace(
          'your application',
          'your request to convert your payday loan into an installment loan',
        ),
      ),
    ).toBeInTheDocument();
    expect(within(notice).getByText(/The federal Equal Credit Opportunity Act/)).toHaveTextContent(
      brandNotices.cng.ecoaAgency,
    );
    expect(await within(notice).findByRole('listitem')).toHaveTextContent(
      'The loan you asked to change no longer qualifies. Since we offered the change',
    );
    expect(inputOf(backend, 'DeclinedRequestNotice')).toEqual({ id: 'app-1' });
    expect(screen.getByRole('link', { name: 'Back to your loan' })).toHaveAttribute('href', '/account');
    expect(backend.calls.some((call) => call.operation === 'ConvertApplicationTypeToConversion')).toBe(false);
    expect(backend.calls.some((call) => call.operation === 'CreateReturningApplication')).toBe(false);
  });
});

describe('a customer with no loan', () => {
  it('has no customer code: the pages say there is nothing to change', async () => {
    open('/loan/conversion/convert', { Me: { me: { ...defaultCustomer, customerCode: null } } });
    expect(
      await screen.findByText('You have no loan with us that can be converted or refinanced.', {}, chunkLoad),
    ).toBeInTheDocument();
  });
});

describe('/loan/conversion/refinance', () => {
  it('three options; a blank counts as 0; a bad amount is refused; option 3 shows the cash back; Continue sends the choice', async () => {
    const user = userEvent.setup();
    const { backend } = open('/loan/conversion/refinance');
    expect(await screen.findByRole('heading', { name: 'Refinance your Payday Loan' }, chunkLoad)).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Refinance summary' });
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    // Option 1: base = 400 + 60; 15% for the 28 days from today to the new due date.
    expect(within(summary).getByText('Due 12/18/2026').nextSibling).toHaveTextContent('$460.00');
    expect(within(summary).getByText('APR').nextSibling).toHaveTextContent('195.54%');

    await user.click(screen.getByRole('radio', { name: 'Pay back some of my loan' }));
    const payBack = screen.getByLabelText("I'd like to pay back");
    expect(within(summary).getByText('Due 12/18/2026').nextSibling).toHaveTextContent('$460.00');
    await user.type(payBack, '12.5x');
    await user.tab();
    expect(screen.getByText('Enter an amount from $0.00 to $300.00.')).toBeInTheDocument();
    await user.clear(payBack);
    await user.type(payBack, '100');
    expect(within(summary).getByText('Due 12/18/2026').nextSibling).toHaveTextContent('$360.00');
    // The $60 charge kept on the $300 left: the APR is that loan's own.
    expect(within(summary).getByText('APR').nextSibling).toHaveTextContent('260.71%');

    await user.click(screen.getByRole('radio', { name: 'Borrow more' }));
    await user.type(screen.getByLabelText('Borrow an additional'), '75');
    expect(within(summary).getByText('Cash back to you').nextSibling).toHaveTextContent('$15.00');
    // The charge on the $475 now owed: 60 × 475 ÷ 400 = 71.25, so 11.25 more.
    expect(within(summary).getByText('Finance charge on the additional amount').nextSibling).toHaveTextContent(
      '$11.25',
    );
    expect(within(summary).getByText('Due 12/18/2026').nextSibling).toHaveTextContent('$546.25');
    expect(within(summary).getByText('APR').nextSibling).toHaveTextContent('195.54%');

    await user.click(screen.getByRole('button', { name: 'When will I receive my money?' }));
    const money = screen.getByRole('dialog', { name: 'When will I receive my money?' });
    expect(
      within(money).getByText(
        /^A refinance completed Monday to Friday by 8:00 pm Eastern time is deposited the next business day\./,
      ),
    ).toBeInTheDocument();
    await user.click(within(money).getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(inputOf(backend, 'CloneApplicationBase')).toEqual({
        choice: { customerCode: CODE, kind: 'REFINANCE', refinanceOption: 'repayAndBorrow', refinanceInput: '75' },
      }),
    );
  });
});
