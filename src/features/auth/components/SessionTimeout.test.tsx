import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeAuthService, profileFor } from '../../../../tests/support/fakeAuthService';
import { installFakeBackend } from '../../../../tests/support/fakeBackend';
import { renderApp, testFlags } from '../../../../tests/support/renderApp';
import { TIMEOUT_MESSAGE } from '../signInMessages';

const me = { id: 'c-1', email: 'maria.lopez@example.com', firstName: 'Maria', lastName: 'Lopez', brand: 'cng', customerType: 'ONLINE_RETURNING', stateCode: 'OH' };
// One idle second, then a three-second prompt: real timers, short enough for a test.
const flags = { timeouts: { ...testFlags.timeouts, session: { idleSeconds: 1, promptSeconds: 3 } } };

function signedIn() {
  const backend = installFakeBackend({ graphql: { Me: { me }, TimeoutExpireAction: { timeoutExpireAction: { success: true } } } });
  const auth = createFakeAuthService({ 'maria.lopez@example.com': { password: 'x', profile: profileFor('maria.lopez@example.com') } }, { signedInAs: 'maria.lopez@example.com' });
  const view = renderApp('/account', { auth, flags });
  return { ...view, backend, auth };
}

const prompt = () => screen.findByRole('dialog', { name: 'Are you still there?' }, { timeout: 3000 });

describe('Session-timeout modal', () => {
  it('prompts after the idle time with the countdown, focus on Yes; Yes resumes', async () => {
    const user = userEvent.setup();
    const { backend } = signedIn();
    await screen.findByRole('heading', { name: 'Welcome back, Maria Lopez' });
    const dialog = await prompt();
    expect(dialog).toHaveTextContent(/Your session will expire in [123] seconds\. Would you like to continue\?/);
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveFocus();
    expect(dialog.querySelector('[aria-live="polite"]')).toHaveTextContent('Your session will expire in 3 seconds. Would you like to continue?');
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Welcome back, Maria Lopez' })).toBeInTheDocument();
    expect(backend.calls.map((c) => c.operation)).not.toContain('TimeoutExpireAction');
  });

  it('No ends the session (isManualTrigger true) and lands on login with the timeout message', async () => {
    const user = userEvent.setup();
    const { backend, auth } = signedIn();
    await prompt();
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(await screen.findByText(TIMEOUT_MESSAGE)).toBeInTheDocument();
    expect(backend.calls).toContainEqual({ operation: 'TimeoutExpireAction', input: { isEnrollment: false, isManualTrigger: true } });
    expect(auth.calls).toContain('signOut');
  });

  it('the countdown reaching zero ends the session (isManualTrigger false)', async () => {
    const { backend } = signedIn();
    await prompt();
    expect(await screen.findByText(TIMEOUT_MESSAGE, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(backend.calls).toContainEqual({ operation: 'TimeoutExpireAction', input: { isEnrollment: false, isManualTrigger: false } });
  }, 10000);
});
