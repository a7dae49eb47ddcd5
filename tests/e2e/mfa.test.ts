// Multi-factor login in Chromium against the reference back end, codes read from MailDev: an email check with
// a wrong code, the resend wait (Playwright's clock), Remember My Device, and a second sign-in that skips
// the check; a phone check with the remember-device modal; too many wrong codes; DENY.
import { latestMail } from '../support/serverClient';
import {
  accessibilityViolations,
  codeIn,
  enterCode as enterCodeOn,
  brandUrl,
  browserSession,
  logIn,
  setFlags,
  persona,
} from './browser';

const session = browserSession();
const WRONG = 'Verification failed. Please make sure the code was entered correctly and try again.';
const RESENT = 'A new code has been resent. It may take up to 2 minutes to receive the new code.';
const wrongOf = (code: string) => (code === '000000' ? '111111' : '000000');

/** The code of the newest mail to this address that is not the previous code (mail dates have whole seconds). */
async function nextCode(address: string, previous: string, after: number): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const code = codeIn((await latestMail(address, /Your verification code/, after - 1000)).text);
    if (code !== previous) return code;
    if (Date.now() > deadline) throw new Error(`no new code for ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const enterCode = (code: string) => enterCodeOn(session.page, code);

describe('multi-factor login', () => {
  it('OTP_EMAIL: a wrong code, the resend wait, the resent code with Remember My Device; the next sign-in on this device skips the check', async () => {
    const { page } = session;
    const eve = persona('mfa-otp-email');
    await setFlags('cng', {
      timeouts: { verification: { otp_email: 3 }, session: { idleSeconds: 840, promptSeconds: 60 } },
    });
    await page.clock.install();
    const asked = Date.now();
    await logIn(page, 'cng', eve, '/login');
    await page.getByRole('heading', { name: 'Email Verification' }).waitFor();
    expect(page.url()).toBe(brandUrl('cng', '/authentication/mfa'));
    await page.getByText('m•••l@example.com').waitFor();
    const initial = codeIn((await latestMail(eve.email, /Your verification code/, asked - 1000)).text);
    expect(await accessibilityViolations(page)).toEqual([]);

    // Going round the check does not work: the guard brings the customer back to a new check.
    const again = Date.now();
    await page.goto(brandUrl('cng', '/account'));
    await page.getByRole('heading', { name: 'Email Verification' }).waitFor();
    const first = await nextCode(eve.email, initial, again);

    await enterCode(wrongOf(first));
    await page.getByText(WRONG).waitFor();
    expect(await page.getByLabel('Verification Code').inputValue()).toBe('');

    expect(await page.getByRole('button', { name: 'Resend Code' }).count()).toBe(0);
    await page.clock.runFor(1_000);
    expect(await page.getByRole('button', { name: 'Resend Code' }).count()).toBe(0);
    await page.clock.runFor(2_500);
    await page.getByRole('button', { name: 'Resend Code' }).waitFor();
    // The server keeps its own (real) time for the wait.
    await page.waitForTimeout(3_000);
    const resentAt = Date.now();
    await page.getByRole('button', { name: 'Resend Code' }).click();
    await page.getByText(RESENT).waitFor();
    expect(await page.getByRole('button', { name: 'Resend Code' }).count()).toBe(0);
    const second = await nextCode(eve.email, first, resentAt);

    await page.getByRole('checkbox', { name: 'Remember My Device' }).check();
    await page.getByRole('button', { name: 'About Remember My Device' }).focus();
    await page.getByRole('tooltip').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await enterCode(second);
    await page.getByRole('heading', { name: 'Welcome back, Eve Email' }).waitFor();
    expect(page.url()).toBe(brandUrl('cng', '/account/apply-now'));

    await page.getByRole('button', { name: 'Log Out' }).click();
    await page.getByRole('button', { name: 'Log In' }).waitFor();
    await logIn(page, 'cng', eve, '/login');
    await page.getByRole('heading', { name: 'Welcome back, Eve Email' }).waitFor();

    // Issue 47: the device was its fingerprint, and a second, clean Chromium has the same one. Now the device is the
    // secret in this browser's HttpOnly cookie: the other browser, with the password, still owes the code.
    const cookies = await session.context.cookies(brandUrl('cng', '/'));
    expect(cookies.find((c) => c.name === 'portal_device')).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
    expect(await page.evaluate(() => document.cookie)).not.toContain('portal_device');
    const other = await session.context.browser()!.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      const otherPage = await other.newPage();
      await logIn(otherPage, 'cng', eve, '/login');
      await otherPage.getByRole('heading', { name: 'Email Verification' }).waitFor();
    } finally {
      await other.close();
    }

    // The device list names this browser; forgetting it makes the next sign-in here ask for the code again.
    await page.goto(brandUrl('cng', '/account/personal'));
    const devices = page.getByRole('region', { name: 'Remembered devices' });
    await devices.getByText('(this browser)').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await devices.getByRole('button', { name: /^Forget .* \(this browser\)/ }).click();
    await devices.getByText(/^We forgot .*\. We will ask for a code the next time you log in there\.$/).waitFor();
    await page.getByRole('button', { name: 'Log Out' }).click();
    await page.getByRole('button', { name: 'Log In' }).waitFor();
    await logIn(page, 'cng', eve, '/login');
    await page.getByRole('heading', { name: 'Email Verification' }).waitFor();
  });

  it('OTP_PHONE: Send Code to the masked number, the texted code, and the remember-device modal (Not Now)', async () => {
    const { page } = session;
    const fay = persona('mfa-otp-phone');
    await logIn(page, 'cng', fay, '/login');
    await page.getByRole('heading', { name: 'Phone Verification' }).waitFor();
    await page.getByText('(•••) •••-0142').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    const asked = Date.now();
    await page.getByRole('button', { name: 'Send Code' }).click();
    await page.getByLabel('Verification Code').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    const text = await latestMail('6145550142@sms.portal.test', /\[Text message to/, asked - 1000);
    await enterCode(codeIn(text.text));
    const dialog = page.getByRole('dialog', { name: 'Remember this device?' });
    await dialog.waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Not Now' }).click();
    await page.getByRole('heading', { name: 'Welcome back, Fay Phone' }).waitFor();
  });

  it('OTP_PHONE_EMAIL: by phone and back; five wrong codes sign the customer out, and the check stays locked', async () => {
    const { page } = session;
    const bo = persona('mfa-otp-phone-email');
    await logIn(page, 'cng', bo, '/login');
    await page.getByRole('button', { name: 'Receive code by phone instead' }).click();
    await page.getByRole('heading', { name: 'Phone Verification' }).waitFor();
    await page.getByRole('button', { name: 'Receive code by email instead' }).click();
    await page.getByRole('heading', { name: 'Email Verification' }).waitFor();
    for (let i = 0; i < 4; i += 1) {
      await enterCode('99999999');
      await page.getByText(WRONG).waitFor();
    }
    await enterCode('99999999');
    await page.getByRole('heading', { name: "We couldn't verify your identity" }).waitFor();
    await page.getByText(/Too many incorrect codes were entered/).waitFor();
    expect(page.url()).toBe(brandUrl('cng', '/authentication/mfa/fail'));
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Go to login' }).click();
    await logIn(page, 'cng', bo, '/login');
    await page.getByText(/For your security, we could not complete the verification/).waitFor();
    // Signed out: the account needs a new login.
    await page.goto(brandUrl('cng', '/account'));
    await page.getByRole('button', { name: 'Log In' }).waitFor();
  });

  it('DENY: the failure page, signed out', async () => {
    const { page } = session;
    await logIn(page, 'cng', persona('mfa-deny'), '/login');
    await page.getByRole('heading', { name: "We couldn't verify your identity" }).waitFor();
    await page.goto(brandUrl('cng', '/account'));
    await page.getByRole('button', { name: 'Log In' }).waitFor();
  });
});
