// Field reports in Chromium (issue 49): the login page sends its web vitals when it is hidden, and an uncaught error as
// it happens, to POST /api/rum, as beacons the server takes (204).
import type { Page, Request } from 'playwright-core';
import { brandUrl, browserSession } from './browser';

const session = browserSession();

interface Sent {
  vitals?: { name: string; value: number; rating: string; navigationType: string; route: string }[];
  errors?: { source: string; message: string; route: string }[];
}

const report = (page: Page, kind: keyof Sent) =>
  page.waitForRequest(
    (request) => new URL(request.url()).pathname === '/api/rum' && (request.postData() ?? '').includes(`"${kind}"`),
  );

async function accepted(request: Request): Promise<Sent> {
  expect((await request.response())?.status()).toBe(204);
  return JSON.parse(request.postData()!) as Sent;
}

describe('field reports', () => {
  it("send the login page's vitals when the page is hidden, and an uncaught error as it happens", async () => {
    const { page } = session;
    await page.goto(brandUrl('ccb', '/login'));
    const email = page.getByLabel('Email');
    await email.waitFor();
    // On /login the app starts at the first input (decision 0067), and the field reports' chunk (with web-vitals) is
    // loaded once the page is idle after that.
    await email.click();
    await email.pressSequentially('x');
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((entry) => /\/field-reports\.[^/]*\.js$/.test(entry.name)),
    );
    // No key after the chunk arrived: web-vitals, registered after the input, never settles an LCP of its own; the first
    // byte's script saw it (issue 68: such a visit never sent LCP).

    const errorSent = report(page, 'errors');
    await page.evaluate(() =>
      setTimeout(() => {
        throw new Error('Thrown on purpose by a test');
      }),
    );
    expect((await accepted(await errorSent)).errors).toEqual([
      { source: 'window', message: 'Error: Thrown on purpose by a test', route: '/login' },
    ]);

    const vitalsSent = report(page, 'vitals');
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const { vitals } = await accepted(await vitalsSent);
    expect(vitals!.map((vital) => vital.name).sort()).toEqual(expect.arrayContaining(['FCP', 'LCP', 'TTFB']));
    for (const vital of vitals!) {
      expect(vital.route).toBe('/login');
      expect(vital.value).toBeGreaterThanOrEqual(0);
      expect(['good', 'needs-improvement', 'poor']).toContain(vital.rating);
    }
  });

  // Issue 68: the reports began only with the app, which /login starts at the first input. An error thrown before
  // then was never reported, a visit with no input sent nothing, and LCP never came. The first byte's script
  // (src/lib/rules/earlyReports.ts) reports them now.
  it('report an error thrown before the app starts and, for a visit with no input, the LCP when the page is hidden', async () => {
    const { page } = session;
    await page.goto(brandUrl('cng', '/login'));
    await page.getByLabel('Email').waitFor();
    // No input: the app has not started, and its reporter is not there.
    expect(
      await page.evaluate(() =>
        performance.getEntriesByType('resource').some((entry) => /\/field-reports\.[^/]*\.js$/.test(entry.name)),
      ),
    ).toBe(false);
    const errorSent = report(page, 'errors');
    await page.evaluate(() =>
      setTimeout(() => {
        throw new TypeError('Thrown before the app on purpose');
      }),
    );
    expect((await accepted(await errorSent)).errors).toEqual([
      { source: 'window', message: 'TypeError: Thrown before the app on purpose', route: '/login' },
    ]);
    const rejectionSent = report(page, 'errors');
    await page.evaluate(() => void Promise.reject(new RangeError('Refused before the app on purpose')));
    expect((await accepted(await rejectionSent)).errors).toEqual([
      { source: 'rejection', message: 'RangeError: Refused before the app on purpose', route: '/login' },
    ]);

    // The page hidden, as a person switching tabs hides it.
    const vitalsSent = report(page, 'vitals');
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const { vitals } = await accepted(await vitalsSent);
    expect(vitals!.map(({ name, navigationType, route }) => ({ name, navigationType, route }))).toEqual([
      { name: 'LCP', navigationType: 'navigate', route: '/login' },
    ]);
    expect(['good', 'needs-improvement', 'poor']).toContain(vitals![0]!.rating);
    expect(vitals![0]!.value).toBeGreaterThan(0);
  });

  it("allow the first byte's script by its hash alone: the page's policy runs no other inline script", async () => {
    const { page } = session;
    const answer = await page.goto(brandUrl('aca', '/login'));
    const policy = answer!.headers()['content-security-policy']!;
    const scriptSrc = policy.split(';').find((part) => part.trim().startsWith('script-src'))!;
    expect(scriptSrc.trim()).toMatch(/^script-src 'self' 'sha256-[A-Za-z0-9+/]{43}='$/);
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.head.append(script);
    });
    expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();
    expect(await page.evaluate(() => typeof (window as { __earlyReports?: unknown }).__earlyReports)).toBe('object');
  });
});
