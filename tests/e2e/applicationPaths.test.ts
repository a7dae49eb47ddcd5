// The application's other paths in Chromium against the reference back end: the passwordless resume (lookup by email
// and date of birth, the spec's email-not-found text, the mailed code, back at the saved step); resuming after a
// session timeout; someone under 18; a store customer whose store loan can be converted (without a login, and with
// one); an Ohio visitor choosing the select loan (SLP) and a store; a ccb applicant in California (Xact up to
// $2,400.00). Axe on every screen.
import type { Page } from 'playwright-core';
import { latestMail } from '../support/serverClient';
import { fillPersonal, makeLogin, unique, usDate } from './applicationSteps';
import { accessibilityViolations, brandUrl, browserSession, logIn, persona, signedIn } from './browser';

const session = browserSession();
const EMAIL_NOT_FOUND =
  'We couldn\u2019t find an email address matching the information you entered. Please review and try again.';
const digits = (date: Date) => usDate(date).replace(/\//g, '');

/** Step 1 typed and Continue pressed. */
async function personalStep(page: Page, details: Parameters<typeof fillPersonal>[1]) {
  await page.getByRole('heading', { name: 'Tell us about yourself' }).waitFor();
  await fillPersonal(page, details);
  await page.getByRole('button', { name: 'Continue' }).click();
}

describe('the application’s other paths', () => {
  it('starts anew, saying why, for an application begun on the earlier website; saving step 1 replaces it', async () => {
    const { page } = session;
    await logIn(page, 'cng', persona('legacy-application'), '/login');
    await signedIn(page);
    await page.goto(brandUrl('cng', '/application'));
    await page.waitForURL((url) => url.pathname === '/application/personal');
    await page
      .getByText(
        'You started an application on our earlier website, and it can’t be continued here. Please start again below: saving this step replaces the earlier application.',
      )
      .waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await personalStep(page, {
      ssn: '900000708',
      dateOfBirth: '04/12/1990',
      street: '18 High St',
      city: 'Columbus',
      state: 'OH',
      zip: '43215',
      phone: '6145550708',
    });
    await page.getByRole('heading', { name: 'Choose your loan' }).waitFor();
    // Back at the entry, the new application is the one resumed; the notice is gone.
    await page.goto(brandUrl('cng', '/application'));
    await page.waitForURL((url) => url.pathname === '/application/product-preference');
    expect(await page.getByText(/earlier website/).count()).toBe(0);
  });

  it('resumes a passwordless applicant’s application with an emailed code after finding it by email and date of birth', async () => {
    const { page } = session;
    const kate = persona('resume-passwordless');
    await page.goto(brandUrl('cng', '/application/account'));
    await page.getByRole('link', { name: 'Continue your application' }).click();
    await page.getByRole('heading', { name: 'Continue your application' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByLabel('Email').fill(kate.email);
    await page.getByLabel('Date of birth').pressSequentially('08151993');
    await page.getByRole('button', { name: 'Find my application' }).click();
    const alert = page.getByRole('alert');
    await alert.getByText(EMAIL_NOT_FOUND).waitFor();
    expect(await alert.getByRole('link', { name: 'Enroll Now' }).getAttribute('href')).toBe('/enrollment');
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByLabel('Date of birth').fill('');
    await page.getByLabel('Date of birth').pressSequentially('08141993');
    await page.getByRole('button', { name: 'Find my application' }).click();
    await page.getByRole('heading', { name: 'Log in with a code' }).waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe(kate.email);
    const asked = Date.now();
    await page.getByRole('button', { name: 'Send Code' }).click();
    await page.getByText('It may take up to 2 minutes to arrive.').waitFor();
    const code = /\b(\d{6})\b/.exec((await latestMail(kate.email, /one-time login code/, asked - 1000)).text)![1]!;
    await page.getByLabel('Code', { exact: true }).fill(code);
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await page.waitForURL((url) => url.pathname === '/application/product-preference');
    await page.getByRole('heading', { name: 'Choose your loan' }).waitFor();
  });

  it('brings a customer who timed out back to the step they were on once they log in again', async () => {
    const { page } = session;
    const iris = persona('resume-20');
    await page.clock.install();
    await logIn(page, 'cng', iris, '/login');
    await signedIn(page);
    await page.goto(brandUrl('cng', '/application'));
    await page.getByRole('heading', { name: 'Your income' }).waitFor();
    await page.mouse.move(5, 5);
    await page.clock.runFor(841_000);
    await page.getByRole('dialog', { name: 'Are you still there?' }).getByRole('button', { name: 'No' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByText('The good news is your information was saved.', { exact: false }).waitFor();
    // The browser's clock ran 14 minutes ahead of the server's; the sign-in's signed timestamp must agree with it.
    await page.clock.setSystemTime(new Date());
    await page.getByLabel('Email').fill(iris.email);
    await page.getByLabel('Password').fill(iris.password!);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL((url) => url.pathname === '/application/income');
    await page.getByRole('heading', { name: 'Your income' }).waitFor();
    // Step 1 keeps what was saved.
    await page.goto(brandUrl('cng', '/application/personal'));
    expect(await page.getByLabel('First name').inputValue()).toBe('Iris');
  });

  it('sends someone under 18 to /application/not-eligible, saving nothing', async () => {
    const { page } = session;
    await makeLogin(page, 'cng', { firstName: 'Teo', lastName: 'Young', email: unique('teo.young@example.com') });
    const seventeen = new Date();
    seventeen.setFullYear(seventeen.getFullYear() - 17);
    await personalStep(page, {
      dateOfBirth: digits(seventeen),
      ssn: '900000160',
      street: '12 Elm St',
      city: 'Columbus',
      state: 'OH',
      zip: '43215',
      phone: '6145550170',
    });
    await page.getByRole('heading', { name: "We can't take your application" }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/application/not-eligible');
    expect(await accessibilityViolations(page)).toEqual([]);
    // Nothing was saved: the entry still starts at step 1.
    await page.goto(brandUrl('cng', '/application'));
    await page.getByRole('heading', { name: 'Tell us about yourself' }).waitFor();
  });

  it('sends a store customer whose store loan can be converted to /application/conversion-eligible-enrollment', async () => {
    const { page } = session;
    const hank = persona('convert-no-login');
    await makeLogin(page, 'cng', {
      firstName: hank.profile.firstName,
      lastName: hank.profile.lastName,
      email: hank.email,
    });
    await page.getByRole('heading', { name: 'Your store loan may be converted' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/application/conversion-eligible-enrollment');
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(await page.getByRole('link', { name: 'Enroll Now' }).getAttribute('href')).toBe('/enrollment');
  });

  it('tells a returning customer whose store loan can be converted at /application/continue-conversion, and lets her apply instead', async () => {
    const { page } = session;
    const grace = persona('convert-eligible');
    await logIn(page, 'cng', grace, '/login');
    await signedIn(page);
    await page.goto(brandUrl('cng', '/application'));
    await page.getByRole('heading', { name: 'You can convert your store loan' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/application/continue-conversion');
    await page.getByText('Your store loan PDL-880021 (payoff $345.00) can be converted', { exact: false }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Apply for a new loan instead' }).click();
    await page.getByRole('heading', { name: 'Tell us about yourself' }).waitFor();
    expect(await page.getByLabel('First name').inputValue()).toBe('Grace');
  });

  it('lets an Ohio visitor choose the select loan (SLP) and the nearest store, remembered 30 days', async () => {
    const { page } = session;
    await makeLogin(page, 'cng', { firstName: 'Olive', lastName: 'Hart', email: unique('olive.hart@example.com') });
    await personalStep(page, {
      dateOfBirth: '03141986',
      ssn: '900000161',
      street: '40 Front St',
      city: 'Columbus',
      state: 'OH',
      zip: '43215',
      phone: '6145550171',
    });
    await page.getByRole('heading', { name: 'Choose your loan' }).waitFor();
    await page.getByRole('radio', { name: /^Select loan/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Choose your store' }).waitFor();
    const chosen = page.getByText(/^Your store: /);
    await chosen.waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Continue with this store' }).click();
    await page.getByRole('heading', { name: 'Your income' }).waitFor();
    const cookie = (await page.context().cookies()).find((c) => c.name === 'store_number');
    expect(cookie?.value).toMatch(/^\d+$/);
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(2_591_000);
    expect(await page.getByText('3 of 5').count()).toBe(1);
  });

  it('offers a ccb applicant in California the Xact loan up to $2,400.00', async () => {
    const { page } = session;
    const carla = persona('ccb-california');
    await logIn(page, 'ccb', carla, '/login');
    await signedIn(page);
    await page.goto(brandUrl('ccb', '/application'));
    await personalStep(page, {
      dateOfBirth: '10021990',
      ssn: '900000162',
      street: carla.profile.addressLine1!,
      city: 'Los Angeles',
      state: 'CA',
      zip: carla.profile.zipCode!,
      phone: carla.profile.phone!,
    });
    await page.getByRole('heading', { name: 'Choose your loan' }).waitFor();
    await page.getByText('to $2,400.00').first().waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
