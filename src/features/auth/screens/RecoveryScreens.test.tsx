import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeAuthService, profileFor } from '../../../../tests/support/fakeAuthService';
import { HttpFailure, installFakeBackend } from '../../../../tests/support/fakeBackend';
import { renderApp, renderAppIn, testConfig } from '../../../../tests/support/renderApp';

const accounts = () => ({
  'maria.lopez@example.com': { password: 'Portal#2026', profile: profileFor('maria.lopez@example.com') },
  'pat.nopass@example.com': {
    password: '',
    profile: profileFor('pat.nopass@example.com', { firstName: 'Pat', isPasswordless: true }),
  },
});
const auth = () => createFakeAuthService(accounts(), { codes: { 'pat.nopass@example.com': '246810' } });

describe('Forgot password screen', () => {
  it('keeps Send Password disabled while the email is invalid, with the login form’s messages, and mails the link', async () => {
    const user = userEvent.setup();
    const backend = installFakeBackend({ rest: { 'POST /api/auth': { result: 'OK' } } });
    const service = auth();
    renderApp('/authentication/forgot-password', { auth: service });
    const email = await screen.findByLabelText('Email');
    const send = screen.getByRole('button', { name: 'Send Password' });
    expect(send).toHaveAttribute('aria-disabled', 'true');
    await user.type(email, 'maria.lopez@');
    await user.tab();
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(send).toHaveAttribute('aria-disabled', 'true');
    await user.type(email, 'example.com');
    await user.click(send);
    expect(
      await screen.findByText('Please check your email and click on the provided link to reset your password.'),
    ).toBeInTheDocument();
    expect(service.calls).toEqual(['forgotPassword:maria.lopez@example.com']);
    expect(backend.calls).toContainEqual({
      operation: 'POST /api/auth',
      input: {
        type: 'forgotPassword',
        email: 'maria.lopez@example.com',
        blackBox: 'test-black-box',
        flags: { enablePasswordlessFlow: true },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(await screen.findByRole('heading', { name: 'Log in to Coin & Go' })).toBeInTheDocument();
  });

  it('offers enrollment when no account has the email', async () => {
    const user = userEvent.setup();
    installFakeBackend({ rest: { 'POST /api/auth': { result: 'OK' } } });
    renderApp('/authentication/forgot-password', { auth: auth() });
    await user.type(await screen.findByLabelText('Email'), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Password' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      "We couldn't find an account matching the email address you entered. Please review and try again.",
    );
    expect(screen.getByRole('link', { name: 'Enroll Now' })).toHaveAttribute('href', '/enrollment');
  });

  it('goes to the fail page when the check answers DENIED', async () => {
    const user = userEvent.setup();
    installFakeBackend({ rest: { 'POST /api/auth': { result: 'DENIED' } } });
    renderApp('/authentication/forgot-password', { auth: auth() });
    await user.type(await screen.findByLabelText('Email'), 'mfa.deny@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Password' }));
    expect(await screen.findByRole('heading', { name: "We can't reset your password online." })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: '800-555-0101' })).toHaveAttribute(
      'href',
      'tel:800-555-0101',
    );
  });

  it('goes to the passwordless resume, email kept, when the check answers FAILED_P', async () => {
    const user = userEvent.setup();
    installFakeBackend({ rest: { 'POST /api/auth': { result: 'FAILED_P' } } });
    renderApp('/authentication/forgot-password', { auth: auth() });
    await user.type(await screen.findByLabelText('Email'), 'pat.nopass@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Password' }));
    expect(await screen.findByRole('heading', { name: 'Log in with a code' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('pat.nopass@example.com');
  });

  it('shows the partner-site screen when the redirectToPartner flag is on', async () => {
    renderApp('/authentication/forgot-password', { flags: { redirectToPartner: true } });
    expect(await screen.findByRole('heading', { name: 'Continue on Path 360' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue to Path 360' })).toHaveAttribute(
      'href',
      'http://p360.localhost:8080/authentication/forgot-password',
    );
  });

  it("shows forgot password itself, flag or not, when this host is the partner's own host", async () => {
    const partnerHere = { ...testConfig.brandOrigins, p360: `http://${window.location.host}` };
    renderApp('/authentication/forgot-password', {
      flags: { redirectToPartner: true },
      config: { brandOrigins: partnerHere },
    });
    expect(await screen.findByRole('button', { name: 'Send Password' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Continue on Path 360' })).not.toBeInTheDocument();
  });

  it('has a fail page only while the forgotPassword flag is on', async () => {
    renderApp('/authentication/forgot-password/fail', { flags: { forgotPassword: false } });
    expect(await screen.findByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/404.html');
  });
});

describe('Change password screen', () => {
  const link = '/authentication/change-password/123456/maria.lopez%40example.com';

  it('shows the exact validation texts and keeps Change Password disabled while invalid', async () => {
    const user = userEvent.setup();
    renderApp(link, { auth: auth() });
    const password = await screen.findByLabelText('New password');
    const confirmation = screen.getByLabelText('Confirm new password');
    const change = screen.getByRole('button', { name: 'Change Password' });
    expect(change).toHaveAttribute('aria-disabled', 'true');
    await user.click(password);
    await user.click(confirmation);
    await user.tab();
    expect(await screen.findByText('A password is required')).toBeInTheDocument();
    expect(screen.getByText('Password Confirmation is required')).toBeInTheDocument();
    await user.type(password, 'short');
    expect(
      await screen.findByText(
        'Password must be at least 8 characters, contain at least one number and at least one letter',
      ),
    ).toBeInTheDocument();
    await user.clear(password);
    await user.type(password, 'NewPass#2027');
    await user.type(confirmation, 'NewPass#2028');
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();
    expect(change).toHaveAttribute('aria-disabled', 'true');
  });

  it("reads 'Processing...' (disabled) while the change is under way, and 'Go to login' goes to login with the email", async () => {
    const user = userEvent.setup();
    const service = auth();
    let finish: () => void = () => undefined;
    service.confirmForgotPassword = () => new Promise<void>((resolve) => (finish = resolve));
    installFakeBackend({ rest: { 'POST /api/password-changed': { success: true } } });
    renderApp(link, { auth: service });
    await user.type(await screen.findByLabelText('New password'), 'NewPass#2027');
    await user.type(screen.getByLabelText('Confirm new password'), 'NewPass#2027');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByRole('button', { name: 'Processing...' })).toHaveAttribute('aria-disabled', 'true');
    finish();
    await screen.findByRole('heading', { name: /^Log in to / });
  });

  it("has 'Go to login', which opens the login with the link's email", async () => {
    const user = userEvent.setup();
    renderApp(link, { auth: auth() });
    await user.click(await screen.findByRole('button', { name: 'Go to login' }));
    expect(await screen.findByLabelText('Email', {}, { timeout: 2000 })).toHaveValue('maria.lopez@example.com');
  });

  it('changes the password, sends the notice, and goes to login with the email and a notice', async () => {
    const user = userEvent.setup();
    const backend = installFakeBackend({ rest: { 'POST /api/password-changed': { success: true } } });
    const service = auth();
    renderApp(link, { auth: service });
    await user.type(await screen.findByLabelText('New password'), 'NewPass#2027');
    await user.type(screen.getByLabelText('Confirm new password'), 'NewPass#2027');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(
      await screen.findByText('Your password has been changed. Please log in with your new password.'),
    ).toBeInTheDocument();
    expect(await screen.findByLabelText('Email', {}, { timeout: 2000 })).toHaveValue('maria.lopez@example.com');
    expect(service.calls).toEqual(['confirmForgotPassword:maria.lopez@example.com']);
    expect(backend.calls).toContainEqual({
      operation: 'POST /api/password-changed',
      input: { email: 'maria.lopez@example.com' },
    });
  });

  it("says 'This link is no longer valid.' for a used code, and keeps the button disabled until the form is edited", async () => {
    const user = userEvent.setup();
    renderApp('/authentication/change-password/654321/maria.lopez%40example.com', { auth: auth() });
    await user.type(await screen.findByLabelText('New password'), 'NewPass#2027');
    await user.type(screen.getByLabelText('Confirm new password'), 'NewPass#2027');
    const change = screen.getByRole('button', { name: 'Change Password' });
    await user.click(change);
    expect(await screen.findByText('This link is no longer valid.')).toBeInTheDocument();
    expect(change).toHaveAttribute('aria-disabled', 'true');
    await user.type(screen.getByLabelText('Confirm new password'), '{Backspace}7');
    await waitFor(() => expect(change).toBeEnabled());
  });

  it('refuses a malformed link at once and sends nothing', async () => {
    const service = auth();
    renderApp('/authentication/change-password/abc/not-an-email', { auth: service });
    expect(await screen.findByText('This link is no longer valid.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change Password' })).toHaveAttribute('aria-disabled', 'true');
    expect(service.calls).toEqual([]);
  });
});

describe('Passwordless resume screen', () => {
  it('exists only while the enablePasswordlessFlow flag is on', async () => {
    renderApp('/authentication/resume-passwordless', { flags: { enablePasswordlessFlow: false } });
    expect(await screen.findByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/404.html');
  });

  it('sends a code, refuses a wrong one with the spec message, and signs in with the right one', async () => {
    const user = userEvent.setup();
    installFakeBackend({
      graphql: {
        Me: {
          me: {
            id: 'c-1',
            email: 'pat.nopass@example.com',
            firstName: 'Pat',
            lastName: 'Morgan',
            brand: 'cng',
            customerType: 'ONLINE_RETURNING',
            stateCode: 'OH',
          },
        },
      },
    });
    renderApp(
      { pathname: '/authentication/resume-passwordless', state: { email: 'pat.nopass@example.com' } },
      { auth: auth() },
    );
    await user.click(await screen.findByRole('button', { name: 'Send Code' }));
    expect(await screen.findByText('pat.nopass@example.com')).toBeInTheDocument();
    const code = screen.getByLabelText('Code');
    await user.type(code, '12345678901');
    await user.tab();
    expect(await screen.findByText('Max characters exceeded.')).toBeInTheDocument();
    await user.clear(code);
    expect(await screen.findByText('Required.')).toBeInTheDocument();
    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(
      await screen.findByText('Verification failed. Please make sure the code was entered correctly and try again.'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Code'), '246810');
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back, Pat Morgan' })).toBeInTheDocument();
  });
});

describe('Forgot email screens', () => {
  it('exist only while the forgotEmail flag is on', async () => {
    renderApp('/authentication/forgot-email', { flags: { forgotEmail: false } });
    expect(await screen.findByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/404.html');
  });

  it('validates, then shows the masked address of the matching account', async () => {
    const user = userEvent.setup();
    const backend = installFakeBackend({ rest: { 'POST /api/forgot-email': { maskedEmail: 'm•••z@example.com' } } });
    renderApp('/authentication/forgot-email');
    const find = await screen.findByRole('button', { name: 'Find My Email' });
    await user.click(screen.getByLabelText('Last name'));
    await user.click(screen.getByLabelText('Date of birth'));
    await user.click(screen.getByLabelText('Last 4 digits of your SSN'));
    await user.tab();
    expect(await screen.findByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Date of birth is required')).toBeInTheDocument();
    expect(screen.getByText('Enter the last 4 digits of your SSN')).toBeInTheDocument();
    expect(find).toHaveAttribute('aria-disabled', 'true');
    await user.type(screen.getByLabelText('Last name'), 'Lopez');
    await user.type(screen.getByLabelText('Date of birth'), '1988-04-12');
    await user.type(screen.getByLabelText('Last 4 digits of your SSN'), '4821');
    await user.click(find);
    expect(await screen.findByText('m•••z@example.com')).toBeInTheDocument();
    expect(backend.calls).toContainEqual({
      operation: 'POST /api/forgot-email',
      input: { lastName: 'Lopez', dateOfBirth: '1988-04-12', ssnLast4: '4821' },
    });
  });

  it('goes to the fail page when nothing matches', async () => {
    const user = userEvent.setup();
    installFakeBackend({
      rest: { 'POST /api/forgot-email': new HttpFailure(404, 'No account matches these details') },
    });
    renderApp('/authentication/forgot-email');
    await user.type(await screen.findByLabelText('Last name'), 'Lopez');
    await user.type(screen.getByLabelText('Date of birth'), '1988-04-12');
    await user.type(screen.getByLabelText('Last 4 digits of your SSN'), '0000');
    await user.click(screen.getByRole('button', { name: 'Find My Email' }));
    expect(
      await screen.findByRole('heading', { name: "We couldn't find an account matching the information you entered." }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'try again' })).toHaveAttribute('href', '/authentication/forgot-email');
  });
});

describe('The recovery in Spanish (decision 0085)', () => {
  it('asks for the email in Spanish, and says in Spanish that no account has it', async () => {
    const user = userEvent.setup();
    installFakeBackend({ rest: { 'POST /api/auth': { result: 'OK' } } });
    await renderAppIn('es', '/authentication/forgot-password', { auth: auth() });
    expect(await screen.findByRole('heading', { name: 'Olvidé mi contraseña' })).toBeInTheDocument();
    const email = screen.getByLabelText('Correo electrónico');
    await user.type(email, 'nobody@');
    await user.tab();
    expect(await screen.findByText('La dirección de correo electrónico no es válida')).toBeInTheDocument();
    await user.type(email, 'example.com');
    await user.click(screen.getByRole('button', { name: 'Enviar contraseña' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No encontramos una cuenta con el correo electrónico que escribió. Revíselo e inténtelo de nuevo.',
    );
    expect(screen.getByRole('link', { name: 'Inscríbase ahora' })).toHaveAttribute('href', '/enrollment');
    expect(screen.getByRole('button', { name: 'Regresar' })).toBeInTheDocument();
  });

  it('asks the identity service for the reset mail in Spanish, the page’s language', async () => {
    const user = userEvent.setup();
    installFakeBackend({ rest: { 'POST /api/auth': { result: 'OK' } } });
    const service = auth();
    const asked: unknown[][] = [];
    const forgot = service.forgotPassword;
    service.forgotPassword = (...args) => {
      asked.push(args);
      return forgot(...args);
    };
    await renderAppIn('es', '/authentication/forgot-password', { auth: service });
    await user.type(await screen.findByLabelText('Correo electrónico'), 'maria.lopez@example.com');
    await user.click(screen.getByRole('button', { name: 'Enviar contraseña' }));
    await waitFor(() => expect(asked).toEqual([['maria.lopez@example.com', 'es']]));
  });

  it('checks a new password with the rules in Spanish', async () => {
    const user = userEvent.setup();
    await renderAppIn('es', '/authentication/change-password/123456/maria.lopez@example.com', { auth: auth() });
    const password = await screen.findByLabelText('Nueva contraseña');
    const confirmation = screen.getByLabelText('Confirme la nueva contraseña');
    expect(screen.getByText('Elija una nueva contraseña para maria.lopez@example.com.')).toBeInTheDocument();
    await user.type(password, 'short');
    await user.tab();
    expect(
      await screen.findByText(
        'La contraseña debe tener al menos 8 caracteres, con al menos un número y al menos una letra',
      ),
    ).toBeInTheDocument();
    await user.clear(password);
    await user.type(password, 'NewPass#2027');
    await user.type(confirmation, 'NewPass#2028');
    await user.tab();
    expect(await screen.findByText('Las contraseñas deben coincidir')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cambiar contraseña' })).toHaveAttribute('aria-disabled', 'true');
  });
});
