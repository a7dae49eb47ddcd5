// Step 4's first pages rendered in the whole app with a real store, for a signed-in applicant whose application has
// step 3 done: the loans offered (a new customer's APR), the amount and term with the payment and the Truth in
// Lending box following the amount as it moves (the shared rule's figures, in US dollars), the loan saved, and a
// refused amount keeping the page.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphqlApi } from '../../../../api/graphqlApi';
import userEvent from '@testing-library/user-event';
import { productOffer } from '../../../../../tests/support/applicationRecord';
import { signInApplicant } from '../../../../../tests/support/applicantPage';
import { HttpFailure } from '../../../../../tests/support/fakeBackend';
import { renderApp, renderAppIn } from '../../../../../tests/support/renderApp';
import { loanTerms } from '../../../../lib/rules/loanTerms';
import { isoToday } from '../../../../lib/validation/applicationDates';

const chunkLoad = { timeout: 5000 };
const email = 'owen.price@example.com';
const applicant = { email, firstName: 'Owen', lastName: 'Price' };
const nextPaymentDate = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);

const record = (applicationUrl: string, overrides: Record<string, unknown> = {}) => ({
  id: 'app-1',
  status: 'UNSUBMITTED',
  stateCode: 'OH',
  channel: 'ONLINE',
  preferredProductCode: 'ILP',
  returning: false,
  personalInformation: {
    firstName: 'Owen',
    lastName: 'Price',
    dateOfBirth: '1986-06-19',
    ssnLast4: '0130',
    stateIdType: 'DRIVERS_LICENSE',
    driverLicenseNumber: 'SH482913',
    driverLicenseStateCode: 'OH',
    stateIdExpirationDate: '2030-06-30',
  },
  contactInformation: null,
  additionalInformation: null,
  spousalInformation: null,
  incomeInformation: {
    type: 'E',
    employer: null,
    employmentHireDate: '2021-03-01',
    jobTitle: 'Dispatcher',
    paymentFrequency: 'BI',
    paymentMethod: 'DIRECT_DEPOSIT',
    amountGross: 1850,
    amountNet: 1420.5,
    nextPaymentDate,
    paymentDayOfWeek: 'FRIDAY',
    jobShift: 'DAY',
    isPrimaryIncome: true,
  },
  storeInformation: null,
  bankingInformation: {
    isReadOnly: false,
    routingNumber: '•••••0124',
    accountNumber: '••••3456',
    accountHoldersName: 'Owen Price',
    accountBalance: null,
    bankName: 'Buckeye Community Bank',
    accountOpenDate: '2019-05-01',
    accountType: 'CHECKING',
  },
  initialApplicationDetails: null,
  loanApplication: null,
  loanApplicationProgress: { applicationUrl },
  ...overrides,
});

const OFFERS = {
  getCustomerProductAvailability: {
    products: [
      productOffer('ILP', 'Online installment loan'),
      productOffer('DUAL', 'Installment loan with a payday option'),
      { ...productOffer('PDL', 'Payday loan', 'RETAIL'), minLoan: 100, maxLoan: 500 },
    ],
  },
};

function open(path: string, application: ReturnType<typeof record>, answers: Record<string, unknown> = {}) {
  const { backend, auth } = signInApplicant(applicant, application, {
    CustomerProducts: OFFERS,
    SaveLoanApplicationProgress: { saveLoanApplicationProgress: { success: true } },
    ...answers,
  });
  const { store } = renderApp(path, { auth });
  return Object.assign(backend, { store });
}

const terms = (amount: number, termMonths: number) =>
  loanTerms({
    productCode: 'ILP',
    apr: 225,
    amount,
    termMonths,
    paymentFrequency: 'BI',
    nextPayDate: nextPaymentDate,
    today: isoToday(),
  });
