// The Passkeys section of /account/personal in the whole app with a real store (decision 0070): the list as the API
// gives it (name, added, last used, another brand's host named), a passkey added through the identity provider and the
// list read again, a removal asked to be confirmed (Keep it gives the focus back; Remove says so and focuses the
// section), the browser's refusals in words, a browser without passkeys, and nothing of it for an agent.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeAuthService, profileFor } from '../../tests/support/fakeAuthService';
import { installFakeBackend, personalPageAnswers } from '../../tests/support/fakeBackend';
import { renderAppIn } from '../../tests/support/renderApp';
import type { Language } from '../lib/rules/language';
import type { Passkey } from './passkeyEndpoints';

const chunkLoad = { timeout: 5000 };
const email = 'maria.lopez@example.com';
const host = () => window.location.hostname;

const passkey = (id: string, name: string, more: Partial<Passkey> = {}): Passkey => ({
  id,
  name,
  host: host(),
  createdAt: '2026-11-02T15:00:00.000Z',
  lastUsedAt: null,
  ...more,
});

async function open(initial: Passkey[], options: { refuseAdd?: string; language?: Language } = {}) {
  let passkeys = [...initial];
  const backend = installFakeBackend({
    graphql: { ...personalPageAnswers(), Passkeys: () => ({ passkeys }) },
  });
  const auth = createFakeAuthService({ [email]: { password: 'x', profile: profileFor(email) } }, { signedInAs: email });
  auth.addPasskey = async () => {
    auth.calls.push('addPasskey');
    if (options.refuseAdd) throw Object.assign(new Error('refused'), { name: options.refuseAdd });
    passkeys = [...passkeys, passkey('p-new', 'Chrome on Linux', { createdAt: '2026-11-28T09:00:00.000Z' })];
  };
  auth.removePasskey = async (id) => {
    auth.calls.push(`removePasskey:${id}`);
    passkeys = passkeys.filter((p) => p.id !== id);
  };
  await renderAppIn(options.language ?? 'en', '/account/personal', { auth });
  return { backend, auth };
}

const section = (name = 'Passkeys') => screen.findByRole('region', { name }, chunkLoad);

