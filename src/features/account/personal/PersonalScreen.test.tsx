// /account/personal in the whole app with a real store: the details as the server gave them; a change asked for
// with the forms' rules (bad input is refused before any call), then confirmed by its code (a wrong code says so and
// empties the field, the right one shows the new value); the server's refusal shown; cancelling; too many wrong codes;
// a new email ends the session and login says to use it; an agent sees the details and no way to change them.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contactDetailsOf, HttpFailure, personalPageAnswers, type Answer } from '../../../../tests/support/fakeBackend';
import { customerEmail as email, openSignedIn } from '../../../../tests/support/openSignedIn';
import type { Language } from '../../../lib/rules/language';
import { MASK, stateSanitizer } from '../../../store/devtoolsSanitizers';

const chunkLoad = { timeout: 5000 };
const EMAIL_CHANGED = 'Your email address has been changed. Log in with your new email address.';
const WRONG_CODE = 'Verification failed. Please make sure the code was entered correctly and try again.';

const pending = (kind: string, newValue: string, sentTo: string) => ({
  id: 'ch-1',
  kind,
  newValue,
  sentTo,
  expiresAt: '2026-11-24T10:00:00.000Z',
});

/** /account/personal for Maria (or an agent acting for her), in English unless `language` says otherwise. */
const open = (graphql: Record<string, Answer> = {}, agent = false, language: Language = 'en') =>
  openSignedIn(language, '/account/personal', { agent, graphql: { ...personalPageAnswers(), ...graphql } });

const row = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement!;

