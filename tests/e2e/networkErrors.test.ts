// The network and auth error rules in Chromium: a 502 from the gateway shows /error/unavailable, then the root after 15 s (the
// clock is Playwright's), and a 403 leads to login with the timeout message.
import type { Page } from 'playwright-core';
import personas from '../fixtures/personas.json';
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
});
