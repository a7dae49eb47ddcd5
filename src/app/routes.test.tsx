import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeAuthService, profileFor } from '../../tests/support/fakeAuthService';
import { renderApp } from '../../tests/support/renderApp';
import { GENERIC_ERROR_MESSAGE } from '../lib/genericErrorMessage';

const signedIn = (email: string, groups = ['my.account.user']) =>
  createFakeAuthService({ [email]: { password: 'x', profile: profileFor(email, { groups }) } }, { signedInAs: email });

describe('route table and guards', () => {
  it('sends a visitor on a guarded route to /login, remembering where they were going', async () => {
    const user = userEvent.setup();
    const auth = createFakeAuthService({
      'maria.lopez@example.com': { password: 'Portal#2026', profile: profileFor('maria.lopez@example.com') },
    });
    const { visited } = renderApp('/account?tab=loans', { auth });
    expect(await screen.findByRole('heading', { name: 'Log in to Coin & Go' })).toBeInTheDocument();
    await user.type(await screen.findByLabelText('Email', {}, { timeout: 2000 }), 'maria.lopez@example.com');
    await user.type(screen.getByLabelText('Password'), 'Portal#2026');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('button', { name: 'Log Out' })).toBeInTheDocument();
    expect(visited).toEqual(['/account?tab=loans']);
  });

  it('shows the generic error page at /error with the exact text', async () => {
    renderApp('/error');
    expect(await screen.findByRole('heading', { name: GENERIC_ERROR_MESSAGE })).toHaveTextContent(
      "Hmmm... something's not working at the moment. Please try again later.",
    );
  });

  it('sends unknown paths to the brand 404 page', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/404.html');
  });

  it('sends every route to the maintenance page in maintenance mode', async () => {
    renderApp('/login', { flags: { maintenenceMode: true } });
    expect(await screen.findByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/maintenance.html');
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  });

  it('redirects the root to login on p360 and to the account page elsewhere', async () => {
    renderApp('/', { brandKey: 'p360' });
    expect(await screen.findByRole('heading', { name: 'Log in to P360' })).toBeInTheDocument();
  });

  it('redirects the root to the account page on other brands (login first for visitors)', async () => {
    const { store } = renderApp('/', { brandKey: 'aca', auth: signedIn('james.carter@example.com') });
    expect(await screen.findByRole('button', { name: 'Log Out' })).toBeInTheDocument();
    expect(store.getState().auth.status).toBe('signedIn');
  });

  describe("the agents' pages (the real route table)", () => {
    const agent = () => signedIn('agent.smith@example.com', ['my.account.csr']);

    it('sends a visitor of the agent landing to the agent login', async () => {
      renderApp('/admin/landing');
      expect(await screen.findByRole('heading', { name: 'Agent log in' })).toBeInTheDocument();
    });

    it('sends a signed-in customer on the agent landing to /error', async () => {
      renderApp('/admin/landing', { auth: signedIn('maria.lopez@example.com') });
      expect(await screen.findByRole('heading', { name: GENERIC_ERROR_MESSAGE })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Agent tools' })).not.toBeInTheDocument();
    });

    it('lets an agent in', async () => {
      renderApp('/admin/landing', { auth: agent() });
      expect(await screen.findByRole('heading', { name: 'Agent tools' })).toBeInTheDocument();
    });

    it('sends an agent who opens the agent login on to the landing', async () => {
      renderApp('/admin/login', { auth: agent() });
      expect(await screen.findByRole('heading', { name: 'Agent tools' })).toBeInTheDocument();
    });
  });

  describe('the agent login (the real route table)', () => {
    it('is shown to a visitor', async () => {
      renderApp('/admin/login');
      expect(await screen.findByRole('button', { name: /log in/i })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: GENERIC_ERROR_MESSAGE })).not.toBeInTheDocument();
    });

    it('sends a signed-in customer to the error page', async () => {
      renderApp('/admin/login', { auth: signedIn('maria.lopez@example.com') });
      expect(await screen.findByRole('heading', { name: GENERIC_ERROR_MESSAGE })).toBeInTheDocument();
    });
  });

  describe('/login with the redirectToP360 flag', () => {
    const redirect = { flags: { redirectToP360: true } };
    const loginHeading = (brand: string) => screen.findByRole('heading', { name: `Log in to ${brand}` });

    it("sends a visitor of another brand to p360's login, keeping the query", async () => {
      renderApp('/login?email=a%40example.com', redirect);
      expect(await screen.findByRole('link', { name: 'Continue' })).toHaveAttribute(
        'href',
        'http://p360.localhost:8080/login?email=a%40example.com',
      );
      expect(screen.queryByRole('heading', { name: 'Log in to Coin & Go' })).not.toBeInTheDocument();
    });

    it('shows the login when the flag is off', async () => {
      renderApp('/login', { flags: { redirectToP360: false } });
      expect(await loginHeading('Coin & Go')).toBeInTheDocument();
    });

    it('shows the login with resumeApp=true', async () => {
      renderApp('/login?resumeApp=true', redirect);
      expect(await loginHeading('Coin & Go')).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Continue' })).not.toBeInTheDocument();
    });

    it("shows the login on p360's own host", async () => {
      renderApp('/login', { ...redirect, brandKey: 'p360' });
      expect(await loginHeading('P360')).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Continue' })).not.toBeInTheDocument();
    });

    it('stays when the hash carries handed-over tokens (single sign-on)', async () => {
      // Sagas off: the point is the route's choice while the hand-off is under way, not the exchange itself.
      renderApp('/login#id_token=a.b.c&access_token=d.e.f', { ...redirect, runSagas: false });
      expect(await screen.findByRole('heading', { name: 'Establishing Credentials' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Continue' })).not.toBeInTheDocument();
    });
  });
});
