// Outgoing mail through nodemailer. Locally the SMTP server is MailDev (inbox on http://localhost:1080);
// production swaps the transport by setting SMTP_HOST and SMTP_PORT.
import nodemailer from 'nodemailer';
import type { Settings } from '../settings';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Files sent with it (a notice's PDF). */
  attachments?: { filename: string; content: Buffer }[];
}

export interface Mailer {
  send: (mail: Mail) => Promise<void>;
}

export function createMailer(settings: Settings): Mailer {
  const transport = nodemailer.createTransport({
    host: settings.smtpHost,
    port: settings.smtpPort,
    secure: false,
    ignoreTLS: !settings.production,
  });
  return {
    async send(mail) {
      await transport.sendMail({
        from: settings.mailFrom,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        attachments: mail.attachments,
      });
    },
  };
}
