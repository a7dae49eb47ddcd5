// The layout holds words 40% longer (issue 72, before the Spanish catalog): on two brands, the header signed out and
// signed in (its Menu open on a phone), the sign-in, the application's first step, the enrollment's first page, the
// customer's home and personal details, at 320, 390 and 1280 px: nothing scrolls sideways, no control is cut, every
// target stays a thumb's; a label may take two lines in a button as wide as the form, never in the header.
import type { Page } from 'playwright-core';
import { appRunning, brandUrl, browserSession, logIn, persona, signedIn } from './browser';
import { layoutFaults } from './layout';
import { withLongerWords } from './pseudoLocale';

const session = browserSession();

async function holds(page: Page, where: string): Promise<void> {
  await withLongerWords(page);
  expect({ where, faults: await layoutFaults(page, { wrapsOutsideHeader: true }) }).toEqual({ where, faults: [] });
  await page.setViewportSize({ width: 390, height: 844 });
  // The Menu button, by its part rather than its (lengthened) name.
  await page.locator('header button[aria-expanded]:visible').first().click();
  await page.locator('header button[aria-expanded="true"]').waitFor();
  expect({ where: `${where}, Menu open`, faults: await layoutFaults(page, { wrapsOutsideHeader: true }) }).toEqual({
    where: `${where}, Menu open`,
    faults: [],
  });
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1280, height: 800 });
}

describe('words 40% longer', () => {
  it.each(['cng', 'csh'])('fit the public pages of %s', async (brand) => {
    const { page } = session;
    for (const path of ['/login', '/application', '/enrollment', '/authentication/forgot-email']) {
      await page.goto(brandUrl(brand, path));
      await page.locator('h1').first().waitFor();
      // The sign-in form shows after the specification's 750 ms (its 'Loading…' until then).
      const field = page.locator('main input:not([type="hidden"])').first();
      if (await field.count()) await field.waitFor();
      // Its words can change once the app runs, without the take-over undoing them; a focus starts it.
      await page.locator('main').first().focus();
      await appRunning(page);
      await holds(page, `${brand} ${path}`);
    }
  });

  it.each([
    ['cng', 'cng-returning'],
    ['csh', 'csh-returning'],
  ])('fit the pages of a customer of %s', async (brand, who) => {
    const { page } = session;
    await logIn(page, brand, persona(who));
    await signedIn(page);
    await holds(page, `${brand} home`);
    await page.goto(brandUrl(brand, '/account/personal'));
    await page.locator('h1').first().waitFor();
    await holds(page, `${brand} /account/personal`);
  });
});
