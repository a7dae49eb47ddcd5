// Enrollment in Chromium against the reference back end, codes read from MailDev: a store customer enrolls
// from the SSN search through the address, the texted code and the email code, to success and a first
// sign-in; each dead end (no record, a record that has a login, an email in use, an email that is another
// customer's, five wrong phone codes); the thank-you page; axe on every page.
import { latestMail } from '../support/serverClient';
import {
  accessibilityViolations,
  codeIn,
  enterCode as enterCodeOn,
  brandUrl,
  browserSession,
  logIn,
  persona,
} from './browser';

const session = browserSession();
const PASSWORD = 'Enroll#2026';

async function expectNoViolations() {
  expect(await accessibilityViolations(session.page)).toEqual([]);
}

/** From /enrollment through the personal form. */
async function personalForm(
  brand: string,
  who: { firstName: string; lastName: string; email: string; ssn: string; dateOfBirth: string },
) {
  const { page } = session;
  await page.goto(brandUrl(brand, '/enrollment'));
  await page.getByRole('heading', { name: 'Enroll in online account access' }).waitFor();
  await page.getByRole('link', { name: 'Get Started' }).click();
  await page.getByRole('heading', { name: 'Create your login' }).waitFor();
  await page.getByLabel('First name').fill(who.firstName);
  await page.getByLabel('Last name').fill(who.lastName);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByLabel('Social Security number').fill(who.ssn);
  await page.getByLabel('Date of birth').fill(who.dateOfBirth);
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function residentialForm(addressLine1: string, zipCode: string, phone: string) {
  const { page } = session;
  await page.getByRole('heading', { name: 'Confirm your details' }).waitFor();
  await page.getByLabel('Street address').fill(addressLine1);
  await page.getByLabel('ZIP code').fill(zipCode);
  await page.getByLabel('Mobile phone number').fill(phone);
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function sendPhoneCode(smsTo: string): Promise<string> {
  const { page } = session;
  await page.getByRole('heading', { name: 'Phone Verification' }).waitFor();
  const asked = Date.now();
  await page.getByRole('button', { name: 'Send Code' }).click();
  await page.getByLabel('Verification Code').waitFor();
  return codeIn((await latestMail(smsTo, /\[Text message to/, asked - 1000)).text);
}

const enterCode = (code: string) => enterCodeOn(session.page, code);

describe('enrollment', () => {
  it('a store customer enrolls: search, address, texted code, email code, success, and a first sign-in', async () => {
    const { page } = session;
    const ana = persona('enroll-store');
    await personalForm('cng', {
      firstName: 'Ana',
      lastName: 'Ortiz',
      email: ana.email,
      ssn: '900-00-0003',
      dateOfBirth: ana.profile.dateOfBirth!,
    });
    await page.getByText('Hi Ana, to make sure it').waitFor();
    expect(page.url()).toBe(brandUrl('cng', '/enrollment/residential-form'));
    await expectNoViolations();
    await residentialForm('99 Elm St', '43004', '614-555-0199');
    await page.getByText("These details don't match our records. You have 2 tries left.").waitFor();
    await residentialForm('88 Elm St', '43004', '(614) 555-0199');

    await page.getByText('(•••) •••-0199').waitFor();
    expect(page.url()).toBe(brandUrl('cng', '/enrollment/otp-send-code'));
    await expectNoViolations();
    const phoneCode = await sendPhoneCode('6145550199@sms.portal.test');
    expect(page.url()).toBe(brandUrl('cng', '/enrollment/otp-verify-code'));
    await expectNoViolations();
    await enterCode(phoneCode === '000000' ? '111111' : '000000');
    await page
      .getByText('Verification failed. Please make sure the code was entered correctly and try again.')
      .waitFor();
    const asked = Date.now();
    await enterCode(phoneCode);

    await page.getByRole('heading', { name: 'Email Verification' }).waitFor();
    expect(page.url()).toBe(brandUrl('cng', '/enrollment/email-verification'));
    await page.getByText('a•••z@example.com').waitFor();
    await page.getByText(/Need help\? Call us at/).waitFor();
    expect(await page.getByRole('checkbox', { name: 'Remember My Device' }).count()).toBe(0);
    await expectNoViolations();
    const emailCode = codeIn((await latestMail(ana.email, /Your verification code/, asked - 1000)).text);
    await enterCode(emailCode);
    await page.getByText('Your email address is verified.').waitFor();
    expect(page.url()).toBe(brandUrl('cng', '/enrollment/success'));
    await page.getByRole('main').getByText('Already have an account? Log In', { exact: true }).waitFor();
    await expectNoViolations();

    await page.getByRole('main').getByRole('link', { name: 'Log In' }).click();
    await logIn(page, 'cng', { email: ana.email, password: PASSWORD });
    // A store customer with a retail code passes the multi-factor check (Ana's decision is ALLOW).
    await page.getByRole('heading', { name: 'Welcome back, Ana Ortiz' }).waitFor();
  });

  it('no record located; a record that already has a login; an email already in use', async () => {
    const { page } = session;
    await personalForm('cng', {
      firstName: 'Nobody',
      lastName: 'Known',
      email: 'nobody.known@example.com',
      ssn: '999999999',
      dateOfBirth: '1980-01-01',
    });
    await page.getByRole('heading', { name: "We couldn't find your record" }).waitFor();
    expect(page.url()).toBe(brandUrl('cng', '/enrollment/no-record-located'));
    await expectNoViolations();

    const maria = persona('cng-returning');
    await personalForm('cng', {
      firstName: 'Maria',
      lastName: 'Lopez',
      email: 'maria.second@example.com',
      ssn: maria.profile.ssn!,
      dateOfBirth: maria.profile.dateOfBirth!,
    });
    await page.getByRole('heading', { name: 'You already have an online account' }).waitFor();
    expect(page.url()).toBe(brandUrl('cng', '/enrollment/customer-already-in-use'));
    await expectNoViolations();

    await personalForm('cng', {
      firstName: 'Maria',
      lastName: 'Lopez',
      email: maria.email,
      ssn: maria.profile.ssn!,
      dateOfBirth: maria.profile.dateOfBirth!,
    });
    await page.getByRole('heading', { name: 'This email is already in use' }).waitFor();
    expect(page.url()).toBe(brandUrl('cng', '/enrollment/email-already-in-use'));
    await expectNoViolations();
  });

  it("another customer's email is not eligible; five wrong texted codes end at the OTP failed page", async () => {
    const { page } = session;
    const sam = persona('legacy-store');
    await personalForm('csh', {
      firstName: 'Sam',
      lastName: 'Rivera',
      email: persona('enroll-no-phone').email,
      ssn: sam.profile.ssn!,
      dateOfBirth: sam.profile.dateOfBirth!,
    });
    await page.getByRole('heading', { name: "This email can't be used" }).waitFor();
    expect(page.url()).toBe(brandUrl('csh', '/enrollment/email-verification-not-eligible'));
    await expectNoViolations();

    await personalForm('csh', {
      firstName: 'Sam',
      lastName: 'Rivera',
      email: sam.email,
      ssn: sam.profile.ssn!,
      dateOfBirth: sam.profile.dateOfBirth!,
    });
    await residentialForm(sam.profile.addressLine1!, sam.profile.zipCode!, sam.profile.phone!);
    await sendPhoneCode('3145550123@sms.portal.test');
    for (let i = 0; i < 4; i += 1) {
      await enterCode('99999999');
      await page
        .getByText('Verification failed. Please make sure the code was entered correctly and try again.')
        .waitFor();
    }
    await enterCode('99999999');
    await page.getByRole('heading', { name: "We couldn't verify your phone" }).waitFor();
    expect(page.url()).toBe(brandUrl('csh', '/enrollment/otp-failed'));
    await expectNoViolations();
  });

  it('a record with no phone on file ends at the thank-you page', async () => {
    const { page } = session;
    const joe = persona('enroll-no-phone');
    await personalForm('cng', {
      firstName: 'Joe',
      lastName: 'Dunn',
      email: 'joe.online@example.com',
      ssn: joe.profile.ssn!,
      dateOfBirth: joe.profile.dateOfBirth!,
    });
    await residentialForm(joe.profile.addressLine1!, joe.profile.zipCode!, '614-555-0100');
    await page.getByRole('heading', { name: 'Thank you, Joe' }).waitFor();
    expect(page.url()).toBe(brandUrl('cng', '/enrollment/thank-you'));
    await expectNoViolations();
  });

  it('the personal form says what is wrong and sends nothing', async () => {
    const { page } = session;
    await page.goto(brandUrl('cng', '/enrollment'));
    await page.getByRole('link', { name: 'Get Started' }).waitFor();
    await expectNoViolations();
    await page.goto(brandUrl('cng', '/enrollment/personal-form'));
    await page.getByLabel('Social Security number').fill('12345');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Date of birth').fill('2015-01-01');
    await page.getByLabel('First name').click();
    await page.getByText('Enter your 9-digit Social Security number').waitFor();
    await page
      .getByText('Password must be at least 8 characters, contain at least one number and at least one letter', {
        exact: true,
      })
      .waitFor();
    await page.getByText('You must be at least 18 years old to enroll').waitFor();
    expect(await page.getByRole('button', { name: 'Continue' }).isDisabled()).toBe(true);
    await expectNoViolations();
  });
});
