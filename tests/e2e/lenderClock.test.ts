// The lender's date in a browser far from the lender (spec 9: the lender's days are Eastern time), in Chromium with
// the time zone set on the browser and its clock fixed by Playwright: someone who turns 18 on November 25, 2026 (the
// Eastern date) may enroll from 00:30 Eastern that day, when it is still the 24th in Hawaii and California, and not
// at 23:30 Eastern on the 24th, when it is already the 25th in UTC. Dates of birth are checked by the browser as the
// person types, so no request is needed to see it.
import type { Browser } from 'playwright-core';
import { brandUrl, launch, logIn, persona } from './browser';
import { easternDate } from '../../src/lib/rules/easternTime';
import { toUsDate as usDateOf } from '../../src/lib/rules/usDate';

const TOO_YOUNG = 'You must be at least 18 years old to enroll';
/** 23:30 Eastern on the 24th (04:30 UTC on the 25th) and 00:30 Eastern on the 25th (05:30 UTC). */
const BEFORE = new Date('2026-11-25T04:30:00Z');
const AFTER = new Date('2026-11-25T05:30:00Z');

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

describe.each(['Pacific/Honolulu', 'America/Los_Angeles'])('a browser in %s', (timezoneId) => {
  it.each([
    ['23:30 Eastern on the 24th: not yet 18 on the lender’s date', BEFORE, true],
    ['00:30 Eastern on the 25th: 18 today on the lender’s date', AFTER, false],
  ])('%s', async (_name, at, refused) => {
    const context = await browser.newContext({ timezoneId, viewport: { width: 1280, height: 800 } });
    try {
      const page = await context.newPage();
      await page.clock.setFixedTime(at);
      await page.goto(brandUrl('cng', '/enrollment/personal-form'));
      // The browser's own date differs from the lender's here (the 24th in this zone at 00:30 Eastern on the 25th).
      expect(await page.evaluate(() => new Date().toISOString())).toBe(at.toISOString());
      expect(await page.evaluate(() => new Date().getDate())).toBe(24);
      const dateOfBirth = page.getByLabel('Date of birth');
      // From an answer on the other side of the edge, so the page is seen to change its mind: at 23:30 Eastern from
      // 2000 (accepted) to the 25th (refused), at 00:30 from the 26th (refused) to the 25th (accepted).
      await dateOfBirth.fill(refused ? '2000-01-01' : '2008-11-26');
      await dateOfBirth.blur();
      if (!refused) await page.getByText(TOO_YOUNG).waitFor();
      await dateOfBirth.fill('2008-11-25');
      await dateOfBirth.blur();
      await page.getByText(TOO_YOUNG).waitFor({ state: refused ? 'visible' : 'detached' });
    } finally {
      await context.close();
    }
  });
});

// Issue 48, part 3: a signed-in customer whose device is two days behind sees the lender's dates: the browser takes
// today from getCurrentDate (the lender's Eastern date), not from the device.
describe('a signed-in customer whose device clock is two days behind', () => {
  it('sees the figures as of the lender’s today, not the device’s', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      const page = await context.newPage();
      await logIn(page, 'cng', persona('account-open-loan'), '/login');
      await page.waitForURL((url) => url.pathname === '/account/open-loan');
      // The device's clock goes two days back (the sign-in's password proof carries the time, and a server refuses
      // one two days off); the session is restored from the page loaded again.
      await page.clock.install({ time: new Date(Date.now() - 2 * 86_400_000) });
      await page.reload();
      const asOf = page.getByText(/^Figures are as of today, /);
      await asOf.waitFor();
      const lenderToday = [new Date(), new Date(Date.now() - 60_000)].map((at) => usDateOf(easternDate(at)));
      const device = usDateOf(easternDate(new Date(Date.now() - 2 * 86_400_000)));
      await page.getByText(new RegExp(`^Figures are as of today, (${lenderToday.join('|')})\\.$`)).waitFor();
      expect(await asOf.textContent()).not.toContain(device);
    } finally {
      await context.close();
    }
  });
});
