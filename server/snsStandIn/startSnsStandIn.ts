// Starts the stand-in of Amazon SNS inside the reference back end (SMS_PROVIDER=sns with SNS_ENV=local: npm start and
// the tests), on its own port, showing each text it delivers in MailDev as the mail stand-in does.
import type { Mailer } from '../mail/mailer';
import { textAsMail } from '../sms/mailedTexts';
import type { Settings } from '../settings';
import { buildSnsStandIn } from './snsStandInApp';

export const SNS_STAND_IN_LABEL = 'received by the stand-in of Amazon SNS';

export async function startSnsStandIn(sns: NonNullable<Settings['sns']>, mailer: Mailer): Promise<() => Promise<void>> {
  if (!sns.credentials) throw new Error('The stand-in of Amazon SNS needs the keys the portal signs with');
  const standIn = buildSnsStandIn({
    keys: sns.credentials,
    region: sns.region,
    deliver: (phone, body) => mailer.send(textAsMail(phone, body, SNS_STAND_IN_LABEL)),
  });
  await standIn.app.listen({ port: sns.standInPort, host: '127.0.0.1' });
  return () => standIn.app.close();
}