const usd = (value: number) =>
  `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const box = (name: RegExp) => screen.getByText(name).closest('div')!;

describe('/application/products', () => {
  it('offers the online loans (the store one is not offered online) at a new customer’s APR, and Continue saves the choice and goes to the amount', async () => {
    const user = userEvent.setup();
    const backend = open('/application/products', record('/application/products'), {
      // The answer names the page that follows: the amount.
      SaveLoanProduct: { saveLoanProduct: record('/application/amount', { preferredProductCode: 'DUAL' }) },
    });
    const offers = await screen.findByRole('group', { name: 'Loans offered to you' }, chunkLoad);
    expect(
      within(offers)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['ILP', 'DUAL']);
    expect(within(offers).getByRole('radio', { name: 'Online installment loan' })).toBeChecked();
    expect(
      within(offers).getAllByText('Borrow $300.00 to $3,000.00 · pay over 6 to 18 months · 225% APR'),
    ).toHaveLength(2);
    // DUAL offers both its parts; each online loan says what the borrower may choose.
    expect(within(offers).getByText('Online installment loan:')).toBeInTheDocument();
    expect(within(offers).getByText('Payday loan (in store):')).toBeInTheDocument();
    expect(within(offers).getAllByText('Choose how much to borrow and over how many months')).toHaveLength(2);
    expect(
      screen.getByRole('navigation', { name: 'Application progress' }).querySelector('[aria-current="step"]'),
    ).toHaveTextContent('Final Steps');

    await user.click(within(offers).getByRole('radio', { name: 'Installment loan with a payday option' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByRole('heading', { name: 'How much would you like to borrow?' }, chunkLoad),
    ).toBeInTheDocument();
    expect(backend.calls.find((call) => call.operation === 'SaveLoanProduct')?.input).toEqual({
      id: 'app-1',
      productCode: 'DUAL',
    });
    expect(backend.calls.map((call) => call.operation)).not.toContain('SaveLoanApplicationProgress');
    // The amount page reads the offer the products page found (the API's cache): asked once, for this application.
    expect(backend.calls.filter((call) => call.operation === 'CustomerProducts').map((call) => call.input)).toEqual([
      { applicationId: 'app-1' },
    ]);
  });

  it('offers a store application the store loans only', async () => {
    open('/application/products', record('/application/products', { channel: 'RETAIL', preferredProductCode: 'PDL' }));
    const offers = await screen.findByRole('group', { name: 'Loans offered to you' }, chunkLoad);
    expect(
      within(offers)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['PDL']);
    expect(screen.getByText('This is the loan we can offer you. You choose the amount next.')).toBeInTheDocument();
  });
});

describe('/application/amount', () => {
  it('shows the payment and the Truth in Lending box for the amount and term as they change, and saves the loan', async () => {
    const user = userEvent.setup();
    // The answer names the page that follows: the checks, the mobile number first.
    const saved = record('/application/otp', {
      initialApplicationDetails: {
        ...terms(1450, 12),
        loanNumber: 'ILP-1234567',
        productCode: 'ILP',
        channel: 'ONLINE',
        termMonths: 12,
        offeredOn: isoToday(),
      },
    });
    const backend = open('/application/amount', record('/application/amount'), {
      SaveLoanSelection: { saveLoanSelection: saved },
    });
    const slider = await screen.findByRole('slider', { name: 'Loan amount' }, chunkLoad);
    expect(slider).toHaveValue('1400');
    expect(slider).toHaveAttribute('aria-valuetext', '$1,400.00');
    const term = screen.getByRole('combobox', { name: 'Pay over' });
    expect(
      within(term)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['6 months', '9 months', '12 months', '15 months', '18 months']);
    expect(term).toHaveValue('18');

    let expected = terms(1400, 18);
    expect(within(box(/ANNUAL PERCENTAGE RATE/)).getByText('225%')).toBeInTheDocument();
    expect(within(box(/FINANCE CHARGE/)).getByText(usd(expected.financeCharge))).toBeInTheDocument();
    expect(within(box(/Amount Financed/)).getByText('$1,400.00')).toBeInTheDocument();
    expect(within(box(/Total of Payments/)).getByText(usd(expected.totalOfPayments))).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Your payment schedule will be:' })).toHaveTextContent(
      `${expected.paymentSchedule.length - 1}${usd(expected.paymentAmount)}Every 14 days`,
    );

    // The slider moves (jsdom has no range keyboard: the browser test uses the arrow keys); the term changes; the figures follow.
    expect(slider).toHaveAttribute('step', '50');
    fireEvent.change(slider, { target: { value: '1450' } });
    await user.selectOptions(term, '12');
    expect(slider).toHaveAttribute('aria-valuetext', '$1,450.00');
    expected = terms(1450, 12);
    expect(within(box(/FINANCE CHARGE/)).getByText(usd(expected.financeCharge))).toBeInTheDocument();
    expect(within(box(/Total of Payments/)).getByText(usd(expected.totalOfPayments))).toBeInTheDocument();
    expect(screen.getByText('Each payment').nextElementSibling).toHaveTextContent(usd(expected.paymentAmount));

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    // Saved, the loan goes on to the checks before its submission: the mobile number first.
    expect(await screen.findByRole('button', { name: 'Text me a code' }, chunkLoad)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Verify your mobile number' })).toBeInTheDocument();
    expect(backend.calls.find((call) => call.operation === 'SaveLoanSelection')?.input).toEqual({
      id: 'app-1',
      productCode: 'ILP',
      loanAmount: 1450,
      termMonths: 12,
    });
    expect(backend.calls.map((call) => call.operation)).not.toContain('SaveLoanApplicationProgress');
  });

  it('finds the application again, as a reload would, when the cache that keeps its record is flushed', async () => {
    const backend = open('/application/amount', record('/application/amount'));
    expect(await screen.findByRole('slider', { name: 'Loan amount' }, chunkLoad)).toHaveValue('1400');
    const reads = () => backend.calls.filter((call) => call.operation === 'OpenApplication').length;
    expect(reads()).toBe(1);
    // Signing in again, or an agent starting or stopping to act, flushes every cached answer.
    act(() => void backend.store.dispatch(graphqlApi.util.resetApiState()));
    await waitFor(() => expect(reads()).toBe(2));
    expect(await screen.findByRole('slider', { name: 'Loan amount' })).toHaveValue('1400');
  });

  it('shows the server’s refusal and keeps the amount chosen', async () => {
    const user = userEvent.setup();
    open('/application/amount', record('/application/amount'), {
      SaveLoanSelection: new HttpFailure(200, 'Choose a whole-dollar amount from $300.00 to $3,000.00.', {
        errors: [
          {
            message: 'Choose a whole-dollar amount from $300.00 to $3,000.00.',
            extensions: { code: 'BAD_REQUEST', field: 'loanAmount' },
          },
        ],
      }),
    });
    const slider = await screen.findByRole('slider', { name: 'Loan amount' }, chunkLoad);
    fireEvent.change(slider, { target: { value: '1350' } });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Choose a whole-dollar amount from $300.00 to $3,000.00.')).toBeInTheDocument();
    expect(slider).toHaveAttribute('aria-valuetext', '$1,350.00');
  });

  it('treats a save answered without the application as not saved: says so and stays', async () => {
    const user = userEvent.setup();
    open('/application/amount', record('/application/amount'), { SaveLoanSelection: { saveLoanSelection: null } });
    await screen.findByRole('slider', { name: 'Loan amount' }, chunkLoad);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText('We could not save this step. What you entered is still here: please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How much would you like to borrow?' })).toBeInTheDocument();
  });
});

describe('/application/products and /application/amount in Spanish', () => {
  it('shows the offer, the amount, the payments and the Truth in Lending box in Spanish, with its terms', async () => {
    const user = userEvent.setup();
    const { auth } = signInApplicant(applicant, record('/application/amount'), {
      CustomerProducts: OFFERS,
    });
    await renderAppIn('es', '/application/amount', { auth });
    expect(
      await screen.findByRole('heading', { name: '¿Cuánto desea pedir prestado?' }, chunkLoad),
    ).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Monto del préstamo' })).toHaveAttribute('aria-valuetext', '$1,400.00');
    const term = screen.getByRole('combobox', { name: 'Pagar en' });
    expect(within(term).getAllByRole('option')[0]).toHaveTextContent('6 meses');
    const expected = terms(1400, 18);
    const tila = screen.getByRole('region', { name: 'Divulgación de veracidad en los préstamos para este monto' });
    const box = (name: RegExp) => within(tila).getByText(name).closest('div')!;
    expect(within(box(/TASA DE PORCENTAJE ANUAL/)).getByText('225%')).toBeInTheDocument();
    expect(box(/TASA DE PORCENTAJE ANUAL/)).toHaveTextContent('El costo de su crédito como tasa anual.');
    expect(within(box(/CARGO FINANCIERO/)).getByText(usd(expected.financeCharge))).toBeInTheDocument();
    expect(within(box(/Monto financiado/)).getByText('$1,400.00')).toBeInTheDocument();
    expect(within(box(/Total de pagos/)).getByText(usd(expected.totalOfPayments))).toBeInTheDocument();
    const schedule = within(tila).getByRole('table', { name: 'Su calendario de pagos será:' });
    expect(
      within(schedule)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Número de pagos', 'Monto de los pagos', 'Cuándo vencen los pagos']);
    expect(schedule).toHaveTextContent(/Cada 14 días, del \d{1,2} de [a-z]+ de \d{4} al \d{1,2} de [a-z]+ de \d{4}/);
    expect(
      within(tila).getByText('Si paga antes de tiempo, no tendrá que pagar una penalidad y pagará menos intereses.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Primer pago vence').nextElementSibling).toHaveTextContent(
      /^\d{1,2} de [a-z]+ de \d{4}, y después cada 14 días \(sus días de pago\)$/,
    );
    await user.click(within(tila).getByText(`Ver los ${expected.paymentSchedule.length} pagos`));
    expect(within(tila).getByRole('region', { name: 'Cada pago' })).toBeInTheDocument();
  });
});
