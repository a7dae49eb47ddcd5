// The core screens as pictures (issue 72): each is taken in Chromium and compared pixel by pixel (pixelmatch) with
// the picture kept in tests/e2e/pictures/, so a change no one meant (a margin, a colour, a header that wraps) fails
// here. A change meant is accepted by taking the pictures again in the same commit:
//   UPDATE_PICTURES=1 npx jest -c jest.e2e.config.js tests/e2e/pictures.test.ts
// and looking at them. A failure writes the new picture and a picture of the difference (in red) to test-results/.
// The screens chosen show no date, no code and nothing random: the sign-in, the application's first step, the
// enrollment's first page, a recovery page, and the header's Menu open on a phone.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type { Page } from 'playwright-core';
import { brandUrl, browserSession } from './browser';

const session = browserSession();
const KEPT = join(__dirname, 'pictures');
const FAILED = join(__dirname, '..', '..', 'test-results', 'pictures');

/** The number of pixels that differ from the kept picture (anti-aliasing aside); writes the picture when updating. */
async function differs(page: Page, name: string): Promise<number> {
  await page.evaluate(() => document.fonts.ready);
  const taken = await page.screenshot({ animations: 'disabled', caret: 'hide', scale: 'css' });
  const file = join(KEPT, `${name}.png`);
  if (process.env.UPDATE_PICTURES || !existsSync(file)) {
    if (!process.env.UPDATE_PICTURES) throw new Error(`no kept picture ${name}.png: take it with UPDATE_PICTURES=1`);
    mkdirSync(KEPT, { recursive: true });
    writeFileSync(file, taken);
    return 0;
  }
  const now = PNG.sync.read(taken);
  const kept = PNG.sync.read(readFileSync(file));
  if (now.width !== kept.width || now.height !== kept.height) return now.width * now.height;
  const difference = new PNG({ width: now.width, height: now.height });
  const count = pixelmatch(kept.data, now.data, difference.data, now.width, now.height, { threshold: 0.1 });
  if (count > 0) {
    mkdirSync(FAILED, { recursive: true });
    writeFileSync(join(FAILED, `${name}.png`), taken);
    writeFileSync(join(FAILED, `${name}-difference.png`), PNG.sync.write(difference));
  }
  return count;
}

/** Each screen: its picture's name, where, how wide, and the field or link that shows it has rendered. */
const SCREENS: readonly (readonly [name: string, brand: string, path: string, width: number, shown: string])[] = [
  ['cng-login-320', 'cng', '/login', 320, 'Email'],
  ['cng-login-390', 'cng', '/login', 390, 'Email'],
  ['cng-login-1280', 'cng', '/login', 1280, 'Email'],
  ['csh-login-390', 'csh', '/login', 390, 'Email'],
  ['cng-application-390', 'cng', '/application', 390, 'Email'],
  ['aca-application-1280', 'aca', '/application', 1280, 'Email'],
  ['ccb-enrollment-390', 'ccb', '/enrollment', 390, 'Get Started'],
  ['p360-forgot-password-320', 'p360', '/authentication/forgot-password', 320, 'Email'],
];

describe('the core screens, pixel by pixel', () => {
  it.each(SCREENS)('%s looks as kept', async (name, brand, path, width, shown) => {
    const { page } = session;
    await page.setViewportSize({ width, height: width < 768 ? 844 : 800 });
    await page.goto(brandUrl(brand, path));
    await page
      .getByLabel(shown, { exact: true })
      .or(page.getByRole('link', { name: shown, exact: true }))
      .waitFor();
    expect({ name, differing: await differs(page, name) }).toEqual({ name, differing: 0 });
  });

  it("cng's header with its Menu open at 390 px looks as kept", async () => {
    const { page } = session;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(brandUrl('cng', '/login'));
    await page.getByLabel('Email', { exact: true }).waitFor();
    // Pressed before the app has taken the page over, the press is kept and given again then (decision 0067).
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.locator('header button[aria-expanded="true"]').waitFor();
    // The press took the page over: the focus is where a pointer left it, with no ring (decision 0083).
    await page.mouse.move(0, 0);
    expect({ differing: await differs(page, 'cng-login-390-menu') }).toEqual({ differing: 0 });
  });
});
