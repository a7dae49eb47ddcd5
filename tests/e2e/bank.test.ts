// Step 3's bank account in Chromium through the local stand-in for Plaid Link, for the persona whose application
// waits at the bank step: a linked bank with two checking accounts (one chosen; afterwards no page, answer or store
// holds the full numbers); the bank asking to sign in again (SIGN IN AGAIN in update mode); wrong credentials and a
// bank without accounts; the account typed by hand (a bad routing number, a savings account and a too-new account
// refused, then a good one); each saved account takes the application on to step 4. Axe on every page and on Link's
// dialog.
import type { Page } from 'playwright-core';
import {
  accessibilityViolations,
  axeBothWidths,
  brandUrl,
  browserSession,
  logIn,
  persona,
  setFlags,
  signedIn,
} from './browser';
import { expectPageViews } from './applicationSteps';

const session = browserSession();
const lena = persona('bank-step');

async function signedInAtBank(page: Page) {
  await logIn(page, 'cng', lena, '/login');
  await signedIn(page);
  await page.goto(brandUrl('cng', '/application'));
  // At the bank step, or past it once an earlier test saved an account.
  await page.waitForURL((url) => url.pathname === '/application/bank' || url.pathname === '/application/products');
  await page.goto(brandUrl('cng', '/application/bank'));
}

