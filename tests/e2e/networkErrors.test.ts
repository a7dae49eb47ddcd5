// The network and auth error rules in Chromium: a 502 from the gateway shows /error/unavailable, then the root after 15 s (the
// clock is Playwright's), a 403 leads to login with the timeout message, and a mutation the server fails leads to
// /account/error on an account page (decision 0055).
import type { Page } from 'playwright-core';
import personas from '../fixtures/personas.json';
import { GENERIC_ERROR_MESSAGE } from '../../src/lib/genericErrorMessage';
import { brandUrl, browserSession, logIn } from './browser';

const session = browserSession();
const maria = personas.find((p) => p.id === 'cng-returning')!;
const TIMEOUT_MESSAGE =
  'Uh oh! This page has timed out due to inactivity (we do this to protect your information). The good news is your information was saved. To pick up where you left off, please log in.';

/** Answers the account page's data query (the overview) with this status, as a gateway or the server would. */
async function failAccountQuery(page: Page, status: number) {
  await page.route('**/graphql', async (route) => {
    if (route.request().postData()?.includes('query AccountOverview'))
      await route.fulfill({ status, contentType: 'text/plain', body: status === 502 ? 'Bad Gateway' : 'Forbidden' });
    else await route.continue();
  });
}

/** Every in-app path the page moves through (React Router uses the history API). */
async function recordPaths(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __paths: string[] }).__paths = seen;
    for (const name of ['pushState', 'replaceState'] as const) {
      const original = history[name].bind(history);
      history[name] = (data: unknown, unused: string, url?: string | URL | null) => {
        if (url !== undefined && url !== null) seen.push(new URL(String(url), location.href).pathname);
        original(data, unused, url);
      };
    }
  });
}

describe('network and auth errors', () => {
  it('goes to the root 15 seconds after a 502, not before', async () => {
    const { page } = session;
    await page.clock.install();
    await recordPaths(page);
    await failAccountQuery(page, 502);
    await logIn(page, 'cng', maria);
    await page.getByRole('heading', { name: 'We can’t reach our servers right now' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/error/unavailable');
    // Forget the paths of the sign-in itself (which passes through the root).
    await page.evaluate(() => (window as unknown as { __paths: string[] }).__paths.splice(0));
    await page.clock.runFor(14000);
    expect(await page.evaluate(() => (window as unknown as { __paths: string[] }).__paths)).not.toContain('/');
    await page.clock.runFor(1500);
    await page.waitForFunction(() => (window as unknown as { __paths: string[] }).__paths.includes('/'));
  });

  it('goes to login with the timeout message when the server answers 403 for a signed-in customer', async () => {
    const { page } = session;
    await logIn(page, 'cng', maria);
    await page.getByRole('heading', { name: 'Welcome back, Maria Lopez' }).waitFor();
    await failAccountQuery(page, 403);
    await page.reload();
    await page.waitForURL(brandUrl('cng', '/login'));
    await page.getByText(TIMEOUT_MESSAGE).waitFor();
    expect(await page.evaluate(() => window.localStorage.length)).toBe(0);
  });

  it('a mutation the server fails (its INTERNAL fault) leads to /account/error, like a query', async () => {
    const { page } = session;
    await logIn(page, 'cng', maria);
    await page.getByRole('heading', { name: 'Welcome back, Maria Lopez' }).waitFor();
    await page.route('**/graphql', async (route) => {
      if (route.request().postData()?.includes('mutation RequestContactChange'))
        await route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({
            data: null,
            errors: [{ message: 'Something went wrong', extensions: { code: 'INTERNAL' } }],
          }),
        });
      else await route.continue();
    });
    await page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: 'Contact details' }).click();
    await page.getByRole('button', { name: 'Change your mobile phone number' }).click();
    await page.getByLabel('New mobile phone number').pressSequentially('6145550298');
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.waitForURL(brandUrl('cng', '/account/error'));
    await page.getByRole('heading', { name: GENERIC_ERROR_MESSAGE }).waitFor();
  });
});
