// Every page a visitor reaches without a saved state, on every brand, measured at 320, 390 and 1280 px (issue 72):
// nothing scrolls sideways, no control's label wraps or is cut, every button and field is a thumb's target, every
// text field has 16 px text, an autocomplete token and the phone keyboard its value needs (layout.ts); axe on each.
// The pages only a saved state reaches (the application's later steps, the decisions, the account's pages of each kind
// of loan, the conversion, the agreements) are measured the same way by their own suites: every axe check measures.
import type { Page } from 'playwright-core';
import { accessibilityViolations, brandUrl, browserSession, logIn, persona, signedIn } from './browser';

const session = browserSession();
const BRANDS = ['cng', 'aca', 'ccb', 'csh', 'p360'] as const;

/** The public route table's pages, with what shows that each has rendered. */
const PUBLIC_PAGES: readonly (readonly [path: string, shown: string])[] = [
  ['/login', 'h1'],
  ['/application', 'h1'],
  ['/enrollment', 'h1'],
  ['/authentication/forgot-password', 'h1'],
  ['/authentication/forgot-password/fail', 'h1'],
  ['/authentication/forgot-email', 'h1'],
  ['/authentication/forgot-email/fail', 'h1'],
  ['/authentication/resume-passwordless', 'h1'],
  ['/authentication/change-password/123456/someone%40example.com', 'h1'],
  ['/admin/login', 'h1'],
  ['/find-a-store?zip=43215', 'main li'],
  ['/sso', 'h1'],
  ['/error', 'h1'],
  ['/error/unavailable', 'h1'],
  ['/404.html', 'h1'],
  ['/maintenance.html', 'h1'],
];

async function measured(page: Page, where: string): Promise<void> {
  await page.locator('main').first().waitFor();
  const faults = await accessibilityViolations(page);
  expect({ where, faults }).toEqual({ where, faults: [] });
}

describe('every public page', () => {
  it.each(BRANDS)('on %s fits 320, 390 and 1280 px', async (brand) => {
    const { page } = session;
    for (const [path, shown] of PUBLIC_PAGES) {
      await page.goto(brandUrl(brand, path));
      await page.locator(shown).first().waitFor();
      await measured(page, `${brand} ${path}`);
    }
  });
});

describe('the pages of a signed-in customer', () => {
  it.each(BRANDS)(
    'on %s fit 320, 390 and 1280 px: the home page, a payment, the pay-by-phone page, the personal details, the store locator',
    async (brand) => {
      const { page } = session;
      await logIn(page, brand, persona(`${brand}-returning`));
      await signedIn(page);
      await measured(page, `${brand} ${new URL(page.url()).pathname}`);
      for (const path of ['/account/payment', '/account/ivr', '/account/personal', '/find-a-store']) {
        await page.goto(brandUrl(brand, path));
        await page.locator('h1').first().waitFor();
        await measured(page, `${brand} ${path}`);
      }
    },
  );
});
