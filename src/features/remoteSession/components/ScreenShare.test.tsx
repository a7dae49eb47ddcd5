// The customer's screen share: start from the header's popover, read the code, see the agent join (polled), stop;
// the banner on every page while it runs; nothing for visitors, agents, or with the flag off.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeAuthService, profileFor } from '../../../../tests/support/fakeAuthService';
import { installFakeBackend } from '../../../../tests/support/fakeBackend';
import { renderApp, renderAppIn } from '../../../../tests/support/renderApp';

const email = 'maria.lopez@example.com';
const customer = () =>
  createFakeAuthService({ [email]: { password: 'x', profile: profileFor(email) } }, { signedInAs: email });
const waiting = {
  code: '123456',
  status: 'WAITING',
  agentJoined: false,
  joinBy: '2026-11-23T15:10:00.000Z',
  endsAt: '2026-11-23T16:00:00.000Z',
};

describe('screen share', () => {
  it('starts a session from the popover, shows its code and the banner, sees the agent join, and stops', async () => {
    let session: typeof waiting | null = null;
    const backend = installFakeBackend({
      graphql: {
        RemoteSession: () => ({ remoteSession: session }),
        StartRemoteSession: () => {
          session = waiting;
          return { startRemoteSession: session };
        },
        StopRemoteSession: () => {
          session = null;
          return { stopRemoteSession: { success: true } };
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/account', { auth: customer() });
    const share = await screen.findByRole('button', { name: 'Share screen' });
    expect(share).toHaveAttribute('aria-expanded', 'false');
    await user.click(share);
    const popover = screen.getByRole('dialog', { name: 'Share your screen with an agent' });
    expect(within(popover).getByText(/the agent cannot type or change anything/i)).toBeInTheDocument();
    await user.click(within(popover).getByRole('button', { name: 'Start sharing' }));

    expect(await within(popover).findByLabelText('Your code is 1 2 3 4 5 6')).toHaveTextContent('123 456');
    const banner = screen.getByRole('region', { name: 'Screen sharing' });
    expect(within(banner).getByRole('status')).toHaveTextContent(
      'Screen sharing is on: waiting for the agent to join with code 123 456.',
    );
    expect(screen.getByRole('button', { name: 'Sharing screen' })).toBeInTheDocument();

    // Escape closes the popover and gives the focus back.
    await user.keyboard('{Escape}');
    expect(popover).not.toBeVisible();
    expect(screen.getByRole('button', { name: 'Sharing screen' })).toHaveFocus();

    // The agent joins: the next poll (5 s) says so.
    session = { ...waiting, status: 'ACTIVE', agentJoined: true };
    await waitFor(
      () =>
        expect(within(banner).getByRole('status')).toHaveTextContent(
          'Screen sharing is on: an agent can see your screens, and cannot enter anything.',
        ),
      { timeout: 7000 },
    );

    await user.click(within(banner).getByRole('button', { name: 'Stop sharing' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Screen sharing' })).not.toBeInTheDocument());
    expect(
      backend.calls.filter((call) => call.operation.endsWith('RemoteSession')).map((call) => call.operation),
    ).toEqual(expect.arrayContaining(['RemoteSession', 'StartRemoteSession', 'StopRemoteSession']));
  }, 15000);

  it('speaks Spanish on a Spanish page: the button, the popover with its code and time, the banner, a refusal', async () => {
    let session: typeof waiting | null = null;
    let refuse = false;
    installFakeBackend({
      graphql: {
        RemoteSession: () => ({ remoteSession: session }),
        StartRemoteSession: () => {
          session = waiting;
          return { startRemoteSession: session };
        },
        StopRemoteSession: () => {
          if (refuse) throw new Error('down');
          session = null;
          return { stopRemoteSession: { success: true } };
        },
      },
    });
    const user = userEvent.setup();
    await renderAppIn('es', '/account', { auth: customer() });
    await user.click(await screen.findByRole('button', { name: 'Compartir pantalla' }, { timeout: 5000 }));
    const popover = screen.getByRole('dialog', { name: 'Comparta su pantalla con un agente' });
    expect(
      within(popover).getByText(
        'Mientras habla con nosotros por teléfono, un agente puede ver sus pantallas para ayudarle. El agente no puede escribir ni cambiar nada, y usted puede dejar de compartir en cualquier momento.',
      ),
    ).toBeInTheDocument();
    await user.click(within(popover).getByRole('button', { name: 'Empezar a compartir' }));

    expect(await within(popover).findByLabelText('Su código es 1 2 3 4 5 6')).toHaveTextContent('123 456');
    expect(within(popover).getByText('Dígale este código al agente:')).toBeInTheDocument();
    // The time on this device's clock, as es-US writes it ("3:10 p. m."), with no period after its own.
    expect(within(popover).getByText(/^Hora límite para que el agente se una: /)).toHaveTextContent(
      /^Hora límite para que el agente se una: \d{1,2}:10\s[ap]\.\s?m\.$/u,
    );
    const banner = screen.getByRole('region', { name: 'Pantalla compartida' });
    expect(within(banner).getByRole('status')).toHaveTextContent(
      'Está compartiendo su pantalla: esperando a que el agente se una con el código 123 456.',
    );
    expect(screen.getByRole('button', { name: 'Compartiendo pantalla' })).toBeInTheDocument();

    refuse = true;
    await user.click(within(popover).getByRole('button', { name: 'Dejar de compartir' }));
    expect(await within(popover).findByRole('alert')).toHaveTextContent(
      'No pudimos cambiar el uso compartido de su pantalla. Intente de nuevo, o dígaselo al agente por teléfono.',
    );
    expect(screen.getByRole('region', { name: 'Pantalla compartida' })).toBeInTheDocument();
  });

  it('closes the popover when Tab takes the focus out of it, so it covers nothing that has the focus', async () => {
    installFakeBackend({ graphql: { RemoteSession: () => ({ remoteSession: null }) } });
    const user = userEvent.setup();
    renderApp('/account', { auth: customer() });
    const share = await screen.findByRole('button', { name: 'Share screen' });
    await user.click(share);
    const popover = screen.getByRole('dialog', { name: 'Share your screen with an agent' });
    expect(popover).toHaveFocus();
    // Into the popover and through it: it stays open while the focus is in it.
    await user.tab();
    expect(within(popover).getByRole('button', { name: 'Start sharing' })).toHaveFocus();
    expect(popover).toBeVisible();
    await user.tab();
    expect(popover).not.toBeVisible();
    expect(share).toHaveAttribute('aria-expanded', 'false');
    expect(document.activeElement).not.toBe(document.body);
    // Shift+Tab back to the button, and from the button (open again) back before it: closed as well.
    await user.click(share);
    expect(popover).toBeVisible();
    await user.tab({ shift: true });
    expect(share).toHaveFocus();
    expect(popover).toBeVisible();
    await user.tab({ shift: true });
    expect(popover).not.toBeVisible();
  });

  it('says so when the session cannot be started, and changes nothing', async () => {
    installFakeBackend({
      graphql: {
        RemoteSession: { remoteSession: null },
        StartRemoteSession: () => {
          throw new Error('down');
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/account', { auth: customer() });
    await user.click(await screen.findByRole('button', { name: 'Share screen' }));
    await user.click(screen.getByRole('button', { name: 'Start sharing' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not change your screen share. Please try again, or tell the agent on the phone.',
    );
    expect(screen.queryByRole('region', { name: 'Screen sharing' })).not.toBeInTheDocument();
  });

  it('is not offered to visitors, nor with the remoteSession flag off', async () => {
    const first = renderApp('/login');
    await screen.findByRole('button', { name: 'Help' });
    expect(screen.queryByRole('button', { name: 'Share screen' })).not.toBeInTheDocument();
    first.unmount();

    renderApp('/account', { auth: customer(), flags: { remoteSession: false } });
    await screen.findByRole('button', { name: 'Log Out' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('button', { name: 'Share screen' })).not.toBeInTheDocument();
  });
});
