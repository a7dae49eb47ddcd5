// Starts MailDev (SMTP server and inbox) inside the reference back end, for `npm start` and the tests.
import MailDev from 'maildev';
import type { Settings } from '../settings';

export async function startMaildev(settings: Settings): Promise<() => Promise<void>> {
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
