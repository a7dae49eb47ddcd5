// Shared pieces of the browser tests: Chromium from the system package, brand URLs, axe-core checks.
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import personas from '../fixtures/personas.json';
import { layoutFaults } from './layout';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const port = () => process.env.E2E_PORT ?? '8181';
export const brandUrl = (brand: string, path = '/') => `http://${brand}.localhost:${port()}${path}`;
export const apiUrl = (path: string) => `http://127.0.0.1:${port()}${path}`;

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

/** Run in the page: React's root is on `#root` once the app has taken the server's page over (decision 0067). */
const reactRootIn = () =>
  Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer'));

/** Whether the app has taken the server's page over. */
export const appTookOver = (page: Page): Promise<boolean> => page.evaluate(reactRootIn);

/** Waits until the app has taken the server's page over. */
export async function appRunning(page: Page): Promise<void> {
  await page.waitForFunction(reactRootIn);
}

/**
 * Runs axe-core on the page for WCAG 2.1 A and AA, then measures the page at 320, 390 and 1280 px for what axe does not
 * test (layout.ts: sideways scrolling, labels wrapped or cut, a thumb's targets, the phone's keyboard), and returns a
 * readable list of what it found. `layout: false` leaves the measure out (a test that measures its own way).
 */
export async function accessibilityViolations(page: Page, { layout = true } = {}): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const violations = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  if (!layout) return violations;
  const faults = await layoutFaults(page);
  await cardFramesSettled(page);
  return [...violations, ...faults];
}

/**
 * No axe violations at desktop width (1280) nor at phone width (390), nor a fault of layout at 320, 390 or 1280; the
 * page is left at 1280.
 */
export async function axeBothWidths(page: Page): Promise<void> {
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await accessibilityViolations(page, { layout: false })).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
  await cardFramesSettled(page);
}

/**
 * The card processor's frame (decision 0051) measures itself and posts its height; the page then sets the frame's
 * height, and what is below it moves. After the viewport changes, wait until every card frame's height is its
 * content's (clamped as CardFrame clamps it), so a click does not land where a button was a moment before.
 */
export async function cardFramesSettled(page: Page): Promise<void> {
  for (const frame of await page.locator('iframe[title="Card details"]').all()) {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const wanted = await frame
        .contentFrame()
        .locator('html')
        .evaluate((html) => Math.ceil(html.getBoundingClientRect().height));
      const shown = await frame.evaluate((element) => Math.round(element.getBoundingClientRect().height));
      if (shown === Math.min(900, Math.max(120, wanted))) break;
      if (Date.now() > deadline) throw new Error(`the card frame stayed ${shown}px high; its content is ${wanted}px`);
      await page.waitForTimeout(50);
    }
  }
  // One frame drawn after the last height was set.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

export async function setFlags(brand: string, flags: Record<string, unknown>): Promise<void> {
  const response = await fetch(apiUrl(`/api/test/flags/${brand}`), {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(flags),
  });
  if (!response.ok) throw new Error(`could not set flags: ${response.status}`);
}

export async function resetFlags(): Promise<void> {
  await fetch(apiUrl('/api/test/reset-flags'), { method: 'POST' });
}

/**
 * One Chromium for the file, and a fresh desktop-sized context and page for each test (flags reset after
 * each). Read `session.page` inside tests.
 */
export function browserSession(): { readonly page: Page; readonly context: BrowserContext } {
  const happenings: string[] = [];
  const note = (what: string) => {
    happenings.push(`${new Date().toISOString().slice(11, 23)} ${what.slice(0, 300)}`);
    if (happenings.length > 40) happenings.shift();
  };
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser.close();
  });
  beforeEach(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    page = await context.newPage();
    happenings.length = 0;
    page.on('console', (message) => note(`console ${message.type()}: ${message.text()}`));
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) note(`at ${frame.url()}`);
    });
    page.on('response', (response) => {
      const request = response.request();
      if (response.status() >= 400 || ['fetch', 'xhr'].includes(request.resourceType()))
        note(`${response.status()} ${request.method()} ${response.url()} ${request.headers()['x-amz-target'] ?? ''}`);
    });
  });
  afterEach(async () => {
    if ((globalThis as { __browserTestFailed?: boolean }).__browserTestFailed)
      await reportWhereItFailed(page, happenings);
    await context.close();
    await resetFlags();
  });
  return {
    get page() {
      return page;
    },
    get context() {
      return context;
    },
  };
}

/** After a failed test: the page's address and the text it showed (the seed's made-up people only), for the log. */
async function reportWhereItFailed(page: Page, happenings: readonly string[]): Promise<void> {
  const text = await page
    .locator('body')
    .innerText({ timeout: 2000 })
    .catch((error: unknown) => `(no text: ${String(error)})`);
  process.stderr.write(
    `\nThe failed test's page was at ${page.url()} and showed:\n${text.slice(0, 3000)}\n` +
      `What happened last (addresses, the console, the page's requests):\n${happenings.join('\n')}\n\n`,
  );
}

/** Opens a brand's login page (or the agent login) and logs in; what follows is up to the test. */
export async function logIn(
  page: Page,
  brand: string,
  who: { email: string; password: string | null },
  path = '/login',
): Promise<void> {
  await page.goto(brandUrl(brand, path));
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password ?? '');
  await page.getByRole('button', { name: 'Log In' }).click();
}

/**
 * Waits until a sign-in has left the login page and the page it led to has finished its requests (the session's
 * set-up included): a test that goes elsewhere at once could cut that short and find itself back at the login.
 */
export async function signedIn(page: Page): Promise<void> {
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.waitForLoadState('networkidle');
}

/** The code of a one-time code mail (email, or the SMS stand-in). */
export const codeIn = (text: string): string => /code is (\d{6})/.exec(text)![1]!;

/** Types a one-time code on a verification screen and submits it. */
export async function enterCode(page: Page, code: string): Promise<void> {
  await page.getByLabel('Verification Code').fill(code);
  await page.getByRole('button', { name: 'Verify Code' }).click();
}

/** A persona of tests/fixtures/personas.json by id (the seed's people). */
export function persona(id: string): (typeof personas)[number] {
  const found = personas.find((p) => p.id === id);
  if (!found) throw new Error(`no persona ${id}`);
  return found;
}

/** A card typed in the card processor's frame (its own origin): the portal's page has no card field of its own. */
export async function typeCardInFrame(
  page: Page,
  card: { name: string; number: string; expiry?: string; cvv?: string; zip?: string },
): Promise<void> {
  const frame = page.frameLocator('iframe[title="Card details"]');
  await frame.getByLabel('Name on card').fill(card.name);
  await frame.getByLabel('Card number').fill(card.number);
  await frame.getByLabel('Expiry date (MM/YY)').fill(card.expiry ?? '12/30');
  await frame.getByLabel('Security code').fill(card.cvv ?? '123');
  await frame.getByLabel('Billing ZIP code').fill(card.zip ?? '43215');
  await cardFramesSettled(page);
}