describe('/account/personal', () => {
  it('shows the email, the mobile phone and the home address', async () => {
    await open();
    expect(await screen.findByRole('heading', { name: 'Your contact details' }, chunkLoad)).toBeInTheDocument();
    expect(within(row('Email address')).getByText(email)).toBeInTheDocument();
    expect(within(row('Mobile phone')).getByText('(614) 555-0101')).toBeInTheDocument();
    expect(within(row('Home address')).getByText(/410 High St/)).toHaveTextContent('410 High StColumbus, OH 43215');
    expect(screen.getByRole('link', { name: 'Contact details' })).toHaveAttribute('href', '/account/personal');
  });

  it('a new phone: bad input never leaves the page; the code is asked for, a wrong one refused, the right one applied', async () => {
    const user = userEvent.setup();
    let tries = 0;
    const { backend } = await open({
      RequestContactChange: { requestContactChange: pending('PHONE', '(614) 555-0199', '(•••) •••-0199') },
      ConfirmContactChange: () => {
        tries += 1;
        return tries === 1
          ? {
              confirmContactChange: {
                status: 'PENDING',
                attemptsLeft: 4,
                signInAgain: false,
                details: contactDetailsOf({ pendingChange: pending('PHONE', '(614) 555-0199', '(•••) •••-0199') }),
              },
            }
          : {
              confirmContactChange: {
                status: 'APPROVED',
                attemptsLeft: 4,
                signInAgain: false,
                details: contactDetailsOf({ phone: '(614) 555-0199' }),
              },
            };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Change your mobile phone number' }, chunkLoad));
    const field = screen.getByLabelText('New mobile phone number');
    await user.type(field, '555');
    await user.tab();
    expect(await screen.findByText('Enter a 10-digit phone number, like (614) 555-0142')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send code' })).toHaveAttribute('aria-disabled', 'true');
    await user.clear(field);
    await user.type(field, '6145550199');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('heading', { name: 'Confirm your new mobile phone number' })).toBeInTheDocument();
    expect(screen.getByText(/We sent a 6-digit code to \(•••\) •••-0199/)).toBeInTheDocument();
    expect(backend.calls.find((call) => call.operation === 'RequestContactChange')?.input).toEqual({
      change: { kind: 'PHONE', phone: '6145550199' },
    });
    // While a change waits, nothing else can be changed.
    expect(screen.queryByRole('button', { name: /^Change your/ })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Verification Code'), '111111');
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await screen.findByText(WRONG_CODE)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Verification Code')).toHaveValue(''));

    await user.type(screen.getByLabelText('Verification Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(
      await screen.findByText(
        'Your mobile phone number has been changed. We sent a notice to the email address we had on file.',
      ),
    ).toBeInTheDocument();
    expect(within(row('Mobile phone')).getByText('(614) 555-0199')).toBeInTheDocument();
    expect(backend.calls.filter((call) => call.operation === 'ConfirmContactChange').map((call) => call.input)).toEqual(
      [
        { changeId: 'ch-1', code: '111111' },
        { changeId: 'ch-1', code: '123456' },
      ],
    );
  });

  it('the server refusing a change says why and keeps the form', async () => {
    const user = userEvent.setup();
    await open({
      RequestContactChange: new HttpFailure(200, 'unused', {
        errors: [
          { message: 'We could not find this ZIP code. Check it and try again.', extensions: { code: 'BAD_REQUEST' } },
        ],
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Change your home address' }, chunkLoad));
    await user.type(screen.getByLabelText('Street address'), 'PO Box 12');
    await user.type(screen.getByLabelText('ZIP code'), '00000');
    await user.tab();
    expect(await screen.findByText('Enter a street address: we cannot accept a PO box')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Street address'));
    await user.type(screen.getByLabelText('Street address'), '9 Elm St');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('We could not find this ZIP code. Check it and try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Street address')).toHaveValue('9 Elm St');
  });

  it('a change waiting can be cancelled, or its code sent again; too many wrong codes drop it', async () => {
    const user = userEvent.setup();
    const waiting = contactDetailsOf({
      pendingChange: pending('ADDRESS', '9 Elm St, New York, NY 10001', 'm•••z@example.com'),
    });
    const { backend } = await open({
      ContactDetails: { contactDetails: waiting },
      ResendContactChangeCode: { resendContactChangeCode: waiting.pendingChange },
      ConfirmContactChange: {
        confirmContactChange: { status: 'DENIED', attemptsLeft: 0, signInAgain: false, details: contactDetailsOf() },
      },
    });
    expect(await screen.findByText('9 Elm St, New York, NY 10001', {}, chunkLoad)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(
      await screen.findByText('A new code has been resent. It may take up to 2 minutes to receive the new code.'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Verification Code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(
      await screen.findByText('Too many incorrect codes. Nothing was changed; start again to get a new code.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Verification Code')).not.toBeInTheDocument();
    expect(backend.calls.map((call) => call.operation)).toContain('ResendContactChangeCode');
  });

  it('keeping the current value cancels the change', async () => {
    const user = userEvent.setup();
    const { backend } = await open({
      ContactDetails: {
        contactDetails: contactDetailsOf({ pendingChange: pending('PHONE', '(614) 555-0199', '(•••) •••-0199') }),
      },
      CancelContactChange: { cancelContactChange: contactDetailsOf() },
    });
    await user.click(await screen.findByRole('button', { name: 'Keep my current mobile phone number' }, chunkLoad));
    expect(await screen.findByRole('button', { name: 'Change your mobile phone number' })).toBeInTheDocument();
    expect(backend.calls.find((call) => call.operation === 'CancelContactChange')?.input).toEqual({ changeId: 'ch-1' });
  });

  it('a new email: once confirmed the session ends and login says to use the new address; the store never shows the new value', async () => {
    const user = userEvent.setup();
    const { view } = await open({
      RequestContactChange: { requestContactChange: pending('EMAIL', 'maria.new@example.net', 'm•••w@example.net') },
      ConfirmContactChange: {
        confirmContactChange: {
          status: 'APPROVED',
          attemptsLeft: 5,
          signInAgain: true,
          details: contactDetailsOf({ email: 'maria.new@example.net' }),
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Change your email address' }, chunkLoad));
    await user.type(screen.getByLabelText('New email address'), 'maria.new@example.net');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText('Verification Code'), '123456');
    const sanitized = JSON.stringify(stateSanitizer(view.store.getState()));
    expect(sanitized).not.toContain('m•••w@example.net');
    expect(sanitized).toContain(MASK);
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await screen.findByText(EMAIL_CHANGED)).toBeInTheDocument();
    expect(view.services.navigate.pathname()).toBe('/login');
  });

  it('an agent acting for the customer sees the details and cannot change them', async () => {
    await open({}, true);
    expect(
      await screen.findByText('Only the customer can change their contact details.', {}, chunkLoad),
    ).toBeInTheDocument();
    expect(within(row('Email address')).getByText(email)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Change your/ })).not.toBeInTheDocument();
  });

  it('in Spanish: the details, a change refused by a rule and by the server in Spanish, and confirmed', async () => {
    const user = userEvent.setup();
    let asked = 0;
    const waiting = pending('ADDRESS', '9 Elm St, Columbus, OH 43215', 'm•••z@example.com');
    await open(
      {
        RequestContactChange: () =>
          ++asked === 1
            ? new HttpFailure(200, 'unused', {
                errors: [
                  {
                    message: 'We could not find this ZIP code. Check it and try again.',
                    extensions: { code: 'BAD_REQUEST' },
                  },
                ],
              })
            : { requestContactChange: waiting },
        ConfirmContactChange: {
          confirmContactChange: {
            status: 'APPROVED',
            attemptsLeft: 4,
            signInAgain: false,
            details: contactDetailsOf({ address: { ...contactDetailsOf().address, addressLine1: '9 Elm St' } }),
          },
        },
      },
      false,
      'es',
    );
    expect(await screen.findByRole('heading', { name: 'Sus datos de contacto' }, chunkLoad)).toBeInTheDocument();
    expect(within(row('Correo electrónico')).getByText(email)).toBeInTheDocument();
    expect(within(row('Teléfono celular')).getByText('(614) 555-0101')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cambiar su dirección' }));
    expect(screen.getByRole('heading', { name: 'Cambiar su dirección' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Calle y número'), 'PO Box 12');
    await user.type(screen.getByLabelText('Código postal'), '43215');
    await user.tab();
    expect(
      await screen.findByText('Escriba una dirección con calle: no aceptamos apartados postales (PO box)'),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Calle y número'));
    await user.type(screen.getByLabelText('Calle y número'), '9 Elm St');
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(
      await screen.findByText('No encontramos este código postal. Revíselo e inténtelo de nuevo.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(await screen.findByRole('heading', { name: 'Confirme su nueva dirección' })).toBeInTheDocument();
    expect(screen.getByText(/^Nueva dirección:/)).toHaveTextContent('Nueva dirección: 9 Elm St, Columbus, OH 43215');
    expect(screen.getByRole('button', { name: 'Conservar mi dirección actual' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Código de verificación'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verificar código' }));
    expect(
      await screen.findByText(
        'Se cambió su dirección. Enviamos un aviso al correo electrónico que teníamos registrado.',
      ),
    ).toBeInTheDocument();
  });

  describe('remembered devices', () => {
    const device = (id: string, name: string, more: Record<string, unknown> = {}) => ({
      id,
      name,
      rememberedAt: '2026-11-02T15:00:00.000Z',
      lastUsedAt: null,
      expiresAt: '2026-12-02T15:00:00.000Z',
      thisDevice: false,
      ...more,
    });

    it('lists each device with its last use; forgetting one says so, keeps focus on the section, and lists the rest', async () => {
      const user = userEvent.setup();
      let devices = [
        device('d-1', 'Chrome on Windows', { thisDevice: true, lastUsedAt: '2026-11-20T15:00:00.000Z' }),
        device('d-2', 'Safari on iOS'),
      ];
      const { backend } = await open({
        RememberedDevices: () => ({ rememberedDevices: devices }),
        ForgetDevice: ({ id }: Record<string, unknown>) => {
          devices = devices.filter((d) => d.id !== id);
          return { forgetDevice: { success: true } };
        },
        ForgetAllDevices: () => {
          devices = [];
          return { forgetAllDevices: { success: true } };
        },
      });
      const section = await screen.findByRole('region', { name: 'Remembered devices' }, chunkLoad);
      const items = await within(section).findAllByRole('listitem');
      expect(items.map((item) => item.textContent)).toEqual([
        'Chrome on Windows (this browser)Last used November 20, 2026 · Remembered November 2, 2026 · Until December 2, 2026Forget',
        'Safari on iOSNot used since remembered · Remembered November 2, 2026 · Until December 2, 2026Forget',
      ]);

      await user.click(
        within(section).getByRole('button', { name: 'Forget Safari on iOS, remembered November 2, 2026' }),
      );
      expect(
        await within(section).findByText(
          'We forgot Safari on iOS. We will ask for a code the next time you log in there.',
        ),
      ).toHaveAttribute('role', 'status');
      expect(within(section).getByRole('heading', { name: 'Remembered devices' })).toHaveFocus();
      await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(1));
      expect(backend.calls.find((call) => call.operation === 'ForgetDevice')?.input).toEqual({ id: 'd-2' });
      // With one device left, forgetting "all" is the same as forgetting it: no second button.
      expect(within(section).queryByRole('button', { name: 'Forget all devices' })).not.toBeInTheDocument();
    });

    it('lists them in Spanish, each day written out, and says a device forgotten in Spanish', async () => {
      const user = userEvent.setup();
      let devices = [
        device('d-1', 'Chrome on Windows', { thisDevice: true, lastUsedAt: '2026-11-20T15:00:00.000Z' }),
        device('d-2', 'Safari on iOS'),
      ];
      await open(
        {
          RememberedDevices: () => ({ rememberedDevices: devices }),
          ForgetDevice: ({ id }: Record<string, unknown>) => {
            devices = devices.filter((d) => d.id !== id);
            return { forgetDevice: { success: true } };
          },
        },
        false,
        'es',
      );
      const section = await screen.findByRole('region', { name: 'Dispositivos recordados' }, chunkLoad);
      const items = await within(section).findAllByRole('listitem');
      expect(items.map((item) => item.textContent)).toEqual([
        'Chrome on Windows (este navegador)Último uso: 20 de noviembre de 2026 · Recordado el 2 de noviembre de 2026 · Hasta el 2 de diciembre de 2026Olvidar',
        'Safari on iOSSin uso desde que se recordó · Recordado el 2 de noviembre de 2026 · Hasta el 2 de diciembre de 2026Olvidar',
      ]);
      expect(within(section).getByRole('button', { name: 'Olvidar todos los dispositivos' })).toBeInTheDocument();
      await user.click(
        within(section).getByRole('button', { name: 'Olvidar Safari on iOS, recordado el 2 de noviembre de 2026' }),
      );
      expect(
        await within(section).findByText(
          'Olvidamos Safari on iOS. Le pediremos un código la próxima vez que inicie sesión ahí.',
        ),
      ).toHaveAttribute('role', 'status');
    });

    it('forgets them all at once; with none, says a code is asked each time', async () => {
      const user = userEvent.setup();
      let devices = [device('d-1', 'Chrome on Windows'), device('d-2', 'Firefox on Linux')];
      await open({
        RememberedDevices: () => ({ rememberedDevices: devices }),
        ForgetAllDevices: () => {
          devices = [];
          return { forgetAllDevices: { success: true } };
        },
      });
      const section = await screen.findByRole('region', { name: 'Remembered devices' }, chunkLoad);
      await user.click(await within(section).findByRole('button', { name: 'Forget all devices' }));
      expect(
        await within(section).findByText(
          'We forgot all your devices. We will ask for a code the next time you log in on each of them.',
        ),
      ).toBeInTheDocument();
      expect(
        await within(section).findByText(
          'You have no remembered devices. We ask for a code each time you log in from a new browser.',
        ),
      ).toBeInTheDocument();
    });

    it('is not shown to an agent acting for the customer', async () => {
      await open({}, true);
      expect(await screen.findByRole('heading', { name: 'Your contact details' }, chunkLoad)).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Remembered devices' })).not.toBeInTheDocument();
    });
  });
});
