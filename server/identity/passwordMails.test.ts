// The reset mail and the changed-password notice in the language the page asked for (issue 71), over real HTTP with
// the mail read from MailDev; whatever the client metadata holds, the words are English or Spanish, never a fault.
import fc from 'fast-check';
import { cognito, latestMail, newConfirmedLogin } from '../../tests/support/serverClient';
import { passwordMailsFor } from './passwordMails';

jest.setTimeout(30_000);

describe('the password mails in the page’s language', () => {
  it('mails the reset link in Spanish when the page is Spanish, and the notice of the change too', async () => {
    const email = await newConfirmedLogin('Reset#2026', 'reset.es');
    const sent = Date.now();
    expect((await cognito('ForgotPassword', { Username: email, ClientMetadata: { language: 'es' } })).status).toBe(200);
    const mail = await latestMail(email, /^Restablezca su contraseña$/, sent - 1000);
    expect(mail.text.trim()).toMatch(
      /^Recibimos una solicitud para restablecer su contraseña\. Elija una nueva aquí:\n\nhttp:\/\/[^\s]+\/authentication\/change-password\/\d{6}\/[^\s]+\n\nEl enlace funciona una sola vez y vence en \d+ minutos\. Si usted no la pidió, puede ignorar este correo\.$/,
    );
    const [, code] = /change-password\/(\d{6})\//.exec(mail.text)!;
    expect(
      (
        await cognito('ConfirmForgotPassword', {
          Username: email,
          ConfirmationCode: code,
          Password: 'Nueva#2027',
          ClientMetadata: { language: 'es' },
        })
      ).status,
    ).toBe(200);
    expect((await latestMail(email, /^Se cambió su contraseña$/, sent - 1000)).text.trim()).toBe(
      'Se acaba de cambiar la contraseña de su cuenta. Si no fue usted, llámenos de inmediato.',
    );
  });

  it('mails in English for a language the portal does not speak', async () => {
    const email = await newConfirmedLogin('Reset#2026', 'reset.fr');
    const sent = Date.now();
    await cognito('ForgotPassword', { Username: email, ClientMetadata: { language: 'fr' } });
    expect((await latestMail(email, /^Reset your password$/, sent - 1000)).text).toMatch(
      /^We received a request to reset your password\./,
    );
  });

  it('words a passkey kept in Spanish, one or more', () => {
    expect(passwordMailsFor({ language: 'es' }).reset('L', 15, 1).text).toContain(
      'Una contraseña nueva no quita su llave de acceso: todavía puede iniciar sesión con ella. ',
    );
    expect(passwordMailsFor({ language: 'es' }).reset('L', 15, 2).text).toContain(
      'Una contraseña nueva no quita sus 2 llaves de acceso: todavía puede iniciar sesión con cualquiera de ellas. ',
    );
  });

  it('is English or Spanish whatever the metadata holds', () => {
    const english = passwordMailsFor(undefined);
    const spanish = passwordMailsFor({ language: 'es' });
    fc.assert(
      fc.property(fc.anything(), (metadata) => {
        const mails = passwordMailsFor(metadata);
        expect([english, spanish]).toContain(mails);
      }),
    );
  });
});
