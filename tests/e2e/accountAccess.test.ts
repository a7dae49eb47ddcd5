// Account access in Chromium: a customer of another brand handed to their brand's host and signed in there,
// and an agent acting for a customer and stopping.
import {
  accessibilityViolations,
  appRunning,
  appTookOver,
  brandUrl,
  browserSession,
  logIn,
  port,
  persona,
  signedIn,
} from './browser';

const session = browserSession();

describe('single sign-on between brands', () => {
  it('hands a p360 customer who logs in on cng to the p360 host, signed in there, with no tokens left in the address bar', async () => {
    const { page, context } = session;
    const omar = persona('cross-brand');
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).host);
    });
    await logIn(page, 'cng', omar);
    await page.waitForURL(new RegExp(`^http://p360\\.localhost:${port()}/account/apply-now$`), { timeout: 15000 });
    await page.getByRole('heading', { name: /Omar/ }).waitFor();
    expect(page.url()).not.toContain('token');
    expect(visited).toContain(`p360.localhost:${port()}`);
    // The cng host keeps nothing of the session.
    const cng = await context.newPage();
    await cng.goto(brandUrl('cng', '/account'));
    await cng.waitForURL(/\/login$/);
    expect(
      await cng.evaluate(() =>
        Object.keys(localStorage).filter((key) => key.startsWith('CognitoIdentityServiceProvider')),
      ),
    ).toEqual([]);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it("shows 'No SSO data found' on the SSO landing without tokens", async () => {
    const { page } = session;
    await page.goto(brandUrl('cng', '/sso'));
    await page.getByRole('heading', { name: 'No SSO data found' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Go to login' }).click();
    await page.waitForURL(brandUrl('cng', '/login'));
  });
});

describe('the login page', () => {
  it('is a sign-in form before the app runs: shown after 750 ms, the app started by the first key, nothing typed lost', async () => {
    const { page } = session;
    await page.goto(brandUrl('aca', '/login'));
    // The form is in the server's HTML, and CSS shows it in place of 'Loading…' after the spec's 750 ms: the page's
    // animations are moved to just before and to that moment.
    const form = page.locator('form').filter({ has: page.getByLabel('Email') });
    const at = (ms: number) =>
      page.evaluate((time) => {
        for (const animation of document.getAnimations()) {
          animation.pause();
          animation.currentTime = time;
        }
      }, ms);
    await at(749);
    expect(await form.isVisible()).toBe(false);
    expect(await page.getByRole('status').filter({ hasText: 'Loading…' }).isVisible()).toBe(true);
    await at(750);
    expect(await form.isVisible()).toBe(true);
    expect(await page.getByRole('status').filter({ hasText: 'Loading…' }).isVisible()).toBe(false);

    // Nothing of the app is fetched or run before the first input; the page's view is recorded once.
    const appFetched = () =>
      page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /\/js\/boot\./.test(entry.name)));
    await page.waitForTimeout(300);
    expect(await appFetched()).toBe(false);
    expect(await appTookOver(page)).toBe(false);

    // Typed key by key from the first key on, while the app is fetched and takes the page over.
    const james = persona('aca-returning');
    await page.getByLabel('Email').pressSequentially(james.email);
    await page.getByLabel('Password').pressSequentially(james.password ?? '');
    expect(await appFetched()).toBe(true);
    await appRunning(page);
    expect(await page.getByLabel('Email').inputValue()).toBe(james.email);
    await page.getByRole('button', { name: 'Log In' }).click();
    await signedIn(page);
    expect(
      await page.evaluate(
        () =>
          (window as { dataLayer?: { event?: string; page?: string }[] }).dataLayer?.filter(
            (entry) => entry.event === 'virtualPageView' && entry.page === '/login',
          ).length,
      ),
    ).toBe(1);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it.each([
    ['cng', 1280],
    ['aca', 390],
  ])(
    'on %s at %i px keeps its card the same height when the form replaces the placeholder (nothing below moves)',
    async (brand, width) => {
      const { page } = session;
      await page.setViewportSize({ width: Number(width), height: 900 });
      try {
        await page.goto(brandUrl(String(brand), '/login'));
        const card = page.getByRole('region', { name: /^Log in to / });
        const before = (await card.boundingBox())?.height ?? 0;
        await page.getByLabel('Email').waitFor();
        const after = (await card.boundingBox())?.height ?? 0;
        expect(before).toBeGreaterThan(300);
        expect(Math.abs(after - before)).toBeLessThan(1);
      } finally {
        await page.setViewportSize({ width: 1280, height: 800 });
      }
    },
  );
});

describe('agents', () => {
  it('an agent acts for a customer by email, sees the banner on every page, and stops', async () => {
    const { page } = session;
    const agent = persona('agent');
    await logIn(page, 'cng', agent, '/admin/login');
    await page.waitForURL(/\/admin\/landing$/);
    await page.getByRole('heading', { name: 'Agent tools' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByLabel('Customer email').fill('maria.lopez@example.com');
    await page.getByRole('button', { name: 'Act as this customer' }).click();
    const banner = page.getByRole('region', { name: 'Acting for a customer' });
    await banner.getByText('Maria Lopez').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.goto(brandUrl('cng', '/account'));
    await banner.getByText('Maria Lopez').waitFor();
    await page.getByRole('heading', { name: /Maria/ }).waitFor();
    await banner.getByRole('button', { name: 'Stop acting' }).click();
    await banner.waitFor({ state: 'detached' });
  });

  it("refuses a customer on the agent login with 'Not admin'", async () => {
    const { page } = session;
    const maria = persona('cng-returning');
    await logIn(page, 'cng', maria, '/admin/login');
    await page.getByRole('alert').getByText('Not admin').waitFor();
  });
});
