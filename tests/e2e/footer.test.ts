// Every page's footer in Chromium: ccb's Xact block, a footer flag changed through the test hooks, the brand
// override choosing another brand's footer, and axe on the footers at 390 px.
import { accessibilityViolations, brandUrl, browserSession, resetFlags, setFlags } from './browser';

const session = browserSession();

afterEach(() => resetFlags());

describe('footers', () => {
  it("ccb's footer carries the Xact block (enableXact), readable at 390 px, and axe finds nothing", async () => {
    const { page } = session;
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto(brandUrl('ccb', '/login'));
    const footer = page.getByRole('contentinfo');
    const xact = footer.getByRole('table', { name: 'Xact example terms' });
    await xact.waitFor();
    expect(await xact.getByRole('row', { name: /Total of payments/ }).textContent()).toBe('Total of payments$6,153.07');
    await footer.getByText('California residents: the most you can borrow with Xact is $2,400.00.').waitFor();
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await footer.getByRole('navigation', { name: 'Footer' }).getByRole('link').allTextContents()).toEqual([
      'About us',
      'Rates and terms',
      'Privacy policy',
      'Terms of use',
      'Accessibility',
      'Contact us',
    ]);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: 'test-results/footer-ccb-390.png', fullPage: true });
  });

  it('hides the Hawaii notice when the test hooks turn hideHawaiiFooter on, and shows the new California notice with showNewCaNotice', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(brandUrl('cng', '/login'));
    const notices = page.getByRole('list', { name: 'Notices for residents of these states' });
    await notices.getByText(/^Hawaii residents:/).waitFor();

    await setFlags('cng', { hideHawaiiFooter: true, showNewCaNotice: true });
    await page.reload();
    await notices.getByText(/^Kentucky residents:/).waitFor();
    expect(await notices.getByText(/^Hawaii residents:/).count()).toBe(0);
    await page.getByRole('heading', { name: 'California privacy notice at collection' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it("shows another brand's footer when the brand override picks it (?brand=ccb on cng's host)", async () => {
    const { page } = session;
    await page.goto(brandUrl('cng', '/login?brand=ccb'));
    await page.getByRole('contentinfo').getByRole('heading', { name: 'Xact loan examples' }).waitFor();
    expect(
      await page
        .getByRole('contentinfo')
        .getByText(/Cedar Creek Bank customer service/)
        .count(),
    ).toBe(1);
  });
});
