// The password-reset mail and the notice that a password was changed, in the language the page asked for (the
// client metadata's `language`, as Amazon Cognito gives it to a custom message trigger; issue 71). English is the
// specification's wording; Spanish follows the glossary in docs/languages.md ("contraseña", "llave de acceso", and a
// passkey is never *eliminada*: a new password does not *quitar* it). A language the portal does not speak is English.
import { languageAsked, type Language } from '../../src/lib/rules/language';

interface PasswordMails {
  reset: (link: string, minutes: number, passkeys: number) => { subject: string; text: string };
  changed: { subject: string; text: string };
}

/** What a reset does not touch, said in its mail: the passkeys sign in without the password. */
export function passkeysKept(passkeys: number, language: Language = 'en'): string {
  if (passkeys <= 0) return '';
  if (language === 'es')
    return passkeys === 1
      ? 'Una contraseña nueva no quita su llave de acceso: todavía puede iniciar sesión con ella. '
      : `Una contraseña nueva no quita sus ${passkeys} llaves de acceso: todavía puede iniciar sesión con cualquiera de ellas. `;
  if (passkeys === 1) return 'A new password does not remove your passkey: you can still log in with it. ';
  return `A new password does not remove your ${passkeys} passkeys: you can still log in with any of them. `;
}

const MAILS: Readonly<Record<Language, PasswordMails>> = {
  en: {
    reset: (link, minutes, passkeys) => ({
      subject: 'Reset your password',
      text: `We received a request to reset your password. Choose a new one here:\n\n${link}\n\nThe link works once and expires in ${minutes} minutes. ${passkeysKept(passkeys, 'en')}If you did not ask for this, you can ignore this email.`,
    }),
    changed: {
      subject: 'Your password was changed',
      text: 'The password of your account was just changed. If you did not do this, call us right away.',
    },
  },
  es: {
    reset: (link, minutes, passkeys) => ({
      subject: 'Restablezca su contraseña',
      text: `Recibimos una solicitud para restablecer su contraseña. Elija una nueva aquí:\n\n${link}\n\nEl enlace funciona una sola vez y vence en ${minutes} minutos. ${passkeysKept(passkeys, 'es')}Si usted no la pidió, puede ignorar este correo.`,
    }),
    changed: {
      subject: 'Se cambió su contraseña',
      text: 'Se acaba de cambiar la contraseña de su cuenta. Si no fue usted, llámenos de inmediato.',
    },
  },
};

/** The mails in the language a call's client metadata asks for (`{ language: 'es' }`), else English. */
export function passwordMailsFor(clientMetadata: unknown): PasswordMails {
  const asked =
    clientMetadata && typeof clientMetadata === 'object'
      ? (clientMetadata as Record<string, unknown>).language
      : undefined;
  return MAILS[languageAsked(asked)];
}
