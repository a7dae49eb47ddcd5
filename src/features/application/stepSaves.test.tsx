// The steps whose save is one call made by their screen (useStepSave.ts), rendered in the whole app with a real store
// and a fake back end: step 2's product preference and step 3's income. Each sends one call, goes where its answer
// says, shows a refusal's words and stays, and sends nothing more for a second press while the save is under way.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applicationRecord, productOffer } from '../../../tests/support/applicationRecord';
import { incomeInput } from '../../../tests/support/applicationClient';
import { createFakeAuthService, profileFor } from '../../../tests/support/fakeAuthService';
import { HttpFailure, installFakeBackend } from '../../../tests/support/fakeBackend';
import { renderApp } from '../../../tests/support/renderApp';

const chunkLoad = { timeout: 5000 };
const email = 'owen.price@example.com';

/** The application at the page it resumes at (the shared fixture: a new applicant's online application in Ohio). */
const record = (applicationUrl: string, overrides: Record<string, unknown> = {}) =>
  applicationRecord({
    preferredProductCode: null,
    personalInformation: { firstName: 'Owen', lastName: 'Price', dateOfBirth: '1986-06-19' },
    loanApplicationProgress: { applicationUrl },
    ...overrides,
  });

function open(path: string, application: ReturnType<typeof record>, answers: Record<string, unknown> = {}) {
  const backend = installFakeBackend({
    graphql: {
      Me: { me: { email, customerType: 'NEW', isReturningCustomer: false } },
      OpenApplication: { openApplication: application, skipResumeApplication: false, applicationExpired: false },
      ProductAvailability: {
        getProductAvailability: {
          products: [
            productOffer('ILP', 'Online installment loan', 'ONLINE'),
            productOffer('PDL', 'Payday loan', 'RETAIL'),
          ],
        },
      },
      ...answers,
    },
  });
  const auth = createFakeAuthService(
    { [email]: { password: 'Portal#2026', profile: profileFor(email, { firstName: 'Owen', lastName: 'Price' }) } },
    { signedInAs: email },
  );
  const { services } = renderApp(path, { auth });
  /** Where the page is now. */
  const at = () => services.navigate.pathname();
  const callsOf = (operation: string) => backend.calls.filter((call) => call.operation === operation);
  return { backend, at, callsOf };
}

describe('step 2, the product preference', () => {
  it('saves the loan chosen in one call, once for a double press, and goes where the answer says', async () => {
    const saved = record('/application/store-select', { preferredProductCode: 'PDL', channel: 'RETAIL' });
    const { callsOf, at } = open('/application/product-preference', record('/application/product-preference'), {
      SavePreferredProduct: { savePreferredProduct: saved },
    });
    await userEvent.setup().click(await screen.findByRole('radio', { name: /Payday loan/ }, chunkLoad));
    const button = screen.getByRole('button', { name: 'Continue' });
    // Two presses before the page could show the save under way.
    act(() => {
      button.click();
      button.click();
    });
    await waitFor(() => expect(at()).toBe('/application/store-select'));
    expect(callsOf('SavePreferredProduct').map((call) => call.input)).toEqual([
      { id: 'app-1', preferredProductCode: 'PDL', channel: 'RETAIL' },
    ]);
    // No question asked before the save or after it: the answer said where to go.
    expect(callsOf('SaveLoanApplicationProgress')).toEqual([]);
  });

  it('shows the server’s refusal and stays, the choice kept', async () => {
    const user = userEvent.setup();
    const { at } = open('/application/product-preference', record('/application/product-preference'), {
      SavePreferredProduct: new HttpFailure(200, 'That loan is not offered in Ohio.', {
        errors: [{ message: 'That loan is not offered in Ohio.', extensions: { code: 'BAD_REQUEST' } }],
      }),
    });
    await user.click(await screen.findByRole('radio', { name: /Online installment loan/ }, chunkLoad));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('That loan is not offered in Ohio.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Online installment loan/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Continue' })).not.toHaveAttribute('aria-disabled');
    expect(at()).toBe('/application/product-preference');
  });
});

describe('step 3, the income', () => {
  const withIncome = (at: string) => record(at, { preferredProductCode: 'ILP', incomeInformation: incomeInput() });

  it('saves the income typed as the wire it checks, and goes to the bank step the answer names', async () => {
    const user = userEvent.setup();
    const { callsOf, at } = open('/application/income', withIncome('/application/income'), {
      SaveIncomeInformation: { saveIncomeInformation: withIncome('/application/bank') },
    });
    await user.click(await screen.findByRole('button', { name: 'Save and continue' }, chunkLoad));
    await waitFor(() => expect(at()).toBe('/application/bank'));
    const [sent] = callsOf('SaveIncomeInformation');
    expect(sent?.input).toMatchObject({
      id: 'app-1',
      incomeInformation: { type: 'E', paymentFrequency: 'BI', amountGross: 1850, amountNet: 1420.5 },
    });
    expect(callsOf('SaveIncomeInformation')).toHaveLength(1);
  });

  it('says the save failed when the answer names no step, keeps what was typed and stays', async () => {
    const user = userEvent.setup();
    const { at } = open('/application/income', withIncome('/application/income'), {
      SaveIncomeInformation: {
        saveIncomeInformation: { ...withIncome('/application/income'), loanApplicationProgress: null },
      },
    });
    const title = await screen.findByLabelText('Job title (optional)', {}, chunkLoad);
    await user.clear(title);
    await user.type(title, 'Lead dispatcher');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(
      await screen.findByText('We could not save this step. What you entered is still here: please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Job title (optional)')).toHaveValue('Lead dispatcher');
    expect(at()).toBe('/application/income');
  });
});
