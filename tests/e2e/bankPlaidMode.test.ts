// Step 3's bank link in Chromium with BANK_LINK_MODE=plaid (issue 70, decision 0079): a portal of its own whose bank
// calls go through Plaid's SDK to the stand-in of Plaid's API (PLAID_ENV=local), and whose page loads Link from
// https://cdn.plaid.com as in production, under the page's own Content-Security-Policy. The browser sends
// cdn.plaid.com to the stand-in, which serves Link's script and frame (server/plaidStandIn/linkPages.ts). What
// differs from local mode (tests/e2e/bank.test.ts): Link in Plaid's frame, its callbacks, and the save through the SDK.
import type { BrowserContext, Page } from 'playwright-core';
import { ownPortal } from '../support/ownPortal';
import { accessibilityViolations, brandUrl, browserSession, logIn, persona, signedIn } from './browser';

const portal = ownPortal(() => ({
  BANK_LINK_MODE: 'plaid',
  PLAID_ENV: 'local',
  PLAID_CLIENT_ID: 'portal-e2e-client',
  PLAID_SECRET: 'portal-e2e-secret-0123456789abcdef',
}));

/** What the page asked of cdn.plaid.com, by path. */
const fromPlaid: string[] = [];
const session = browserSession();

/** cdn.plaid.com answered by the stand-in of Plaid (this machine cannot reach Plaid). */
async function plaidCdnIsTheStandIn(context: BrowserContext) {
  await context.route('https://cdn.plaid.com/**', async (route) => {
    const { pathname, search } = new URL(route.request().url());
    fromPlaid.push(pathname);
    const response = await route.fetch({ url: `${portal.plaidStandInUrl}${pathname}${search}` });
    await route.fulfill({ response });
  });
}

async function atConsent(page: Page) {
  await plaidCdnIsTheStandIn(session.context);
  await logIn(page, 'cng', persona('bank-step'), '/login');
  await signedIn(page);
  await page.goto(brandUrl('cng', '/application/bank/consent'));
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Connect my bank' }).click();
  return page.frameLocator('iframe[title="Plaid Link"]');
}

describe("the bank link through Plaid's Link and SDK (BANK_LINK_MODE=plaid)", () => {
  it('shows Link from cdn.plaid.com under the page’s policy, and a wrong password’s page', async () => {
    const { page } = session;
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const link = await atConsent(page);
    await link.getByRole('heading', { name: 'Select your bank' }).waitFor();
    expect(fromPlaid).toEqual(
      expect.arrayContaining(['/link/v2/stable/link-initialize.js', '/link/v2/stable/link.html', '/link/session']),
    );
    expect(await accessibilityViolations(page)).toEqual([]);
    await link.getByRole('button', { name: 'First Platypus Bank' }).click();
    await link.getByLabel('Username').fill('user_good');
    await link.getByLabel('Password').fill('wrong');
    await link.getByRole('button', { name: 'Submit' }).click();
    await link
      .getByRole('alert')
      .getByText(
        'The credentials you provided were incorrect. Check that your credentials are the same that you use for this institution',
      )
      .waitFor();
    await link.getByRole('button', { name: 'Exit' }).click();
    await page.getByRole('heading', { name: "We couldn't sign in to your bank" }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/application/bank/invalid-credentials');
    expect(violations).toEqual([]);
  });

  it('links First Platypus Bank in Link, and the chosen account is saved through Plaid’s SDK', async () => {
    const { page } = session;
    const link = await atConsent(page);
    await link.getByRole('button', { name: 'First Platypus Bank' }).click();
    await link.getByLabel('Username').fill('user_good');
    await link.getByLabel('Password').fill('pass_good');
    await link.getByRole('button', { name: 'Submit' }).click();
    await link.getByRole('heading', { name: 'Select the accounts to share' }).waitFor();
    await link.getByRole('button', { name: 'Continue' }).click();
    await link.getByRole('heading', { name: 'Success' }).waitFor();
    await link.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Choose your checking account' }).waitFor();
    expect(await page.locator('iframe[title="Plaid Link"]').count()).toBe(0);
    await page.getByRole('radio', { name: /Plaid Gold Checking/ }).check();
    await page.getByRole('button', { name: 'Use this account' }).click();
    await page.getByRole('heading', { name: 'Your loan offer' }).waitFor();
    await page.goto(brandUrl('cng', '/application/bank'));
    await page.getByRole('heading', { name: 'Your bank account is saved' }).waitFor();
    await page.getByText('••••9606').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
