import { within, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeAuthService } from '../../../../tests/support/fakeAuthService';
import { installFakeBackend } from '../../../../tests/support/fakeBackend';
import { renderApp, renderAppIn, testConfig } from '../../../../tests/support/renderApp';

const chunkLoad = { timeout: 5000 };

async function fillPersonalForm(user: ReturnType<typeof userEvent.setup>, overrides: Record<string, string> = {}) {
  const values = {
    'First name': 'Ana',
    'Last name': 'Ortiz',
    Email: 'ana.ortiz@example.com',
    Password: 'Enroll#2026',
    'Confirm password': 'Enroll#2026',
    'Social Security number': '900-00-0003',
    'Date of birth': '1990-03-08',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values))
    await user.type(screen.getByLabelText(label, { exact: true }), value);
}

describe('enrollment screens', () => {
  it('/enrollment says what is needed and leads to the personal form', async () => {
    const user = userEvent.setup();
    renderApp('/enrollment');
    expect(await screen.findByRole('heading', { name: 'Enroll in online account access' })).toBeInTheDocument();
    expect(screen.getByText('your Social Security number and date of birth')).toBeInTheDocument();
    // Someone who has a login already is sent to log in.
    const already = screen.getByText(/^Already have an account\?/);
    expect(already).toHaveTextContent('Already have an account? Log In');
    expect(within(already).getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    await user.click(screen.getByRole('link', { name: 'Get Started' }));
    expect(await screen.findByRole('heading', { name: 'Create your login' })).toBeInTheDocument();
  });

  it('shows the partner-site screen on /enrollment when the redirectToPartner flag is on', async () => {
    renderApp('/enrollment', { flags: { redirectToPartner: true } });
    expect(await screen.findByRole('heading', { name: /^Continue on / })).toBeInTheDocument();
  });

  it("shows enrollment itself, flag or not, when this host is the partner's own host", async () => {
    const partnerHere = { ...testConfig.brandOrigins, p360: `http://${window.location.host}` };
    renderApp('/enrollment', { flags: { redirectToPartner: true }, config: { brandOrigins: partnerHere } });
    expect(await screen.findByRole('heading', { name: 'Enroll in online account access' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /^Continue on / })).not.toBeInTheDocument();
  });

  it('checks the personal form as the spec says (SSN 9 digits, 18 or older, the password rule and its message) and sends nothing until it is right', async () => {
    const user = userEvent.setup();
    const backend = installFakeBackend();
    renderApp('/enrollment/personal-form');
    await screen.findByRole('heading', { name: 'Create your login' });
    await fillPersonalForm(user, {
      'Social Security number': '12345',
      Password: 'short',
      'Confirm password': 'other',
      'Date of birth': '2015-01-01',
    });
    await user.tab();
    expect(await screen.findByText('Enter your 9-digit Social Security number')).toBeInTheDocument();
    expect(
      screen.getByText('Password must be at least 8 characters, contain at least one number and at least one letter', {
        selector: '[role="alert"]',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Passwords must match')).toBeInTheDocument();
    expect(screen.getByText('You must be at least 18 years old to enroll')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveAttribute('aria-disabled', 'true');
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.tab();
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    // Nothing sent: the page's own reads (its footer's links) aside.
    expect(backend.calls.filter((call) => !call.operation.startsWith('GET '))).toEqual([]);
  });

  it('finds the record and greets the customer on the residential form; wrong answers say how many tries are left', async () => {
    const user = userEvent.setup();
    const backend = installFakeBackend({
      graphql: {
        PrepareForEnrollment: {
          prepareForEnrollment: {
            enrollmentId: 'en-1',
            state: 'NEEDS_RESIDENTIAL_INFO',
            result: null,
            attemptsLeft: 3,
          },
        },
        CustomerSystemSearch: {
          customerSystemSearch: {
            firstName: 'Ana',
            lastName: 'Ortiz',
            hasRetailPresence: true,
            isReturningRetailCustomer: true,
          },
        },
        ConfirmEnrollmentAddress: {
          confirmEnrollmentAddress: {
            enrollmentId: 'en-1',
            state: 'NEEDS_RESIDENTIAL_INFO',
            result: null,
            attemptsLeft: 2,
          },
        },
      },
    });
    renderApp('/enrollment/personal-form', { auth: createFakeAuthService() });
    await screen.findByRole('heading', { name: 'Create your login' });
    await fillPersonalForm(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Confirm your details' })).toBeInTheDocument();
    expect(screen.getByText(/Hi Ana, to make sure it's you/)).toBeInTheDocument();
    expect(backend.calls.find((c) => c.operation === 'PrepareForEnrollment')?.input).toEqual({
      ssn: '900000003',
      dateOfBirth: '1990-03-08',
    });

    await user.type(screen.getByLabelText('Street address'), '1 Main St');
    await user.type(screen.getByLabelText('ZIP code'), '4300');
    await user.tab();
    expect(await screen.findByText('Enter a 5-digit ZIP code')).toBeInTheDocument();
    await user.type(screen.getByLabelText('ZIP code'), '4');
    await user.type(screen.getByLabelText('Mobile phone number'), '614-555');
    await user.tab();
    expect(await screen.findByText('Enter a 10-digit phone number')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Mobile phone number'), '-0199');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText("These details don't match our records. You have 2 tries left."),
    ).toBeInTheDocument();

    // Switched to Spanish on the page: the same message in Spanish, its tries left with it, and the answers kept.
    await user.click(screen.getByRole('link', { name: 'Español' }));
    expect(
      await screen.findByText('Estos datos no coinciden con nuestros registros. Le quedan 2 intentos.', {}, chunkLoad),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Código postal')).toHaveValue('43004');
  });

  it('the pages in the middle of an enrollment lead back to /enrollment when opened directly', async () => {
    renderApp('/enrollment/email-verification');
    expect(await screen.findByRole('heading', { name: 'Enroll in online account access' })).toBeInTheDocument();
  });

  it.each([
    ['/enrollment/no-record-located', "We couldn't find your record", 'Try Again'],
    ['/enrollment/customer-already-in-use', 'You already have an online account', 'Log In'],
    ['/enrollment/email-already-in-use', 'This email is already in use', 'Use a Different Email'],
    ['/enrollment/email-verification-not-eligible', "This email can't be used", 'Use a Different Email'],
    ['/enrollment/email-verification-failed', "We couldn't verify your email", 'Back to Enrollment'],
    ['/enrollment/otp-failed', "We couldn't verify your phone", 'Back to Enrollment'],
    ['/enrollment/thank-you', 'Thank you', 'Go to login'],
    [
      '/enrollment/error',
      "Hmmm... something's not working at the moment. Please try again later.",
      'Back to Enrollment',
    ],
  ])('%s: %s', async (path, title, action) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByRole('main').querySelector(`a[href]`)).not.toBeNull();
    expect(screen.getAllByRole('link', { name: action }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: '800-555-0101' }).length).toBeGreaterThan(0);
  });
});

describe('enrollment in Spanish (decision 0085)', () => {
  it('says what is needed in Spanish, and checks the personal form with the rules in Spanish', async () => {
    const user = userEvent.setup();
    await renderAppIn('es', '/enrollment');
    expect(
      await screen.findByRole('heading', { name: 'Inscríbase para tener acceso a su cuenta en línea' }),
    ).toBeInTheDocument();
    expect(screen.getByText('su número de Seguro Social y su fecha de nacimiento')).toBeInTheDocument();
    const already = screen.getByText(/^¿Ya tiene una cuenta\?/);
    expect(within(already).getByRole('link', { name: 'Inicie sesión' })).toHaveAttribute('href', '/login');
    await user.click(screen.getByRole('link', { name: 'Comenzar' }));
    expect(await screen.findByRole('heading', { name: 'Cree su acceso' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Número de Seguro Social'), '123');
    await user.tab();
    expect(await screen.findByText('Escriba su número de Seguro Social de 9 dígitos')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Fecha de nacimiento'), '2020-01-01');
    await user.tab();
    expect(await screen.findByText('Debe tener al menos 18 años para inscribirse')).toBeInTheDocument();
    expect(
      screen.getByText('La contraseña debe tener al menos 8 caracteres, con al menos un número y al menos una letra.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/^¿Necesita ayuda\? Llámenos al/)).toHaveTextContent('800-555-0101');
  });
});
