// What a person on a phone sees wrong on the page now, measured in Chromium at 320, 390 and 1280 px (issue 72), as
// readable lines: the page scrolling sideways (WCAG 2.1 Reflow, 1.4.10, which axe does not test), a control whose label
// wraps onto a second line or is cut, a button or field under 44 by 44 px (a thumb's target), a text field whose text
// is under 16 px (phones zoom on focus then), that names no `autocomplete` or opens the wrong keyboard for its value.
// The page is left at the size it had.
import type { Page } from 'playwright-core';

const WIDTHS = [320, 390, 1280] as const;

/**
 * The faults at the width the page has now (run in the page). With `wrapsOutsideHeader`, a label may take two lines
 * outside the header (the longer words of another language, in a button as wide as the form).
 */
function faultsHere({ width, wrapsOutsideHeader }: { width: number; wrapsOutsideHeader: boolean }): string[] {
  const faults: string[] = [];
  const shown = (element: Element) => {
    if (element.getClientRects().length === 0) return false;
    const style = getComputedStyle(element);
    return style.visibility !== 'hidden' && style.opacity !== '0';
  };
  const describe = (element: Element) => {
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
    const label =
      element.getAttribute('aria-label') ?? (text || (element as HTMLInputElement).name || element.id || '?');
    return `${element.tagName.toLowerCase()} "${label.slice(0, 60)}"`;
  };
  /** Inside something that scrolls by itself (the PDF viewer, a table's frame) or clips what leaves it (the map). */
  const scrollsWithin = (element: Element) => {
    for (let at = element.parentElement; at && at !== document.body; at = at.parentElement) {
      const { overflowX } = getComputedStyle(at);
      if (overflowX !== 'visible') return true;
    }
    return false;
  };
  const lines = (element: Element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const tops = [...range.getClientRects()]
      .filter((rect) => rect.width > 0)
      .map((rect) => rect.top)
      .sort((a, b) => a - b);
    return tops.filter((top, n) => n === 0 || top - tops[n - 1]! > 4).length;
  };

  const wide = document.documentElement.scrollWidth;
  if (wide > window.innerWidth) faults.push(`${width} px: the page scrolls sideways (${wide} px wide)`);

  // A store's marker on the map is 30 px, so that near stores do not cover each other; each store's card below the
  // map does what its marker does, with targets of 44 px (WCAG 2.5.8's exception for an equivalent control).
  const controls = [...document.querySelectorAll('button, [role="button"], a[class*="button" i]')].filter(
    (control) => shown(control) && !control.classList.contains('leaflet-marker-icon'),
  );
  for (const control of controls) {
    const box = control.getBoundingClientRect();
    if (box.width < 44 || box.height < 44)
      faults.push(`${width} px: ${describe(control)} is ${Math.round(box.width)} by ${Math.round(box.height)} px`);
    if (lines(control) > 1 && (!wrapsOutsideHeader || control.closest('header')))
      faults.push(`${width} px: ${describe(control)} wraps its label`);
    if (!scrollsWithin(control) && (box.left < -1 || box.right > window.innerWidth + 1))
      faults.push(`${width} px: ${describe(control)} is cut at the screen's edge`);
    else if (control.scrollWidth > control.clientWidth + 1) faults.push(`${width} px: ${describe(control)} is cut`);
  }

  const fields = [...document.querySelectorAll('input, select, textarea')].filter(shown) as HTMLInputElement[];
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
    if (!scrollsWithin(field) && box.right > window.innerWidth + 1)
      faults.push(`${width} px: ${describe(field)} is cut at the screen's edge`);
  }
  return [...new Set(faults)];
}

/** The faults at 320, 390 and 1280 px; the page is left at its size. */
export async function layoutFaults(page: Page, { wrapsOutsideHeader = false } = {}): Promise<string[]> {
  const size = page.viewportSize() ?? { width: 1280, height: 800 };
  const faults: string[] = [];
  try {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: size.height });
      // Two frames: what listens for the size (a media query in script) renders before the measure.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      faults.push(...(await page.evaluate(faultsHere, { width, wrapsOutsideHeader })));
    }
  } finally {
    await page.setViewportSize(size);
  }
  return faults;
}
