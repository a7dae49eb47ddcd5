// The checks before submission in Chromium (issue 14), for the `checks` persona whose application waits at
// /application/otp: the mobile carrier's check on its stand-in page cannot confirm the number (sandbox 0199), so a
// code is texted (read from the local SMS stand-in) and entered; the ID scan on its stand-in page cannot read the ID
// (sandbox SSN 0211), so the ID is shown another way and the application reaches /application/submit. Axe on every
// page of ours.
import { accessibilityViolations, brandUrl, browserSession, logIn, persona, signedIn } from './browser';
import { latestMail } from '../support/serverClient';
import { agreeToDocuments } from './applicationSteps';

const session = browserSession();

describe('/otp and /identity', () => {
  it('verifies the number by a texted code after the carrier could not, and opts out of the ID scan after it failed (cng)', async () => {
    const { page } = session;
    await logIn(page, 'cng', persona('checks'), '/login');
    await signedIn(page);
    await page.goto(brandUrl('cng', '/application'));
    await page.waitForURL((url) => url.pathname === '/application/otp');
    await page.getByText('(•••) •••-0199').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);

    // The carrier's check, on its own page, and back.
    await page.getByRole('button', { name: 'Verify with my mobile carrier instead' }).click();
    await page.getByRole('heading', { name: 'Mobile number check' }).waitFor();
    await page.getByRole('button', { name: 'Confirm my number' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/application/otp' && url.searchParams.get('carrier') === 'unconfirmed',
    );
    await page
      .getByText(
        'Your mobile carrier could not confirm that this number is yours. Verify it with a code by text message instead.',
      )
      .waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);

    // A code by text message.
    const asked = Date.now();
    await page.getByRole('button', { name: 'Text me a code' }).click();
    await page.getByLabel('Verification Code').waitFor();
    const text = await latestMail('2165550199@sms.portal.test', /\[Text message to/, asked - 1000);
    const code = /code is (\d{6})/.exec(text.text)![1]!;
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByLabel('Verification Code').fill(code);
    await page.getByRole('button', { name: 'Verify Code' }).click();

    // The ID: the scan, on its own page, cannot read it.
    await page.waitForURL((url) => url.pathname === '/application/identity');
    await page.getByRole('button', { name: 'Scan my ID' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Scan my ID' }).click();
    await page.getByRole('heading', { name: 'Scan your ID' }).waitFor();
    await page.getByRole('button', { name: 'Scan front and back' }).click();
    await page.waitForURL((url) => url.pathname === '/application/identity/verify');
    await page
      .getByText(
        'We could not read your ID. Make sure the whole ID is in the picture, in good light and without glare.',
      )
      .waitFor();
    await page.getByText('You can scan your ID 2 more times.').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);

    // Another way: what is asked instead, and on to the submission.
    await page.getByRole('link', { name: 'Show my ID another way' }).click();
    await page.getByRole('button', { name: 'Continue without scanning' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Continue without scanning' }).click();
    await page.waitForURL((url) => url.pathname === '/application/agreements');
    await agreeToDocuments(page);
    await page.getByRole('button', { name: 'Submit application' }).waitFor();
  });
});
