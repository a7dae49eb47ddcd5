// By keyboard alone in Chromium (issue 52): Tab, Shift+Tab, Enter, Space and Escape only. After each action the test asserts
// where the focus is and what the page says: an unavailable submit button is still reached by Tab and answers Enter
// with the errors; a change of page puts the focus on the new page's title, at the top, with the document's title and
// the live region saying it; the header's screen-share pop-up closes as the focus leaves it and covers nothing that
// has the focus; a refused code leaves the focus in the code field; the bank link closed with Escape gives the focus
// back to the button that opened it; Load more puts it on the first store it added; an empty application step is
// answered with one summary that links each field in error; a document's viewer keeps the focus and gives it back; an
// agent's sign-in lands with the focus on the landing page's title. A focused title has the brand's ring for the
// keyboard, and none for a finger (issue 72), which still moves the focus to it.
import type { Page } from 'playwright-core';
import { latestMail } from '../support/serverClient';
import { makeLogin, unique } from './applicationSteps';
import { accessibilityViolations, brandUrl, browserSession, codeIn, logIn, persona, signedIn } from './browser';

const session = browserSession();
const WRONG = 'Verification failed. Please make sure the code was entered correctly and try again.';

/** The focused element's accessible name as a person hears it (its label, its aria-label, or its text). */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return '(body)';
    const labelled = (element as HTMLInputElement).labels?.[0]?.textContent;
    return (element.getAttribute('aria-label') ?? labelled ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();
  });

/** Presses Tab (or Shift+Tab) until the focus is on an element named `name`; fails after `most` presses. */
async function tabTo(page: Page, name: string | RegExp, { back = false, most = 60 } = {}): Promise<number> {
  for (let presses = 1; presses <= most; presses += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const now = await focusedName(page);
    if (typeof name === 'string' ? now === name : name.test(now)) return presses;
  }
  throw new Error(`no element named ${String(name)} within ${most} presses (at ${await focusedName(page)})`);
}

/**
 * Tabs to Email on an open sign-in page once its form shows (as a person would, after the spec's 750 ms), types the
 * email and the password, and presses Enter.
 */
async function signInByKeyboard(page: Page, who: { email: string; password: string | null }): Promise<void> {
  await page.getByLabel('Email').waitFor();
  await tabTo(page, 'Email');
  await page.keyboard.type(who.email);
  await page.keyboard.press('Tab');
  expect(await focusedName(page)).toBe('Password');
  await page.keyboard.type(who.password ?? '');
  await page.keyboard.press('Enter');
}

/** What a change of page left: the focused element's name and whether it is the page's title, the scroll, the titles. */
const afterChange = (page: Page) =>
  page.evaluate(() => ({
    focusOnTitle: !!document.activeElement?.matches('main [data-page-title], main h1'),
    scrollY: Math.round(window.scrollY),
    documentTitle: document.title,
    said: document.querySelector('[aria-live="polite"][aria-atomic="true"]')?.textContent ?? '',
  }));

/** The ring drawn round the focused element: its outline's style ('none' without one). */
const focusRing = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.activeElement ?? document.body).outlineStyle);

async function pageTitleFocused(page: Page, name: string): Promise<void> {
  await page.waitForFunction(
    (title) =>
      document.activeElement?.matches('main [data-page-title], main h1') &&
      document.activeElement.textContent?.trim() === title,
    name,
    { timeout: 15_000 },
  );
}

