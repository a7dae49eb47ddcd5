// The bank pages rendered in the whole app with a real store, for a signed-in applicant whose application waits at
// the bank step: the start page (and the saved account, by its last 4 digits only, going on to step 4), the account
// typed by hand (each refusal, then saved and on to step 4), the link through the stand-in for Plaid Link up to the
// bank asking to sign in again (exactly two choices), and each outcome page's text and choices.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInApplicant } from '../../../../tests/support/applicantPage';
import { createFakeAuthService, profileFor } from '../../../../tests/support/fakeAuthService';
import { HttpFailure, installFakeBackend } from '../../../../tests/support/fakeBackend';
import { renderApp, renderAppIn } from '../../../../tests/support/renderApp';
import { BANK_MESSAGES } from '../../../lib/validation/bankSchemas';

const chunkLoad = { timeout: 5000 };
const email = 'lena.ortiz@example.com';
const applicant = { email, firstName: 'Lena', lastName: 'Ortiz' };

const record = {
  id: 'app-1',
  status: 'UNSUBMITTED',
  stateCode: 'OH',
  channel: 'ONLINE',
  preferredProductCode: 'ILP',
  returning: false,
  personalInformation: {
    firstName: 'Lena',
    lastName: 'Ortiz',
    dateOfBirth: '1989-02-11',
    ssnLast4: '0126',
    stateIdType: 'DRIVERS_LICENSE',
    driverLicenseNumber: 'SH482913',
    driverLicenseStateCode: 'OH',
    stateIdExpirationDate: '2030-06-30',
  },
  contactInformation: null,
  additionalInformation: null,
  spousalInformation: null,
  incomeInformation: null,
  storeInformation: null,
  bankingInformation: null,
  loanApplication: null,
  loanApplicationProgress: { applicationUrl: '/application/bank' },
};
const saved = (accountNumber: string, isReadOnly: boolean) => ({
  saveBankInformation: {
    id: 'app-1',
    bankingInformation: {
      isReadOnly,
      routingNumber: '•••••0021',
      accountNumber,
      accountHoldersName: 'Lena Ortiz',
      accountBalance: null,
      bankName: 'Buckeye Bank',
      accountOpenDate: '2020-01-15',
      accountType: 'CHECKING',
    },
  },
});

function open(
  path: string,
  answers: { graphql?: Record<string, unknown>; rest?: Record<string, unknown> } = {},
  flags: { newBankingScreen?: boolean } = {},
) {
  const backend = installFakeBackend({
    graphql: {
      Me: { me: { email, customerType: 'NEW', isReturningCustomer: false } },
      OpenApplication: { openApplication: record, skipResumeApplication: false, applicationExpired: false },
      // A saved account marks the record stale: the bank step's frame reads it again.
      ApplicationById: { application: record },
      ...answers.graphql,
    },
    rest: answers.rest,
  });
  const auth = createFakeAuthService(
    { [email]: { password: 'Portal#2026', profile: profileFor(email, { firstName: 'Lena', lastName: 'Ortiz' }) } },
    { signedInAs: email },
  );
  renderApp(path, { auth, flags });
  return backend;
}

describe('/application/bank', () => {
  it('offers to link the bank or type the account, saying it must be a checking account open at least 30 days', async () => {
    open('/application/bank');
    await screen.findByRole('link', { name: 'Link my bank' }, chunkLoad);
    expect(screen.getByRole('heading', { name: 'Add your bank account' })).toBeInTheDocument();
    expect(screen.getByText('It must be a checking account that has been open at least 30 days.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Link my bank' })).toHaveAttribute('href', '/application/bank/plaid');
    expect(screen.getByRole('link', { name: 'Enter my account by hand' })).toHaveAttribute(
      'href',
      '/application/bank/manual',
    );
    expect(
      screen.getByRole('navigation', { name: 'Application progress' }).querySelector('[aria-current="step"]'),
    ).toHaveTextContent('Income');
  });

  it('with the newBankingScreen flag, gives both ways on one page: the consent and the link, or the account by hand', async () => {
    open('/application/bank', {}, { newBankingScreen: true });
    const link = await screen.findByRole('region', { name: 'Link your bank with Plaid (quickest)' }, chunkLoad);
    expect(screen.getByText('It must be a checking account that has been open at least 30 days.')).toBeInTheDocument();
    expect(
      within(link).getByRole('checkbox', { name: /^I agree that Coin & Go Lending may use Plaid/ }),
    ).not.toBeChecked();
    await userEvent.click(within(link).getByRole('button', { name: 'Connect my bank' }));
    expect(within(link).getByRole('alert')).toHaveTextContent('Tick the box to agree, or enter your account by hand.');
    expect(screen.queryByRole('link', { name: 'Link my bank' })).not.toBeInTheDocument();
    const manual = screen.getByRole('region', { name: 'Or enter your account by hand' });
    expect(within(manual).getByRole('link', { name: 'Enter my account by hand' })).toHaveAttribute(
      'href',
      '/application/bank/manual',
    );
  });
});

