// Starts MailDev (SMTP server and inbox) inside the reference back end, for `npm start` and the tests. MailDev is a
// development dependency (it brings express, socket.io and jsdom): a production install (`npm ci --omit=dev`) has
// none, and START_MAILDEV=true there stops start-up saying so.
import type { Settings } from '../settings';

export async function startMaildev(settings: Settings): Promise<() => Promise<void>> {
  const { default: MailDev } = await import('maildev').catch(() => {
    throw new Error(
      'MailDev is not installed (it is a development dependency): set SMTP_HOST to your mail server, or install the development dependencies',
    );
  });
  const maildev = new MailDev({
    smtp: settings.smtpPort,
    web: settings.maildevWebPort,
    ip: '127.0.0.1',
    webIp: '127.0.0.1',
    silent: true,
    disableWeb: false,
  });
  await new Promise<void>((resolve, reject) => maildev.listen((error?: Error) => (error ? reject(error) : resolve())));
  return () => new Promise<void>((resolve) => maildev.close(() => resolve()));
}
