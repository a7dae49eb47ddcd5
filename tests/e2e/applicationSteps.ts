// The application's first steps as a person types them, for the browser tests: the login made on
// /application/account, and step 1's personal information.
import type { Page } from 'playwright-core';
import { brandUrl, cardFramesSettled } from './browser';

/** mm/dd/yyyy. */
export const usDate = (date: Date) =>
  `${String(date.getMonth() + 1).padStart(2, '0')}/${String(date.getDate()).padStart(2, '0')}/${date.getFullYear()}`;
export const inDays = (days: number) => usDate(new Date(Date.now() + days * 86_400_000));
/** An address no earlier run has used. */
export const unique = (email: string) => email.replace('@', `.${Date.now()}${Math.floor(Math.random() * 1000)}@`);

/** Opens /application as a visitor and makes the login; Continue is pressed. */
export async function makeLogin(
  page: Page,
  brand: string,
  who: { firstName: string; lastName: string; email: string; password?: string },
) {
  await page.goto(brandUrl(brand, '/application'));
  await page.getByRole('heading', { name: 'Create your login' }).waitFor();
  await page.getByLabel('First name').fill(who.firstName);
  await page.getByLabel('Last name').fill(who.lastName);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password ?? 'Apply#2026');
  await page.getByLabel('Confirm password').fill(who.password ?? 'Apply#2026');
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** Types step 1's fields (dates as mm/dd/yyyy), an Ohio driver's license expiring in 400 days; Continue is not pressed. */
export async function fillPersonal(
  page: Page,
  details: {
    ssn: string;
    dateOfBirth: string;
    street: string;
    city: string;
    state: string;
    zip: string;
    phone: string;
  },
) {
  await page.getByLabel('Date of birth').pressSequentially(details.dateOfBirth.replace(/\//g, ''));
  await page.getByLabel('Social Security number').pressSequentially(details.ssn);
  await page.getByLabel('Street address').fill(details.street);
  await page.getByLabel('City').fill(details.city);
  await page.getByLabel('State', { exact: true }).selectOption(details.state);
  await page.getByLabel('ZIP code').fill(details.zip);
  await page.getByLabel('Months at this address').fill('30');
  await page.getByLabel('Rent').check();
  await page.getByLabel('Phone number').pressSequentially(details.phone);
  await page.getByLabel("Driver's license").check();
  await page.getByLabel('Issuing state').selectOption('OH');
  await page.getByLabel('ID number').fill('RD123456');
  await page.getByLabel('Expiration date').pressSequentially(inDays(400).replace(/\//g, ''));
}

/** Opens a document in the PDF viewer (pdf.js in Chromium), waits for its first page, and closes it. */
export async function readDocument(page: Page, title: string) {
  await page.getByRole('button', { name: new RegExp(`^Read ${title}`) }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog
    .getByRole('toolbar')
    .getByText(/^Page 1 of \d+$/)
    .waitFor({ timeout: 20_000 });
  await dialog.locator('canvas').first().waitFor();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'hidden' });
  // The page's scroll bar comes back as the dialog closes: a card frame on the page measures itself again.
  await cardFramesSettled(page);
}

/** /application/agreements: the E-SIGN consent, then every other document, each read and agreed; then on to /submit. */
export async function agreeToDocuments(page: Page, stateName = 'Ohio') {
  for (const title of [
    'Consent to Electronic Records and Signatures',
    'Privacy Notice',
    'Terms of Use',
    `${stateName} Consumer Notice`,
  ]) {
    await readDocument(page, title);
    await page.getByRole('checkbox', { name: `I have read and agree to the ${title}` }).check();
  }
  await page.getByRole('button', { name: 'Agree and continue' }).click();
  await page.waitForURL((url) => url.pathname === '/application/submit');
}

/** /application/approved/agreements: the ways to repay and be paid, the loan documents read and agreed; then on to /esign. */
export async function agreeToLoan(page: Page, options: { automatic?: boolean } = {}) {
  await page
    .getByRole('radio', {
      name: options.automatic ? /^Automatic payments from my checking account/ : /^I will make each payment myself/,
    })
    .check();
  await page.getByRole('radio', { name: /^By direct deposit to my checking account/ }).check();
  const titles = options.automatic ? ['Loan Agreement', 'Automatic Payment Authorization'] : ['Loan Agreement'];
  for (const title of titles) {
    await readDocument(page, title);
    await page.getByRole('checkbox', { name: `I have read and agree to the ${title}` }).check();
  }
  await page.getByRole('button', { name: 'Agree and continue' }).click();
  await page.waitForURL((url) => url.pathname === '/application/esign');
}

/** The virtual page views pushed to the tag manager's data layer since the page was loaded, in order. */
export async function pageViews(page: Page): Promise<{ page: string; applicationId: string | null }[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? [])
      .filter((entry) => entry.event === 'virtualPageView')
      .map((entry) => ({
        page: String(entry.page),
        applicationId: typeof entry.applicationId === 'string' ? entry.applicationId : null,
      })),
  );
}

/** Asserts these pages were viewed in this order, each carrying the same application id. */
export async function expectPageViews(page: Page, expected: readonly string[]) {
  // A page's view is pushed once its chunk has loaded and its effect has run, a moment after the URL changed.
  await page
    .waitForFunction(
      (paths) => {
        const pushed = ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter(
          (entry) => entry.event === 'virtualPageView' && typeof entry.applicationId === 'string',
        );
        return paths.every((path) => pushed.some((entry) => entry.page === path));
      },
      expected,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
  const views = await pageViews(page);
  const seen = expected.map((path) => views.find((view) => view.page === path));
  expect(seen.map((view) => view?.page)).toEqual(expected);
  const positions = expected.map((path) => views.findIndex((view) => view.page === path));
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  const ids = new Set(seen.map((view) => view?.applicationId));
  expect(ids.size).toBe(1);
  expect([...ids][0]).toMatch(/^[0-9a-f-]{36}$/);
}