describe('/account/personal, Passkeys', () => {
  beforeEach(() => {
    Object.defineProperty(window, 'PublicKeyCredential', {
      value: function PublicKeyCredential() {},
      configurable: true,
    });
  });
  afterEach(() => {
    Reflect.deleteProperty(window, 'PublicKeyCredential');
  });

  it('lists each passkey; adding one reads the list again and says what to do next time', async () => {
    const user = userEvent.setup();
    const { auth } = await open([
      passkey('p-1', 'Safari on macOS', { lastUsedAt: '2026-11-20T15:00:00.000Z' }),
      passkey('p-2', 'Chrome on Android', { host: 'aca.localhost' }),
    ]);
    const passkeys = await section();
    expect(within(passkeys).getByRole('heading', { level: 3, name: 'Passkeys' })).toBeInTheDocument();
    expect((await within(passkeys).findAllByRole('listitem')).map((item) => item.textContent)).toEqual([
      'Safari on macOSAdded November 2, 2026 · Last used November 20, 2026Remove',
      'Chrome on Android (for aca.localhost)Added November 2, 2026 · Not used yetRemove',
    ]);

    await user.click(within(passkeys).getByRole('button', { name: 'Add a passkey' }));
    expect(
      await within(passkeys).findByText(
        'Your passkey is ready. Next time, choose "Sign in with a passkey" when you log in.',
      ),
    ).toHaveAttribute('role', 'status');
    await waitFor(() => expect(within(passkeys).getAllByRole('listitem')).toHaveLength(3));
    expect(within(passkeys).getAllByRole('listitem')[2]).toHaveTextContent('Chrome on LinuxAdded November 28, 2026');
    expect(auth.calls).toContain('addPasskey');
  });

  it('asks before removing: Keep it gives the focus back, Remove says so and focuses the section', async () => {
    const user = userEvent.setup();
    const { auth } = await open([passkey('p-1', 'Safari on macOS'), passkey('p-2', 'Firefox on Linux')]);
    const passkeys = await section();
    const removeSafari = await within(passkeys).findByRole('button', {
      name: 'Remove Safari on macOS, added November 2, 2026',
    });
    await user.click(removeSafari);
    const question = within(passkeys).getByRole('group', {
      name: 'Remove the passkey Safari on macOS? You will no longer be able to log in with it.',
    });
    expect(within(question).getByRole('button', { name: 'Remove' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'Keep it' }));
    expect(
      within(passkeys).getByRole('button', { name: 'Remove Safari on macOS, added November 2, 2026' }),
    ).toHaveFocus();
    expect(auth.calls.filter((call) => call.startsWith('removePasskey'))).toEqual([]);

    await user.keyboard('{Enter}');
    await user.keyboard('{Escape}');
    expect(within(passkeys).queryByRole('group')).not.toBeInTheDocument();

    await user.click(within(passkeys).getByRole('button', { name: 'Remove Firefox on Linux, added November 2, 2026' }));
    await user.click(within(within(passkeys).getByRole('group')).getByRole('button', { name: 'Remove' }));
    expect(
      await within(passkeys).findByText(
        'We removed the passkey Firefox on Linux. It can no longer log in to your account; you can delete it from the device too.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(within(passkeys).getByRole('heading', { name: 'Passkeys' })).toHaveFocus();
    await waitFor(() => expect(within(passkeys).getAllByRole('listitem')).toHaveLength(1));
    expect(auth.calls.filter((call) => call.startsWith('removePasskey'))).toEqual(['removePasskey:p-2']);
  });

  it.each([
    ['PasskeyRegistrationCanceled', 'No passkey was added.'],
    ['PasskeyAlreadyExists', 'This device already has a passkey for your account.'],
    ['LimitExceededException', 'You have as many passkeys as an account can have. Remove one to add another.'],
    ['NotAuthorizedException', 'Your session has ended. Please log in again to add a passkey.'],
    ['SomethingElse', 'We could not add a passkey. Please try again.'],
  ])('says what a refused addition (%s) means', async (name, text) => {
    const user = userEvent.setup();
    await open([], { refuseAdd: name });
    const passkeys = await section();
    expect(await within(passkeys).findByText('You have no passkeys yet.')).toBeInTheDocument();
    await user.click(within(passkeys).getByRole('button', { name: 'Add a passkey' }));
    expect(await within(passkeys).findByText(text)).toBeInTheDocument();
  });

  it('offers no addition in a browser without passkeys, and says so', async () => {
    Reflect.deleteProperty(window, 'PublicKeyCredential');
    await open([]);
    const passkeys = await section();
    expect(
      within(passkeys).getByText('This browser cannot make passkeys. A recent Chrome, Safari, Edge or Firefox can.'),
    ).toBeInTheDocument();
    expect(within(passkeys).queryByRole('button', { name: 'Add a passkey' })).not.toBeInTheDocument();
  });

  it('speaks Spanish on a Spanish page: the list with its days, an addition, a refusal and a removal', async () => {
    const user = userEvent.setup();
    const { auth } = await open(
      [
        passkey('p-1', 'Safari on macOS', { lastUsedAt: '2026-11-20T15:00:00.000Z' }),
        passkey('p-2', 'Chrome on Android', { host: 'aca.localhost' }),
      ],
      { language: 'es' },
    );
    const passkeys = await section('Llaves de acceso');
    expect(
      within(passkeys).getByText(
        'Una llave de acceso le permite iniciar sesión con la huella digital, el rostro o el bloqueo de pantalla de su teléfono o computadora, sin contraseña y sin código. Solo funciona en este sitio, desde el dispositivo que la guarda.',
      ),
    ).toBeInTheDocument();
    expect((await within(passkeys).findAllByRole('listitem')).map((item) => item.textContent)).toEqual([
      'Safari on macOSAgregada el 2 de noviembre de 2026 · Último uso: 20 de noviembre de 2026Quitar',
      'Chrome on Android (para aca.localhost)Agregada el 2 de noviembre de 2026 · Sin uso todavíaQuitar',
    ]);

    await user.click(within(passkeys).getByRole('button', { name: 'Agregar una llave de acceso' }));
    expect(
      await within(passkeys).findByText(
        'Su llave de acceso está lista. La próxima vez, elija "Iniciar sesión con una llave de acceso" al iniciar sesión.',
      ),
    ).toHaveAttribute('role', 'status');
    await waitFor(() => expect(within(passkeys).getAllByRole('listitem')).toHaveLength(3));

    await user.click(
      within(passkeys).getByRole('button', { name: 'Quitar Safari on macOS, agregada el 2 de noviembre de 2026' }),
    );
    const question = within(passkeys).getByRole('group', {
      name: '¿Quitar la llave de acceso Safari on macOS? Ya no podrá iniciar sesión con ella.',
    });
    expect(within(question).getByRole('button', { name: 'Conservarla' })).toBeInTheDocument();
    await user.click(within(question).getByRole('button', { name: 'Quitar' }));
    expect(
      await within(passkeys).findByText(
        'Quitamos la llave de acceso Safari on macOS. Ya no sirve para iniciar sesión en su cuenta; también puede borrarla del dispositivo.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(auth.calls.filter((call) => call.startsWith('removePasskey'))).toEqual(['removePasskey:p-1']);
  });

  it('says a refused addition in Spanish', async () => {
    const user = userEvent.setup();
    await open([], { refuseAdd: 'LimitExceededException', language: 'es' });
    const passkeys = await section('Llaves de acceso');
    expect(await within(passkeys).findByText('Todavía no tiene llaves de acceso.')).toBeInTheDocument();
    await user.click(within(passkeys).getByRole('button', { name: 'Agregar una llave de acceso' }));
    expect(
      await within(passkeys).findByText(
        'Ya tiene todas las llaves de acceso que una cuenta puede tener. Quite una para agregar otra.',
      ),
    ).toBeInTheDocument();
  });
});