describe('by keyboard alone', () => {
  it('signs in, and each change of page puts the focus on its title at the top and says it; the screen-share pop-up closes as the focus leaves', async () => {
    const { page } = session;
    const maria = persona('cng-returning');
    await page.goto(brandUrl('cng', '/login'));
    // As a person would, once the form shows (after the spec's 750 ms).
    await page.getByLabel('Email').waitFor();
    await tabTo(page, 'Email');
    // Log In, unavailable while the form is empty, is still in the Tab order: Enter on it answers with the errors and
    // puts the focus on the first field in error.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('Log In');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-disabled'))).toBe('true');
    await page.keyboard.press('Enter');
    await page.getByText('Email is required').waitFor();
    await page.getByText('Password is required').waitFor();
    await page.waitForFunction(() => (document.activeElement as HTMLInputElement | null)?.name === 'email');
    expect(page.url()).toBe(brandUrl('cng', '/login'));
    await page.keyboard.type(maria.email);
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('Password');
    await page.keyboard.type(maria.password!);
    await page.keyboard.press('Enter');

    // Signed in: Maria's account page (Apply now, or Finish your application once another test has started one for
    // her), its title focused and said.
    await page.waitForURL(brandUrl('cng', '/account/apply-now'));
    await page.waitForFunction(() => document.activeElement?.matches('main [data-page-title]'), undefined, {
      timeout: 15_000,
    });
    const landing = await focusedName(page);
    expect(['Apply now', 'Finish your application']).toContain(landing);
    const brandName = 'Coin & Go Lending';
    expect(await afterChange(page)).toEqual({
      focusOnTitle: true,
      scrollY: 0,
      documentTitle: `${landing} | ${brandName}`,
      said: `${landing} | ${brandName}`,
    });

    // Far down the page, then to another account page by its link: the top again, that page's title focused.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await tabTo(page, 'Contact details', { back: true });
    await page.keyboard.press('Enter');
    await pageTitleFocused(page, 'Your contact details');
    expect(await focusRing(page)).toBe('solid');
    expect(await afterChange(page)).toEqual({
      focusOnTitle: true,
      scrollY: 0,
      documentTitle: `Your contact details | ${brandName}`,
      said: `Your contact details | ${brandName}`,
    });
    expect(await accessibilityViolations(page)).toEqual([]);

    // The header's screen share on a phone, behind the header's Menu (issue 72): opened with Enter, it holds the
    // focus; Tab through it and out closes it, and what has the focus then is not under it.
    await page.setViewportSize({ width: 390, height: 844 });
    await tabTo(page, 'Menu', { back: true });
    await page.keyboard.press('Enter');
    await tabTo(page, 'Share screen');
    await page.keyboard.press('Enter');
    const popover = page.getByRole('dialog', { name: 'Share your screen with an agent' });
    await popover.waitFor();
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('Start sharing');
    for (let presses = 0; presses < 6 && (await popover.isVisible()); presses += 1) await page.keyboard.press('Tab');
    expect(await popover.isVisible()).toBe(false);
    const uncovered = await page.evaluate(() => {
      const focused = document.activeElement as HTMLElement;
      focused.scrollIntoView({ block: 'center' });
      const box = focused.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return focused !== document.body && !!top && (focused === top || focused.contains(top));
    });
    expect(uncovered).toBe(true);
    // Escape closes it as well, and gives the focus back to its button.
    await tabTo(page, 'Share screen', { back: true });
    await page.keyboard.press('Enter');
    await popover.waitFor();
    await page.keyboard.press('Escape');
    expect(await popover.isVisible()).toBe(false);
    expect(await focusedName(page)).toBe('Share screen');
  });

  it('by touch, a change of page still gives its title the focus, without a ring round it', async () => {
    const phone = await session.context.browser()!.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    try {
      const page = await phone.newPage();
      const maria = persona('cng-returning');
      await page.goto(brandUrl('cng', '/login'));
      await page.getByLabel('Email').tap();
      await page.keyboard.type(maria.email);
      await page.getByLabel('Password').tap();
      await page.keyboard.type(maria.password!);
      await page.getByRole('button', { name: 'Log In' }).tap();
      await page.waitForURL(brandUrl('cng', '/account/apply-now'));
      await page.waitForFunction(() => document.activeElement?.matches('main [data-page-title]'), undefined, {
        timeout: 15_000,
      });
      expect(await focusRing(page)).toBe('none');
      // A page that sends the person on as it loads (the account to its page), before any touch: no ring either.
      await page.goto(brandUrl('cng', '/account'));
      await page.waitForURL(brandUrl('cng', '/account/apply-now'));
      await page.waitForFunction(() => document.activeElement?.matches('main [data-page-title]'), undefined, {
        timeout: 15_000,
      });
      expect(await focusRing(page)).toBe('none');
      await page.getByRole('link', { name: 'Contact details' }).tap();
      await pageTitleFocused(page, 'Your contact details');
      expect(await focusRing(page)).toBe('none');
      // A key that moves the focus brings the ring back.
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      expect(await focusRing(page)).not.toBe('none');
    } finally {
      await phone.close();
    }
  });

  it('keeps the focus in the code field after a wrong code, for the next try', async () => {
    const { page } = session;
    const eve = persona('mfa-otp-email');
    const asked = Date.now();
    await page.goto(brandUrl('cng', '/login'));
    await signInByKeyboard(page, eve);
    await page.waitForURL(brandUrl('cng', '/authentication/mfa'));
    await pageTitleFocused(page, 'Email Verification');
    const code = codeIn((await latestMail(eve.email, /Your verification code/, asked - 1000)).text);
    await tabTo(page, 'Verification Code');
    await page.keyboard.type(code === '000000' ? '111111' : '000000');
    await tabTo(page, 'Verify Code');
    await page.keyboard.press('Enter');
    await page.getByRole('alert').filter({ hasText: WRONG }).waitFor();
    await page.waitForFunction(() => (document.activeElement as HTMLInputElement | null)?.name === 'code');
    expect(await focusedName(page)).toBe('Verification Code');
    expect(await page.getByLabel('Verification Code').inputValue()).toBe('');
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('closes the bank link with Escape back on the consent that opened it, the box still ticked, the focus on Connect my bank', async () => {
    const { page } = session;
    await logIn(page, 'cng', persona('bank-step'), '/login');
    await signedIn(page);
    await page.goto(brandUrl('cng', '/application/bank/consent'));
    await page.getByRole('heading', { name: 'Share your checking account' }).waitFor();
    await tabTo(page, /^I agree that /);
    await page.keyboard.press('Space');
    await tabTo(page, 'Connect my bank');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'First Platypus Bank' }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.activeElement?.textContent === 'Connect my bank');
    expect(new URL(page.url()).pathname).toBe('/application/bank/consent');
    expect(await page.getByRole('checkbox').isChecked()).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('puts the focus on the first store Load more added, says how many came, and never leaves it on nothing', async () => {
    const { page } = session;
    await page.goto(brandUrl('cng', '/find-a-store'));
    // As a person would, once the page (a chunk of its own) shows its field.
    await page.getByLabel('ZIP code').waitFor();
    await tabTo(page, 'ZIP code');
    await page.keyboard.type('43004');
    await page.getByText('Stores near 43004, nearest first.').waitFor();
    await tabTo(page, 'Load more', { most: 80 });
    await page.keyboard.press('Enter');
    await page.getByText('3 more stores shown, 12 in all.').waitFor();
    const focused = await page.evaluate(() => ({
      tag: document.activeElement?.tagName,
      name: document.activeElement?.textContent,
      tenth: document.querySelectorAll('ul[aria-label="Stores"] > li')[9]?.querySelector('h3')?.textContent,
    }));
    expect(focused.tag).toBe('H3');
    expect(focused.name).toBe(focused.tenth);
    // The next Tab goes on into that store, not to the footer.
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() =>
        document.querySelectorAll('ul[aria-label="Stores"] > li')[9]?.contains(document.activeElement),
      ),
    ).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('answers an empty application step with one summary that takes the focus and links each field in error', async () => {
    const { page } = session;
    await makeLogin(page, 'cng', { firstName: 'Kay', lastName: 'Board', email: unique('kay.board@example.com') });
    // The change of page to step 1: its title focused and said.
    await pageTitleFocused(page, 'Tell us about yourself');
    expect((await afterChange(page)).said).toBe('Tell us about yourself | Coin & Go Lending');
    await tabTo(page, 'Continue', { most: 120 });
    await page.keyboard.press('Enter');
    const summary = page.locator('main [tabindex="-1"]').filter({ hasText: 'Some important information is missing' });
    await summary.waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain(
      'Some important information is missing or incorrect.',
    );
    // One announcement: the summary as it takes the focus, no field's error said on its own.
    expect(await page.locator('main [role="alert"]').count()).toBe(0);
    const links = summary.getByRole('link');
    expect(await links.count()).toBeGreaterThan(5);
    expect(await links.first().textContent()).toBe('Enter your date of birth as MM/DD/YYYY');
    // Tab to the first link and Enter: the focus goes to its field.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    expect(await focusedName(page)).toBe('Date of birth');
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('opens a document in the viewer with Enter, keeps the focus in it, and gives it back on Escape', async () => {
    const { page } = session;
    await logIn(page, 'cng', persona('agreements'), '/login');
    await signedIn(page);
    await page.goto(brandUrl('cng', '/application/agreements'));
    await page.getByRole('heading', { name: 'Read and agree to your documents' }).waitFor();
    const read =
      /^Read (again )?Consent to Electronic Records and Signatures|^Read Consent to Electronic Records and Signatures again$/;
    await tabTo(page, read);
    await page.keyboard.press('Enter');
    const viewer = page.getByRole('dialog', { name: 'Consent to Electronic Records and Signatures' });
    await viewer.getByRole('toolbar').getByText('Page 1 of 1').waitFor({ timeout: 20_000 });
    expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);
    // Tab never reaches the page behind (it is inert): the viewer's controls, or, past the last, the browser's own.
    for (let presses = 0; presses < 8; presses += 1) {
      await page.keyboard.press('Tab');
      expect(
        await page.evaluate(() => {
          const focused = document.activeElement;
          return !focused || focused === document.body || !!focused.closest('dialog');
        }),
      ).toBe(true);
    }
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
    expect(await focusedName(page)).toMatch(read);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('signs an agent in on /admin/login and puts the focus on the landing page’s title, said', async () => {
    const { page } = session;
    const agent = persona('agent');
    await page.goto(brandUrl('cng', '/admin/login'));
    await signInByKeyboard(page, agent);
    await page.waitForURL(/\/admin\/landing$/);
    await pageTitleFocused(page, 'Agent tools');
    expect(await afterChange(page)).toMatchObject({ focusOnTitle: true, said: 'Agent tools | Coin & Go Lending' });
    await tabTo(page, 'Customer email');
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