/** Saved: the application goes on to step 4; the bank step shows the account by the last 4 digits of its number. */
async function savedAndOnToStepFour(page: Page, last4: string) {
  await page.getByRole('heading', { name: 'Your loan offer' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/application/products');
  await page.goto(brandUrl('cng', '/application/bank'));
  await page.getByRole('heading', { name: 'Your bank account is saved' }).waitFor();
  await page.getByText(`••••${last4}`).waitFor();
}

/** From the consent page: agree, open Link, pick a bank (First Platypus Bank unless told) and sign in. */
async function linkWith(page: Page, username: string, password = 'pass_good', bank = 'First Platypus Bank') {
  await page.goto(brandUrl('cng', '/application/bank/consent'));
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Connect my bank' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: bank }).click();
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  return dialog;
}

describe('the bank account (step 3)', () => {
  // First: every later test saves an account, and a saved account is shown instead of the ways to add one.
  it('with the newBankingScreen flag, links or types the account from one page (the consent beside the link)', async () => {
    const { page } = session;
    await setFlags('cng', { newBankingScreen: true });
    await signedInAtBank(page);
    await page.getByRole('heading', { name: 'Add your bank account' }).waitFor();
    const link = page.getByRole('region', { name: 'Link your bank with Plaid (quickest)' });
    const manual = page.getByRole('region', { name: 'Or enter your account by hand' });
    await manual.getByRole('link', { name: 'Enter my account by hand' }).waitFor();
    await axeBothWidths(page);
    await link.getByRole('button', { name: 'Connect my bank' }).click();
    await link
      .getByRole('alert')
      .filter({ hasText: 'Tick the box to agree, or enter your account by hand.' })
      .waitFor();
    await axeBothWidths(page);
    await link.getByRole('checkbox').check();
    await link.getByRole('button', { name: 'Connect my bank' }).click();
    // Link opens straight from the bank step: no introduction page, no consent page.
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'First Platypus Bank' }).waitFor();
    expect(new URL(page.url()).pathname).not.toMatch(/\/(plaid|consent)$/);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await manual.getByRole('link', { name: 'Enter my account by hand' }).click();
    await page.waitForURL((url) => url.pathname === '/application/bank/manual');
  });

  it('links a bank through Plaid Link, picks one of two checking accounts, and keeps only its last 4 digits anywhere after saving', async () => {
    const { page } = session;
    await signedInAtBank(page);
    await page.getByRole('heading', { name: 'Add your bank account' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Link my bank' }).click();
    await page.getByRole('heading', { name: 'Link your bank with Plaid' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Share your checking account' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Connect my bank' }).click();

    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Select your bank' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/application/bank/open');
    // The link's OPEN is a page view, with the application's id.
    await expectPageViews(page, ['/application/bank/open']);
    expect(await accessibilityViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'First Platypus Bank' }).click();
    await dialog.getByLabel('Username').fill('user_good');
    await dialog.getByLabel('Password').fill('pass_good');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.getByRole('heading', { name: 'Select the accounts to share' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Continue' }).click();

    // Everything the browser receives from now on.
    const answers: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/graphql'))
        void response.text().then(
          (text) => answers.push(text),
          () => undefined,
        );
    });
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Choose your checking account' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('radio', { name: /Plaid Gold Checking/ }).check();
    const afterConnection = answers.length;
    await page.getByRole('button', { name: 'Use this account' }).click();
    await savedAndOnToStepFour(page, '9606');
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.reload();
    await page.getByText('••••9606').waitFor();
    const saved = answers.slice(afterConnection).join('\n');
    expect(saved).toContain('••••9606');
    expect(saved).not.toMatch(/9900009606|021000021/);
    expect(await page.content()).not.toMatch(/9900009606|021000021/);
    // Nor does anything the browser keeps (the store itself is checked by the saga tests, DevTools by the sanitizer's).
    expect(await page.evaluate(() => JSON.stringify(localStorage) + document.cookie)).not.toMatch(
      /9900009606|021000021/,
    );
  });

  it('offers SIGN IN AGAIN or MANUALLY ENTER ACCOUNT INFO when the bank wants a new sign-in, and links it again in update mode', async () => {
    const { page } = session;
    await signedInAtBank(page);
    // Linked before at First Platypus Bank: the page names the bank just linked (Tartan Bank), not that one.
    const before = await linkWith(page, 'user_good');
    await before.getByRole('button', { name: 'Continue' }).click();
    await before.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Choose your checking account' }).waitFor();
    const dialog = await linkWith(page, 'user_login_required', 'pass_good', 'Tartan Bank');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Sign in to your bank again' }).waitFor();
    await page.getByText('Tartan Bank needs you to sign in again before we can read your checking account.').waitFor();
    expect(await page.getByRole('main').getByRole('button').allTextContents()).toEqual(['SIGN IN AGAIN']);
    expect(
      await page.getByRole('main').getByRole('link', { name: 'MANUALLY ENTER ACCOUNT INFO' }).getAttribute('href'),
    ).toBe('/application/bank/manual');
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'SIGN IN AGAIN' }).click();
    await dialog.getByRole('heading', { name: 'Sign in again to Tartan Bank' }).waitFor();
    await dialog.getByLabel('Username').fill('user_login_required');
    await dialog.getByLabel('Password').fill('pass_good');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.getByRole('checkbox', { name: /Plaid Gold Checking/ }).uncheck();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await savedAndOnToStepFour(page, '0000');
  });

  it('shows the pages for wrong credentials and for a bank without accounts', async () => {
    const { page } = session;
    await signedInAtBank(page);
    let dialog = await linkWith(page, 'user_good', 'wrong');
    await dialog.getByRole('alert').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Exit' }).click();
    await page.getByRole('heading', { name: "We couldn't sign in to your bank" }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/application/bank/invalid-credentials');
    expect(await accessibilityViolations(page)).toEqual([]);

    dialog = await linkWith(page, 'user_no_accounts');
    await dialog.getByRole('button', { name: 'Exit' }).click();
    await page.getByRole('heading', { name: "We didn't find a checking account" }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/application/bank/no-checking');
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('takes an account typed by hand only when it is a checking account with a real routing number, open 30 days or more', async () => {
    const { page } = session;
    await signedInAtBank(page);
    await page.goto(brandUrl('cng', '/application/bank/manual'));
    await page.getByRole('heading', { name: 'Enter your bank account' }).waitFor();
    await page.getByLabel('Routing number').pressSequentially('021000022');
    await page.getByLabel('Account number').pressSequentially('123456789');
    await page.getByLabel('Bank name').fill('Buckeye Bank');
    await page.getByLabel('Savings').check();
    const recent = new Date(Date.now() - 10 * 86_400_000);
    await page
      .getByLabel('Date the account was opened')
      .pressSequentially(
        `${String(recent.getMonth() + 1).padStart(2, '0')}${String(recent.getDate()).padStart(2, '0')}${recent.getFullYear()}`,
      );
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page
      .getByText('This is not a valid routing number. Check the 9 digits at the bottom left of your checks')
      .waitFor();
    await page.getByText('We can only use a checking account. Please enter a checking account.').waitFor();
    await page.getByText('Your checking account must be open at least 30 days.', { exact: true }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByLabel('Routing number').fill('');
    await page.getByLabel('Routing number').pressSequentially('021000021');
    await page.getByLabel('Checking').check();
    await page.getByLabel('Date the account was opened').fill('');
    await page.getByLabel('Date the account was opened').pressSequentially('01152020');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await savedAndOnToStepFour(page, '6789');
    await page.getByText('Entered by hand.', { exact: false }).waitFor();
  });
});
