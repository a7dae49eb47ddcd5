// What a person on a phone sees wrong on the page now, measured in Chromium at 320, 390 and 1280 px (issue 72), as
// readable lines: the page scrolling sideways (WCAG 2.1 Reflow, 1.4.10, which axe does not test), a control whose label
// wraps onto a second line or is cut, a button or field under 44 by 44 px (a thumb's target), a text field whose text
// is under 16 px (phones zoom on focus then), that names no `autocomplete` or opens the wrong keyboard for its value.
// The page is left at the size it had.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

const WIDTHS = [320, 390, 1280];

interface Options {
  /** Only what is inside the first element this selector finds (the header, measured at more widths). */
  within?: string;
  /** A label may take two lines outside the header (longer words, in a button as wide as the form). */
  wrapsOutsideHeader?: boolean;
}

/** The faults at the width the page has now (run in the page). */
function faultsHere({ width, within, wrapsOutsideHeader }: Options & { width: number }): string[] {
  const faults: string[] = [];
  const root = within ? document.querySelector(within) : document.body;
  if (!root) return [`${width} px: no ${within} on the page`];
  const shown = (element: Element) => {
    if (element.getClientRects().length === 0) return false;
    const style = getComputedStyle(element);
    return style.visibility !== 'hidden' && style.opacity !== '0';
  };
  const describe = (element: Element) => {
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
    const label =
      element.getAttribute('aria-label') ??
      (text || element.querySelector('img')?.alt || (element as HTMLInputElement).name || element.id || '?');
    return `${element.tagName.toLowerCase()} "${label.slice(0, 60)}"`;
  };
  /**
   * Whether the element is cut: beyond the screen's edge or beyond the box of an ancestor that clips it (`hidden` or
   * `clip`). Inside something that scrolls by itself (the PDF viewer, a table's frame) a person scrolls to it, so it
   * is not cut.
   */
  const cutAt = (element: Element, box: DOMRect) => {
    let left = 0;
    let right = window.innerWidth;
    for (let at = element.parentElement; at && at !== document.body; at = at.parentElement) {
      const { overflowX } = getComputedStyle(at);
      if (overflowX === 'auto' || overflowX === 'scroll') return false;
      if (overflowX === 'hidden' || overflowX === 'clip') {
        const frame = at.getBoundingClientRect();
        left = Math.max(left, frame.left);
        right = Math.min(right, frame.right);
      }
    }
    return box.left < left - 1 || box.right > right + 1;
  };
  /**
   * A label may take two lines only in a control that already has all the width its box gives it (the specification's
   * longer labels on a 320 px phone, decision 0084): one squeezed beside others, or narrower than its room, is a fault.
   */
  const squeezed = (element: Element, box: DOMRect) => {
    const parent = element.parentElement!;
    const style = getComputedStyle(parent);
    const room = parent.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return box.width < room - 1;
  };
  /** How many lines the label takes, leaving out what only a screen reader reads (a visually hidden span). */
  const lines = (element: Element) => {
    const tops: number[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      let hidden = false;
      for (let at = node.parentElement; at && !hidden && at !== element.parentElement; at = at.parentElement) {
        const box = at.getBoundingClientRect();
        hidden = box.width <= 1 || box.height <= 1;
      }
      if (hidden) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) if (rect.width > 0) tops.push(rect.top);
    }
    tops.sort((a, b) => a - b);
    return tops.filter((top, n) => n === 0 || top - tops[n - 1]! > 4).length;
  };

  const wide = document.documentElement.scrollWidth;
  if (wide > window.innerWidth) {
    // What makes it wide: the outermost box past the right edge is held to the screen's width for a moment, and what
    // still sticks out of it is what cannot shrink (a long word, a table, a fixed width).
    const right = (element: Element) => element.getBoundingClientRect().right;
    const past = [...document.body.querySelectorAll<HTMLElement>('*')].filter(
      (element) => right(element) > window.innerWidth + 1,
    );
    const outer = past.find((element) => !past.includes(element.parentElement!)) ?? document.body;
    const { maxWidth, minWidth } = outer.style;
    outer.style.maxWidth = `${window.innerWidth - outer.getBoundingClientRect().left}px`;
    outer.style.minWidth = '0';
    const edge = right(outer);
    const stuck = [...outer.querySelectorAll('*')].filter((element) => right(element) > edge + 1);
    const culprits = stuck
      .filter((element) => ![...element.children].some((child) => stuck.includes(child)))
      .slice(0, 3)
      .map(
        (element) => `${describe(element)}${element.className ? `.${String(element.className).split(' ')[0]}` : ''}`,
      );
    Object.assign(outer.style, { maxWidth, minWidth });
    faults.push(`${width} px: the page scrolls sideways (${wide} px wide: ${culprits.join(', ') || describe(outer)})`);
  }

  // Buttons, links drawn as buttons, every link of a navigation or of the header, and a file's picker. A store's
  // marker on the map is 30 px, so that near stores do not cover each other; each store's card below the map does what
  // its marker does, with targets of 44 px (WCAG 2.5.8's exception for an equivalent control).
  const controls = [
    ...root.querySelectorAll('button, [role="button"], a[class*="button" i], nav a, header a, input[type="file"]'),
  ].filter((control) => shown(control) && !control.classList.contains('leaflet-marker-icon'));
  for (const control of controls) {
    const box = control.getBoundingClientRect();
    if (box.width < 44 || box.height < 44)
      faults.push(`${width} px: ${describe(control)} is ${Math.round(box.width)} by ${Math.round(box.height)} px`);
    if (lines(control) > 1 && (control.closest('header') || (!wrapsOutsideHeader && squeezed(control, box))))
      faults.push(`${width} px: ${describe(control)} wraps its label`);
    if (cutAt(control, box)) faults.push(`${width} px: ${describe(control)} is cut at the screen's edge`);
    else if (control.scrollWidth > control.clientWidth + 1) faults.push(`${width} px: ${describe(control)} is cut`);
  }

  const fields = [...root.querySelectorAll('input, select, textarea')].filter(shown) as HTMLInputElement[];
  for (const field of fields) {
    if (['checkbox', 'radio', 'hidden', 'file', 'submit', 'button', 'range'].includes(field.type)) continue;
    const box = field.getBoundingClientRect();
    if (box.height < 44) faults.push(`${width} px: ${describe(field)} is ${Math.round(box.height)} px high`);
    if (parseFloat(getComputedStyle(field).fontSize) < 16)
      faults.push(`${width} px: ${describe(field)} has text under 16 px`);
    const token = field.getAttribute('autocomplete');
    if (field.tagName === 'INPUT' && !token) faults.push(`${width} px: ${describe(field)} names no autocomplete`);
    // The phone's keyboard for what the field asks: digits, a phone pad, an email's @.
    const keyboard = field.getAttribute('inputmode') ?? field.type;
    const wanted = { 'postal-code': 'numeric', 'one-time-code': 'numeric', tel: 'tel', 'tel-national': 'tel' }[
      token ?? ''
    ];
    if (wanted && keyboard !== wanted)
      faults.push(`${width} px: ${describe(field)} opens a ${keyboard} keyboard, not ${wanted}`);
    if (token === 'email' && field.type !== 'email') faults.push(`${width} px: ${describe(field)} is not type=email`);
    if (cutAt(field, box)) faults.push(`${width} px: ${describe(field)} is cut at the screen's edge`);
  }
  return [...new Set(faults)];
}

