// Finding a store in Chromium against the seeded stores, from the header's help menu: type a ZIP code, see 9 cards
// nearest first (never store 2997) and a marker per card on the map (no tiles can be had here), load 3 more, open a
// store's week of hours and what to bring (from a card, and from a marker); at 1280 px on cng and 390 px on aca
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
    await page.goto(brandUrl(brand, '/login'));
    // On a phone the header's controls are behind its Menu button (issue 72).
    if (width < 768) await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Help' }).click();
    await page.getByRole('menu', { name: 'Help' }).getByRole('menuitem', { name: 'Find a store' }).click();
    await page.getByRole('heading', { name: 'Find a store' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/find-a-store');
    await page.getByLabel('ZIP code').pressSequentially(`${zip}-99`);
    expect(await page.getByLabel('ZIP code').inputValue()).toBe(zip);
    const cards = page.getByRole('list', { name: 'Stores' }).getByRole('listitem');
    await page.waitForFunction(() => document.querySelectorAll('[aria-label="Stores"] > li').length === 9);
    expect(await cards.count()).toBe(9);
    expect(await page.getByText(/Store 2997|\(2997\)/).count()).toBe(0);
    const miles = await cards.locator('text=/ mi away$/').allTextContents();
    const distances = miles.map((text) => Number.parseFloat(text));
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
    const map = page.getByRole('region', { name: 'Map of the stores listed below' });
    const markers = map.getByRole('button', { name: /^\d+\. / });
    await markers.nth(8).waitFor();
    expect(await markers.count()).toBe(9);
    await page.getByRole('button', { name: 'Load more' }).click();
    await page.waitForFunction(() => document.querySelectorAll('[aria-label="Stores"] > li').length === 12);
    await markers.nth(11).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);

    // A marker opens its store, as its card does: clicked on the desktop, Enter on the phone (where markers of
    // stores close together overlap).
    const secondName = await cards.nth(1).getByRole('heading').textContent();
    if (width > 500) {
      await markers.nth(1).click();
    } else {
      await markers.nth(1).focus();
      await page.keyboard.press('Enter');
    }
    await page.getByRole('dialog', { name: secondName! }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });

    await cards
      .first()
      .getByRole('button', { name: /Store details/ })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('table', { name: 'Store hours' }).waitFor();
    expect(await dialog.getByRole('row').count()).toBe(8);
    expect(await dialog.locator('tr[aria-current="date"]').count()).toBe(1);
    await dialog.getByRole('heading', { name: 'What to bring?' }).waitFor();
    expect(await dialog.getByRole('listitem').allTextContents()).toEqual([
      'Valid ID',
      'Proof of income',
      'Active checking account',
      'Proof of address and phone',
    ]);
    expect(await accessibilityViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Make this my store' }).click();
    await cards.first().getByText('Your store').waitFor();
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'store_number')?.value).toMatch(/^\d+$/);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: `test-results/stores-${brand}-${width}.png`, fullPage: true });
  });

  it('opens with the stores of a ZIP code in the address: painted from the server’s answer, taken over without asking again, then 3 more', async () => {
    const { page } = session;
    const searches: string[] = [];
    const watch = (request: { url: () => string; postData: () => string | null }) => {
      if (new URL(request.url()).pathname === '/api/locations/search') searches.push(request.postData() ?? '');
    };
    page.on('request', watch);
    try {
      await page.goto(brandUrl('cng', '/find-a-store?zip=43004'));
      // In the HTML as the server answers it, before any script has run.
      const html = await page.evaluate(() =>
        fetch(window.location.href, { headers: { accept: 'text/html' } }).then((answer) => answer.text()),
      );
      expect(html).toContain('Stores near 43004, nearest first.');
      const cards = page.getByRole('list', { name: 'Stores' }).getByRole('listitem');
      expect(await cards.count()).toBe(9);
      // The app takes the page over (the map joins) without searching the first page again.
      await page
        .getByRole('region', { name: 'Map of the stores listed below' })
        .getByRole('button', { name: /^\d+\. / })
        .nth(8)
        .waitFor();
      expect(searches).toEqual([]);
      expect(await page.getByLabel('ZIP code').inputValue()).toBe('43004');
      await page.getByRole('button', { name: 'Load more' }).click();
      await page.waitForFunction(() => document.querySelectorAll('[aria-label="Stores"] > li').length === 12);
      expect(searches.length).toBeLessThanOrEqual(1);
      expect(await accessibilityViolations(page)).toEqual([]);
    } finally {
      page.off('request', watch);
    }
  });
});
