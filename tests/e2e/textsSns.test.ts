// A sign-in's code by text with SMS_PROVIDER=sns in Chromium (issue 70, decision 0080): a portal of its own started
// with SNS_ENV=local, so its texts go through Amazon SNS's SDK to the stand-in of SNS in its process, which shows
// each text in that portal's MailDev. What differs from mail mode: the text arriving through SNS, and a refusal of
// SNS (a number that replied STOP) told on the page. The rest of the phone check is tests/e2e/mfa.test.ts.
import { ownPortal } from '../support/ownPortal';
import { latestMail } from '../support/serverClient';
import { accessibilityViolations, browserSession, codeIn, enterCode, logIn, persona } from './browser';

const portal = ownPortal(() => ({ SMS_PROVIDER: 'sns', SNS_ENV: 'local' }));

const session = browserSession();

describe('a code by text through Amazon SNS (SMS_PROVIDER=sns)', () => {
  it('texts the code through SNS to the masked number, and it signs the customer in', async () => {
    const { page } = session;
    const fay = persona('mfa-otp-phone');
    await logIn(page, 'cng', fay, '/login');
    await page.getByRole('heading', { name: 'Phone Verification' }).waitFor();
    const asked = Date.now();
    await page.getByRole('button', { name: 'Send Code' }).click();
    await page.getByLabel('Verification Code').waitFor();
    const text = await latestMail('6145550142@sms.portal.test', /\[Text message to \(•••\) •••-0142\]/, asked - 1000);
    expect(text.text).toMatch(/^TEXT MESSAGE \(received by the stand-in of Amazon SNS\)\n\nYour verification code is/);
    await enterCode(page, codeIn(text.text));
    const dialog = page.getByRole('dialog', { name: 'Remember this device?' });
    await dialog.getByRole('button', { name: 'Not Now' }).click();
    await page.getByRole('heading', { name: 'Welcome back, Fay Phone' }).waitFor();
  });

  it('says so on the page when the number replied STOP, and sends nothing', async () => {
    const { page } = session;
    const reply = await fetch(`${portal.snsStandInUrl}/sandbox/reply`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phoneNumber: '+16145550142', message: 'STOP' }),
    });
    expect(await reply.json()).toEqual({ optedOut: true });
    await logIn(page, 'cng', persona('mfa-otp-phone'), '/login');
    await page.getByRole('heading', { name: 'Phone Verification' }).waitFor();
    await page.getByRole('button', { name: 'Send Code' }).click();
    await page
      .getByText(
        'This number has turned off text messages from us (by replying STOP). Please call us to turn them back on.',
      )
      .waitFor();
    expect(await page.getByLabel('Verification Code').count()).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
