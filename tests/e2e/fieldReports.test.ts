// Field reports in Chromium (issue 49): the login page sends its web vitals when it is hidden, and an uncaught error as
// it happens, to POST /api/rum, as beacons the server takes (204).
import type { Page, Request } from 'playwright-core';
import { brandUrl, browserSession } from './browser';

const session = browserSession();

interface Sent {
  vitals?: { name: string; value: number; rating: string; route: string }[];
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
    // A key pressed as the person types on: web-vitals settles LCP at a real key or click (the page hidden below is
    // the test's own event, which it does not trust).
    await email.pressSequentially('y');

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
});