/** How many pictures each test has taken, to name the next one. */
const taken = new Map<string, number>();

/** With SCREENSHOTS=<folder>, a picture of the page under this name, to look at (docs/testing.md). */
export async function keepPicture(page: Page, name: string, { fullPage = false } = {}): Promise<void> {
  const folder = process.env.SCREENSHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: join(folder, `${name}.png`), fullPage });
}

/** The whole page measured at this width, named by the test and its count. */
async function measuredPicture(page: Page, width: number): Promise<void> {
  if (!process.env.SCREENSHOTS) return;
  const test = (expect.getState().currentTestName ?? 'page').replace(/[^a-z0-9]+/gi, '-').slice(0, 90);
  const count = (taken.get(`${test}${width}`) ?? 0) + 1;
  taken.set(`${test}${width}`, count);
  await keepPicture(page, `${test}-${count}-${width}`, { fullPage: true });
}

/** The faults at 320, 390 and 1280 px (or the widths given); the page is left at its size. */
export async function layoutFaults(
  page: Page,
  { widths = WIDTHS, ...options }: Options & { widths?: readonly number[] } = {},
): Promise<string[]> {
  const size = page.viewportSize() ?? { width: 1280, height: 800 };
  const faults: string[] = [];
  try {
    for (const width of widths) {
      await page.setViewportSize({ width, height: size.height });
      // Two frames: what listens for the size (a media query in script) renders before the measure. A test that holds
      // the page's clock holds its frames too (Playwright's clock fakes requestAnimationFrame): then a quarter second.
      await Promise.race([
        page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))),
        new Promise((done) => setTimeout(done, 250)),
      ]);
      faults.push(...(await page.evaluate(faultsHere, { width, ...options })));
      await measuredPicture(page, width);
    }
  } finally {
    await page.setViewportSize(size);
  }
  return faults;
}
