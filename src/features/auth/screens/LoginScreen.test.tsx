import { act, screen, waitFor, within } from '@testing-library/react';
import realUserEvent from '@testing-library/user-event';
import { createFakeAuthService, profileFor } from '../../../../tests/support/fakeAuthService';
import { renderApp, renderAppIn } from '../../../../tests/support/renderApp';
import { selectCustomer } from '../../../api/customerEndpoints';
import { TIMEOUT_MESSAGE } from '../signInMessages';

const accounts = {
  'maria.lopez@example.com': { password: 'Portal#2026', profile: profileFor('maria.lopez@example.com') },
  'enroll.only@example.com': {
    password: 'Portal#2026',
    profile: profileFor('enroll.only@example.com', { groups: ['enrollment.user'] }),
  },
};

const emailBox = () => screen.findByLabelText('Email', {}, { timeout: 2000 });

describe('Login screen', () => {
  // jest's fake clock (waitFor moves it as it polls).
  beforeEach(() => {
    window.localStorage.clear();
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());
  const userEvent = { setup: () => realUserEvent.setup({ advanceTimers: jest.advanceTimersByTime }) };

  // The form's 750 ms are CSS's (decision 0067), which jsdom does not apply: tests/e2e/accountAccess.test.ts checks them
  // in Chromium.

  it('prefills the email from the query string, lowercased', async () => {
    renderApp('/login?email=Maria.Lopez@Example.COM');
    expect(await emailBox()).toHaveValue('maria.lopez@example.com');
  });

  it('prefills the email from navigation state', async () => {
    renderApp({ pathname: '/login', state: { email: 'TOM@EXAMPLE.COM' } });
    expect(await emailBox()).toHaveValue('tom@example.com');
  });

  it('shows the exact validation messages and keeps Log In disabled while invalid', async () => {
    const user = userEvent.setup();
    renderApp('/login');
    const email = await emailBox();
    const button = screen.getByRole('button', { name: 'Log In' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(email);
    await user.tab();
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await user.type(email, 'not-an-email');
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    await user.clear(email);
    await user.type(email, 'a@b.c');
    expect(await screen.findByText('Invalid email value')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Password'));
    await user.tab();
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-disabled', 'true');
  });

  it('signs in, shows Logging In... while authenticating, and lands on the requested page', async () => {
    const user = userEvent.setup();
    const auth = createFakeAuthService(accounts);
    let release: () => void = () => undefined;
    const realSignIn = auth.signIn;
    auth.signIn = (email, password) =>
      new Promise<void>((resolve, reject) => {
        release = () => void realSignIn(email, password).then(resolve, reject);
      });
    const { pageViews, store } = renderApp('/account', { auth });
    await user.type(await emailBox(), 'maria.lopez@example.com');
    await user.type(screen.getByLabelText('Password'), 'Portal#2026');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    const busy = await screen.findByRole('button', { name: 'Logging In...' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await act(async () => {
      release();
    });
    // The login page's view, the sign-in's own, then the pages it leads to.
    await waitFor(() => expect(pageViews).toEqual(['/login', '/login-successful', '/account', '/account/apply-now']));
    expect(await screen.findByRole('button', { name: 'Log Out' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    // The customer's record is the one `me` cache entry, read at sign-in and kept for the session.
    expect(selectCustomer(store.getState())).toMatchObject({
      customerType: 'ONLINE_RETURNING',
      stateCode: 'OH',
      isCoreCustomer: true,
    });
  });

  it('shows the provider message in a red alert for a wrong password', async () => {
    const user = userEvent.setup();
    renderApp('/login', { auth: createFakeAuthService(accounts) });
    await user.type(await emailBox(), 'maria.lopez@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password1');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect username or password.');
  });

  it('refuses an enrollment-only user with the incorrect-credentials message', async () => {
    const user = userEvent.setup();
    const auth = createFakeAuthService(accounts);
    renderApp('/login', { auth });
    await user.type(await emailBox(), 'enroll.only@example.com');
    await user.type(screen.getByLabelText('Password'), 'Portal#2026');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect username or password.');
    expect(auth.calls).toContain('signOut');
  });

  it('shows the timeout message when navigation state says timeout', async () => {
    renderApp({ pathname: '/login', state: { timeout: true } });
    expect(await screen.findByText(TIMEOUT_MESSAGE)).toBeInTheDocument();
  });

  it('offers a phone number instead of Forgot email? when the forgotEmail flag is off', async () => {
    renderApp('/login', { flags: { forgotEmail: false } });
    await emailBox();
    expect(screen.queryByRole('link', { name: 'Forgot email?' })).not.toBeInTheDocument();
    expect(screen.getByText(/Forgot your email\? Call us at/)).toHaveTextContent('800-555-0101');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/authentication/forgot-password',
    );
    expect(screen.getByText("Don't have an account?")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enroll Now' })).toBeInTheDocument();
  });

  it('offers Forgot email? when the forgotEmail flag is on', async () => {
    renderApp('/login', { flags: { forgotEmail: true } });
    await emailBox();
    expect(screen.getByRole('link', { name: 'Forgot email?' })).toHaveAttribute('href', '/authentication/forgot-email');
  });

  it('shows the brand of the host: name, logo and phone', async () => {
    renderApp('/login', { brandKey: 'aca' });
    expect(await screen.findByRole('heading', { name: 'Log in to Acorn Cash' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Acorn Cash Advance' })).toHaveAttribute('src', '/brands/aca/logo.svg');
    expect(within(screen.getByRole('banner')).getByRole('link', { name: /800-555-0102/ })).toHaveAttribute(
      'href',
      'tel:800-555-0102',
    );
  });
});

describe('Single sign-on landing (/sso)', () => {
  it("reads 'Logging in via SSO...' while it signs in with the tokens handed over in the hash, and takes them out of the address", async () => {
    const auth = createFakeAuthService(accounts);
    const handedTo: string[] = [];
    auth.signInWithHandoff = (email) => {
      handedTo.push(email);
      return new Promise<void>(() => undefined);
    };
    const idToken = `x.${btoa(JSON.stringify({ email: 'maria.lopez@example.com' }))}.y`;
    renderApp(`/sso#id_token=${idToken}&access_token=acc&session_id=s-1`, { auth });
    expect(screen.getByRole('heading', { name: 'Logging in via SSO...' })).toBeInTheDocument();
    await waitFor(() => expect(handedTo).toEqual(['maria.lopez@example.com']));
  });

  it("says 'No SSO data found' without tokens, with a way to the login", async () => {
    const user = realUserEvent.setup();
    renderApp('/sso');
    expect(screen.getByRole('heading', { name: 'No SSO data found' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to login' }));
    expect(await screen.findByRole('heading', { name: 'Log in to Coin & Go' })).toBeInTheDocument();
  });
});

describe('Sign in with a passkey (decision 0070)', () => {
  it('asks for the email first: the field shows its error and takes the focus, and nothing is sent', async () => {
    const user = realUserEvent.setup();
    const auth = createFakeAuthService(accounts, { passkeysFor: ['maria.lopez@example.com'] });
    renderApp('/login', { auth });
    const email = await emailBox();
    await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(email).toHaveFocus();
    expect(auth.calls.filter((call) => call.startsWith('signInWithPasskey'))).toEqual([]);
  });

  it('signs in with the passkey alone, no password, and lands on the requested page', async () => {
    const user = realUserEvent.setup();
    const auth = createFakeAuthService(accounts, { passkeysFor: ['maria.lopez@example.com'] });
    const { pageViews } = renderApp('/account', { auth });
    await user.type(await emailBox(), 'Maria.Lopez@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    await waitFor(() => expect(pageViews).toEqual(['/login', '/login-successful', '/account', '/account/apply-now']));
    expect(auth.calls).toContain('signInWithPasskey:maria.lopez@example.com');
    expect(auth.calls.filter((call) => call.startsWith('signIn:'))).toEqual([]);
  });

  it('says what to do when the browser offered no passkey, and refuses an enrollment login as with a password', async () => {
    const user = realUserEvent.setup();
    const auth = createFakeAuthService(accounts, { passkeysFor: ['enroll.only@example.com'] });
    renderApp('/login', { auth });
    await user.type(await emailBox(), 'maria.lopez@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No passkey was used. If this device has a passkey for this account, try again; or log in with your password.',
    );
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'enroll.only@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Incorrect username or password.'));
    expect(auth.calls).toContain('signOut');
  });
});

describe('Login screen in Spanish (decision 0085)', () => {
  const userEvent = realUserEvent;

  it('reads in Spanish, with the rules’ messages in Spanish, and Log In disabled while invalid', async () => {
    const user = userEvent.setup();
    await renderAppIn('es', '/login', { flags: { forgotEmail: false } });
    const email = await screen.findByLabelText('Correo electrónico', {}, { timeout: 2000 });
    expect(screen.getByRole('heading', { name: 'Inicie sesión en Coin & Go' })).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Iniciar sesión' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Iniciar sesión con una llave de acceso' })).toBeInTheDocument();
    expect(screen.getByText(/¿Olvidó su correo electrónico\? Llámenos al/)).toHaveTextContent('800-555-0101');
    expect(screen.getByRole('link', { name: '¿Olvidó su contraseña?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Inscríbase ahora' })).toBeInTheDocument();
    await user.click(email);
    await user.tab();
    expect(await screen.findByText('El correo electrónico es obligatorio')).toBeInTheDocument();
    await user.type(email, 'not-an-email');
    expect(await screen.findByText('La dirección de correo electrónico no es válida')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Contraseña'));
    await user.tab();
    expect(await screen.findByText('La contraseña es obligatoria')).toBeInTheDocument();
    // The footer's control: the page's own language marked, each named in itself.
    expect(screen.getByRole('link', { name: 'Español' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('lang', 'en');
  });

  it('says a refused sign-in in Spanish, while the store keeps the specification’s English', async () => {
    const user = userEvent.setup();
    const { store } = await renderAppIn('es', '/login', { auth: createFakeAuthService(accounts) });
    await user.type(
      await screen.findByLabelText('Correo electrónico', {}, { timeout: 2000 }),
      'maria.lopez@example.com',
    );
    await user.type(screen.getByLabelText('Contraseña'), 'wrong-password1');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('El usuario o la contraseña no son correctos.');
    expect(store.getState().auth.error).toBe('Incorrect username or password.');
  });

  it('switches to English in place with the control, keeping what was typed', async () => {
    const user = userEvent.setup();
    await renderAppIn('es', '/login');
    const email = await screen.findByLabelText('Correo electrónico', {}, { timeout: 2000 });
    await user.type(email, 'maria.lopez@example.com');
    await user.click(screen.getByRole('link', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'Log in to Coin & Go' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBe(email);
    expect(email).toHaveValue('maria.lopez@example.com');
    expect(document.documentElement.lang).toBe('en');
    expect(document.cookie).toContain('portal_language=en');
  });
});
