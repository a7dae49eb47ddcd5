// Finding a store in Chromium against the seeded stores: type a ZIP code, see 9 cards nearest first (never
// store 2997), load 3 more, open a store's week of hours and what to bring; at 1280 px on cng and 390 px on aca
// (whose stores are its own); make one my store (cookie, 'Your store'); axe finds nothing on the page.
import { accessibilityViolations, brandUrl, browserSession } from './browser';

const session = browserSession();

describe('find a store', () => {
  it.each([
    ['cng', 1280, '43004'],
    ['aca', 390, '75201'],
  ])('on %s at %i px: 9 stores near %s, 3 more, and a store’s details', async (brand, width, zip) => {
    const { page } = session;
    await page.setViewportSize({ width, height: 900 });
    await page.goto(brandUrl(brand, '/find-a-store'));
    await page.getByRole('heading', { name: 'Find a store' }).waitFor();
    await page.getByLabel('ZIP code').pressSequentially(`${zip}-99`);
    expect(await page.getByLabel('ZIP code').inputValue()).toBe(zip);
    const cards = page.getByRole('list', { name: 'Stores' }).getByRole('listitem');
    await page.waitForFunction(() => document.querySelectorAll('[aria-label="Stores"] > li').length === 9);
    expect(await cards.count()).toBe(9);
    expect(await page.getByText(/Store 2997|\(2997\)/).count()).toBe(0);
    const miles = await cards.locator('text=/ mi away$/').allTextContents();
    const distances = miles.map((text) => Number.parseFloat(text));
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
    await page.getByRole('button', { name: 'Load more' }).click();
    await page.waitForFunction(() => document.querySelectorAll('[aria-label="Stores"] > li').length === 12);
    expect(await accessibilityViolations(page)).toEqual([]);

    await cards.first().getByRole('button', { name: /Store details/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('table', { name: 'Store hours' }).waitFor();
    expect(await dialog.getByRole('row').count()).toBe(8);
    expect(await dialog.locator('tr[aria-current="date"]').count()).toBe(1);
    await dialog.getByRole('heading', { name: 'What to bring?' }).waitFor();
    expect(await dialog.getByRole('listitem').allTextContents()).toEqual(['Valid ID', 'Proof of income', 'Active checking account', 'Proof of address and phone']);
    expect(await accessibilityViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Make this my store' }).click();
    await cards.first().getByText('Your store').waitFor();
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'store_number')?.value).toMatch(/^\d+$/);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: `test-results/stores-${brand}-${width}.png`, fullPage: true });
  });
});
