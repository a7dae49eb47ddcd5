// The text-message stand-ins' inbox (SMS_PROVIDER=mail, and the stand-in of Amazon SNS): a text is a mail to the
// phone's SMS address in MailDev, labelled as a text, whose subject hides the digits (a code is read in the body).
import type { Mail, Mailer } from '../mail/mailer';
import { maskPhone, smsAddress } from './phoneAddress';
import { TextDeliveryError, type TextMessenger } from './textMessages';

/** The mail that shows one text: `via` says which stand-in received it. */
export function textAsMail(phone: string, body: string, via: string): Mail {
  const firstSentence = body.split('.')[0]!.replace(/\d/g, '•');
  return {
    to: smsAddress(phone),
    subject: `[Text message to ${maskPhone(phone)}] ${firstSentence}`,
    text: `TEXT MESSAGE (${via})\n\n${body}`,
  };
}

/** SMS_PROVIDER=mail: every text mailed to MailDev (a mail that cannot go out fails as a provider would). */
export function mailedTexts(mailer: Mailer): TextMessenger {
  return {
    async send({ phone, body }) {
      await mailer.send(textAsMail(phone, body, 'local stand-in for SMS')).catch(() => {
        throw new TextDeliveryError('UNAVAILABLE', 'MailNotSent');
      });
    },
  };
}