describe('/application/bank with the account saved', () => {
  it('shows only the last 4 digits of its numbers, and Continue goes on to step 4', async () => {
    const user = userEvent.setup();
    const withBank = { ...record, bankingInformation: saved('••••6789', false).saveBankInformation.bankingInformation };
    const backend = open('/application/bank', {
      graphql: {
        OpenApplication: { openApplication: withBank, skipResumeApplication: false, applicationExpired: false },
        SaveLoanApplicationProgress: { saveLoanApplicationProgress: { success: true } },
        CustomerProducts: { getCustomerProductAvailability: { products: [] } },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Your bank account is saved' }, chunkLoad)).toBeInTheDocument();
    expect(screen.getByText('••••6789')).toBeInTheDocument();
    expect(screen.getByText('•••••0021')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Your loan offer' }, chunkLoad)).toBeInTheDocument();
    expect(backend.calls.find((call) => call.operation === 'SaveLoanApplicationProgress')?.input).toEqual({
      id: 'app-1',
      applicationUrl: '/application/products',
    });
  });
});

describe('/application/bank/manual', () => {
  it('refuses a bad routing number, a savings account and an account opened too recently, then saves a good one and goes on to step 4', async () => {
    const user = userEvent.setup();
    const backend = open('/application/bank/manual', {
      graphql: {
        SaveBankInformation: saved('••••6789', false),
        SaveLoanApplicationProgress: { saveLoanApplicationProgress: { success: true } },
        CustomerProducts: { getCustomerProductAvailability: { products: [] } },
      },
    });
    const routing = await screen.findByLabelText('Routing number', {}, chunkLoad);
    expect(screen.getByLabelText("Account holder's name")).toHaveValue('Lena Ortiz');
    await user.type(routing, '021000022');
    await user.type(screen.getByLabelText('Account number'), '123456789');
    await user.type(screen.getByLabelText('Bank name'), 'Buckeye Bank');
    await user.click(screen.getByRole('radio', { name: 'Savings' }));
    const recent = new Date(Date.now() - 10 * 86_400_000);
    await user.type(
      screen.getByLabelText('Date the account was opened'),
      `${String(recent.getMonth() + 1).padStart(2, '0')}${String(recent.getDate()).padStart(2, '0')}${recent.getFullYear()}`,
    );
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    // Each under its field, and in the summary as a link to it, in the order of the fields.
    expect(
      (await screen.findAllByRole('link', { name: /routing number|checking account|open at least/i })).map(
        (link) => link.textContent,
      ),
    ).toEqual([BANK_MESSAGES.routingChecksum, BANK_MESSAGES.notChecking, BANK_MESSAGES.accountTooNew]);
    expect(routing).toHaveAccessibleDescription(expect.stringContaining(BANK_MESSAGES.routingChecksum));
    expect(backend.calls.filter((call) => call.operation === 'SaveBankInformation')).toEqual([]);

    await user.clear(routing);
    await user.type(routing, '021000021');
    await user.click(screen.getByRole('radio', { name: 'Checking' }));
    const date = screen.getByLabelText('Date the account was opened');
    await user.clear(date);
    await user.type(date, '01152020');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    // Saved: the application goes on to step 4 (the loan offer); the save stored it as the place to resume.
    expect(await screen.findByRole('heading', { name: 'Your loan offer' }, chunkLoad)).toBeInTheDocument();
    expect(backend.calls.map((call) => call.operation)).not.toContain('SaveLoanApplicationProgress');
    // The record, which shows the account, was read again after the save (its tag, marked stale by the save).
    const operations = backend.calls.map((call) => call.operation);
    expect(operations.indexOf('ApplicationById')).toBeGreaterThan(operations.indexOf('SaveBankInformation'));
    expect(backend.calls.find((call) => call.operation === 'SaveBankInformation')?.input).toEqual({
      id: 'app-1',
      bankingInformation: {
        isReadOnly: false,
        routingNumber: '021000021',
        accountNumber: '123456789',
        accountHoldersName: 'Lena Ortiz',
        bankName: 'Buckeye Bank',
        accountType: 'CHECKING',
        accountOpenDate: '2020-01-15',
      },
    });
  });
});

describe('linking through Plaid Link (the local stand-in)', () => {
  it('closed (×), Link leaves the applicant on the consent that opened it: the box still ticked, the focus on Connect my bank', async () => {
    const user = userEvent.setup();
    open('/application/bank/consent', {
      graphql: {
        CreatePlaidToken: {
          createPlaidToken: { link_token: 'link-sandbox-1', expiration: '2026-11-23T14:00:00Z', request_id: 'r1' },
        },
      },
      rest: {
        'POST /api/plaid-local/session': {
          institutions: [{ institution_id: 'ins_109508', name: 'First Platypus Bank' }],
          updateMode: null,
        },
      },
    });
    await user.click(await screen.findByRole('checkbox', {}, chunkLoad));
    await user.click(screen.getByRole('button', { name: 'Connect my bank' }));
    const dialog = await screen.findByRole('dialog', {}, chunkLoad);
    await within(dialog).findByRole('button', { name: 'First Platypus Bank' });
    // Escape closes it the same way in the browser (the keyboard test in Chromium); jsdom has no dialog's Escape.
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Connect my bank' })).toHaveFocus());
    expect(screen.getByRole('heading', { name: 'Share your checking account' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox')).toBeChecked();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('runs consent, Link’s bank choice and sign-in, and answers a bank that wants a new sign-in with exactly SIGN IN AGAIN or MANUALLY ENTER ACCOUNT INFO', async () => {
    const user = userEvent.setup();
    const backend = open('/application/bank/consent', {
      graphql: {
        CreatePlaidToken: {
          createPlaidToken: { link_token: 'link-sandbox-1', expiration: '2026-11-23T14:00:00Z', request_id: 'r1' },
        },
        InitializePlaidConnection: {
          initializePlaidConnection: {
            checkingAccounts: [],
            publicToken: 'link-sandbox-update',
            authStatus: 'ITEM_LOGIN_REQUIRED',
            isAuthEnabled: true,
            institution: { name: 'First Platypus Bank', institution_id: 'ins_109508' },
          },
        },
      },
      rest: {
        'POST /api/plaid-local/session': {
          institutions: [{ institution_id: 'ins_109508', name: 'First Platypus Bank' }],
          updateMode: null,
        },
        'POST /api/plaid-local/sign-in': (body: Record<string, unknown>) =>
          body.password === 'pass_good'
            ? {
                public_token: 'public-sandbox-1',
                link_session_id: 's1',
                institution: { name: 'First Platypus Bank', institution_id: 'ins_109508' },
                accounts: [
                  {
                    id: 'a1',
                    name: 'Plaid Checking',
                    mask: '0000',
                    type: 'depository',
                    subtype: 'checking',
                    verification_status: null,
                  },
                ],
              }
            : new HttpFailure(400, 'INVALID_CREDENTIALS', {
                error: {
                  error_type: 'ITEM_ERROR',
                  error_code: 'INVALID_CREDENTIALS',
                  error_message: 'the provided credentials were not correct',
                  display_message: 'The credentials you provided were incorrect.',
                },
              }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Connect my bank' }, chunkLoad));
    expect(await screen.findByRole('alert')).toHaveTextContent('Tick the box to agree, or enter your account by hand.');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Connect my bank' }));

    const dialog = await screen.findByRole('dialog', {}, chunkLoad);
    await user.click(await within(dialog).findByRole('button', { name: 'First Platypus Bank' }));
    await user.type(within(dialog).getByLabelText('Username'), 'user_good');
    await user.type(within(dialog).getByLabelText('Password'), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The credentials you provided were incorrect.');
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await user.type(within(dialog).getByLabelText('Username'), 'user_login_required');
    await user.type(within(dialog).getByLabelText('Password'), 'pass_good');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { name: 'Sign in to your bank again' }, chunkLoad)).toBeInTheDocument();
    expect(
      screen.getByText('First Platypus Bank needs you to sign in again before we can read your checking account.'),
    ).toBeInTheDocument();
    const choices = [
      ...screen
        .getByRole('heading', { name: 'Sign in to your bank again' })
        .parentElement!.querySelectorAll('button, a'),
    ].map((element) => element.textContent);
    expect(choices).toEqual(['SIGN IN AGAIN', 'MANUALLY ENTER ACCOUNT INFO']);
    expect(backend.calls.find((call) => call.operation === 'InitializePlaidConnection')?.input).toEqual({
      id: 'app-1',
      publicToken: 'public-sandbox-1',
      isUpdateMode: false,
      language: 'en',
    });
  });
});

describe('the outcome pages', () => {
  it.each([
    ['/application/bank/invalid-credentials', "We couldn't sign in to your bank", 'Try again'],
    ['/application/bank/no-checking', "We didn't find a checking account", 'Link another bank'],
    ['/application/bank/no-auth', "This bank can't share your account numbers", 'Link another bank'],
    ['/application/bank/no-data', 'Your bank has no account details for us yet', 'Try again'],
    ['/application/bank/error-initializing', "We couldn't connect to your bank", 'Try again'],
  ])('%s says what happened and offers the next steps', async (path, title, retry) => {
    open(path);
    expect(await screen.findByRole('link', { name: retry }, chunkLoad)).toHaveAttribute(
      'href',
      '/application/bank/plaid',
    );
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Enter my account by hand' })).toHaveAttribute(
      'href',
      '/application/bank/manual',
    );
    expect(within(screen.getByRole('main')).getByRole('link', { name: '800-555-0101' })).toBeInTheDocument();
  });
});

describe('the bank step in Spanish', () => {
  const openInSpanish = async (path: string) => {
    const { backend, auth } = signInApplicant(applicant, record, {
      ApplicationById: { application: record },
    });
    await renderAppIn('es', path, { auth });
    return backend;
  };

  it('offers both ways in Spanish', async () => {
    await openInSpanish('/application/bank');
    expect(await screen.findByRole('heading', { name: 'Agregue su cuenta bancaria' }, chunkLoad)).toBeInTheDocument();
    expect(screen.getByText('Debe ser una cuenta de cheques con al menos 30 días abierta.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vincular mi banco' })).toHaveAttribute('href', '/application/bank/plaid');
    expect(screen.getByRole('link', { name: 'Ingresar mi cuenta a mano' })).toBeInTheDocument();
  });

  it('takes the account by hand with its fields and rules in Spanish, and saves nothing refused', async () => {
    const user = userEvent.setup();
    const backend = await openInSpanish('/application/bank/manual');
    const routing = await screen.findByLabelText('Número de ruta', {}, chunkLoad);
    expect(screen.getByRole('heading', { name: 'Ingrese su cuenta bancaria' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre del titular de la cuenta')).toHaveValue('Lena Ortiz');
    await user.type(routing, '021000022');
    await user.type(screen.getByLabelText('Número de cuenta'), '123456789');
    await user.type(screen.getByLabelText('Nombre del banco'), 'Buckeye Bank');
    await user.click(screen.getByRole('radio', { name: 'De ahorros' }));
    await user.type(screen.getByLabelText('Fecha en que se abrió la cuenta'), '01152020');
    await user.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    expect(
      await screen.findByText(
        'Falta información importante o hay datos incorrectos. Complete todos los campos obligatorios.',
      ),
    ).toBeInTheDocument();
    expect(routing).toHaveAccessibleDescription(
      expect.stringContaining(
        'Este no es un número de ruta válido. Revise los 9 dígitos abajo a la izquierda de sus cheques',
      ),
    );
    expect(
      screen.getByRole('link', { name: 'Solo podemos usar una cuenta de cheques. Ingrese una cuenta de cheques.' }),
    ).toBeInTheDocument();
    expect(backend.calls.filter((call) => call.operation === 'SaveBankInformation')).toEqual([]);
  });
});
