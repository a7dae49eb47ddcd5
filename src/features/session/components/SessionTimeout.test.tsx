import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeAuthService, profileFor } from '../../../../tests/support/fakeAuthService';
import { installFakeBackend } from '../../../../tests/support/fakeBackend';
import { renderApp, renderAppIn, testFlags } from '../../../../tests/support/renderApp';

// The login page's message after a timeout (account-access spec, section 8).
const TIMEOUT_MESSAGE =
  'Uh oh! This page has timed out due to inactivity (we do this to protect your information). The good news is your information was saved. To pick up where you left off, please log in.';

const me = {
  id: 'c-1',
  email: 'maria.lopez@example.com',
  firstName: 'Maria',
  lastName: 'Lopez',
  brand: 'cng',
  customerType: 'ONLINE_RETURNING',
  stateCode: 'OH',
};
// The real times (840 idle seconds, then a 60-second prompt) on jest's fake clock.
const { idleSeconds, promptSeconds } = testFlags.timeouts.session;
const flags = { timeouts: { ...testFlags.timeouts, session: { idleSeconds, promptSeconds } } };
const advance = (ms: number) => jest.advanceTimersByTime(ms);

function signedIn() {
  const backend = installFakeBackend({
    graphql: { Me: { me }, TimeoutExpireAction: { timeoutExpireAction: { success: true } } },
  });
  const auth = createFakeAuthService(
    { 'maria.lopez@example.com': { password: 'x', profile: profileFor('maria.lopez@example.com') } },
    { signedInAs: 'maria.lopez@example.com' },
  );
  const view = renderApp('/account', { auth, flags });
  return { ...view, backend, auth };
}

/** Waits for the account page, lets the idle time pass, and returns the prompt. */
async function prompt() {
  await screen.findByRole('heading', { name: 'Welcome back, Maria Lopez' });
  act(() => advance(idleSeconds * 1000));
  return screen.findByRole('dialog', { name: 'Are you still there?' });
}

describe('Session-timeout modal', () => {
  // One fake clock for the file: the idle timer keeps module-wide state (its cross-tab channel) between
  // instances, which must see time only move forward.
  beforeAll(() => jest.useFakeTimers());
  afterAll(() => jest.useRealTimers());

  it('does not prompt before the idle time has passed', async () => {
    signedIn();
    await screen.findByRole('heading', { name: 'Welcome back, Maria Lopez' });
    act(() => advance(idleSeconds * 1000 - 2000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('prompts after the idle time with the countdown, focus on Yes; Yes resumes', async () => {
    const user = userEvent.setup({ advanceTimers: advance });
    const { backend } = signedIn();
    const dialog = await prompt();
    expect(dialog).toHaveTextContent(/Your session will expire in (60|59) seconds\. Would you like to continue\?/);
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveFocus();
    expect(dialog.querySelector('[aria-live="polite"]')).toHaveTextContent(
      'Your session will expire in 60 seconds. Would you like to continue?',
    );
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Welcome back, Maria Lopez' })).toBeInTheDocument();
    expect(backend.calls.map((c) => c.operation)).not.toContain('TimeoutExpireAction');
  });

  it('No ends the session (isManualTrigger true) and lands on login with the timeout message', async () => {
    const user = userEvent.setup({ advanceTimers: advance });
    const { backend, auth } = signedIn();
    await prompt();
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(await screen.findByText(TIMEOUT_MESSAGE)).toBeInTheDocument();
    expect(backend.calls).toContainEqual({
      operation: 'TimeoutExpireAction',
      input: { isEnrollment: false, isManualTrigger: true },
    });
    expect(auth.calls).toContain('signOut');
  });

  it('the countdown reaching zero ends the session (isManualTrigger false)', async () => {
    const { backend } = signedIn();
    await prompt();
    act(() => advance(30_000));
    expect(screen.getByRole('dialog')).toHaveTextContent(
      'Your session will expire in 30 seconds. Would you like to continue?',
    );
    expect(screen.queryByText(TIMEOUT_MESSAGE)).not.toBeInTheDocument();
    act(() => advance(promptSeconds * 1000 - 30_000));
    expect(await screen.findByText(TIMEOUT_MESSAGE)).toBeInTheDocument();
    expect(backend.calls).toContainEqual({
      operation: 'TimeoutExpireAction',
      input: { isEnrollment: false, isManualTrigger: false },
    });
  });

  it('asks in Spanish, counting down in Spanish', async () => {
    const backend = installFakeBackend({
      graphql: { Me: { me }, TimeoutExpireAction: { timeoutExpireAction: { success: true } } },
    });
    const auth = createFakeAuthService(
      { 'maria.lopez@example.com': { password: 'x', profile: profileFor('maria.lopez@example.com') } },
      { signedInAs: 'maria.lopez@example.com' },
    );
    await renderAppIn('es', '/account', { auth, flags });
    await screen.findByRole('heading', { name: 'Hola de nuevo, Maria Lopez' });
    act(() => advance(idleSeconds * 1000));
    const dialog = await screen.findByRole('dialog', { name: '¿Sigue ahí?' });
    expect(dialog).toHaveTextContent(`Su sesión vencerá en ${promptSeconds} segundos. ¿Desea continuar?`);
    expect(screen.getByRole('button', { name: 'Sí' })).toHaveFocus();
    act(() => advance((promptSeconds - 1) * 1000));
    await waitFor(() => expect(dialog).toHaveTextContent('Su sesión vencerá en 1 segundo. ¿Desea continuar?'));
    act(() => advance(2000));
    await waitFor(() => expect(backend.calls.some((call) => call.operation === 'TimeoutExpireAction')).toBe(true));
  });
});
