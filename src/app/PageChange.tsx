// What a change of page does for keyboard and screen-reader users (issue 52; docs/conventions.md "Focus and
// announcements"): the window scrolls to the top, the new page's title takes the focus, the document's title becomes
// it, and a polite live region says it. A page's title is the element marked `data-page-title` in <main> (the account
// pages' own title under the greeting), else its <h1>; with neither, <main> itself. A page still loading its chunk is
// waited for ("Loading…" shows; at most LONGEST_WAIT_MS). The focus is not taken when the page has put it somewhere
// in <main> itself (a field it focuses, an error summary), when a dialog has it (or a modal one is open), or when the
// person has moved it on meanwhile. The first page of a visit only gets its document title: the browser starts it at
// the top already.
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/** The longest a page is waited for before the focus goes to <main> as it is. */
const LONGEST_WAIT_MS = 10_000;

/** The document's title for a page titled `page` on the brand `brandName`. */
export const documentTitle = (page: string, brandName: string) =>
  page && page !== brandName ? `${page} | ${brandName}` : brandName;

/** The page's title element in `main` once it has rendered (nothing loading), else null. */
function titleOf(main: HTMLElement): HTMLElement | null {
  if (main.querySelector('[data-page-loading]')) return null;
  return main.querySelector<HTMLElement>('[data-page-title]') ?? main.querySelector<HTMLElement>('h1');
}

const isInside = (element: Element | null, area: HTMLElement) => !!element && area.contains(element);

export function PageChange({ main, brandName }: { main: RefObject<HTMLElement | null>; brandName: string }) {
  const { pathname } = useLocation();
  const [said, setSaid] = useState('');
  // The page shown: its path; where the focus was as it began to render (read while rendering it, before its own
  // effects may move the focus: they run before this component's, which comes after <main>); whether a page came
  // before it; and whether the effect has run for it (React's development mode runs an effect twice on mount, and a
  // page run for again is not a change of page).
  const shown = useRef<{ pathname: string; focus: Element | null; after: boolean; handled: boolean } | null>(null);
  if (typeof document !== 'undefined' && shown.current?.pathname !== pathname)
    shown.current = { pathname, focus: document.activeElement, after: shown.current !== null, handled: false };

  useEffect(() => {
    const area = main.current;
    if (!area) return;
    const page = shown.current;
    const firstPage = !page?.after || page.handled;
    if (page) page.handled = true;
    const focusBefore = page?.focus ?? null;
    if (!firstPage) window.scrollTo(0, 0);

    let settled = false;
    // The focus moved by anyone while the page loads (the person tabbing on, a pop-up taking it) is theirs to keep.
    let focusMoved = false;
    const onFocusIn = () => {
      focusMoved = true;
    };
    const stop = () => {
      settled = true;
      observer.disconnect();
      window.clearTimeout(timer);
      document.removeEventListener('focusin', onFocusIn);
    };
    const settle = (title: HTMLElement | null) => {
      stop();
      const text = (title?.textContent ?? '').replace(/\s+/g, ' ').trim();
      document.title = documentTitle(text, brandName);
      if (firstPage) return;
      setSaid(document.title);
      const now = document.activeElement;
      const pageTookFocus = now !== focusBefore && now !== area && isInside(now, area);
      const movedOn =
        (focusMoved || now !== focusBefore) && now !== document.body && now !== null && !isInside(now, area);
      // A dialog open (modal, or a pop-up that holds the focus) keeps it: the page changed under it.
      const inDialog = !!document.querySelector('[aria-modal="true"]') || !!now?.closest('[role="dialog"], dialog');
      if (pageTookFocus || movedOn || inDialog) return;
      const target = title ?? area;
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
    };
    const check = () => {
      if (settled) return;
      const title = titleOf(area);
      if (title) settle(title);
    };
    document.addEventListener('focusin', onFocusIn);
    const observer = new MutationObserver(check);
    observer.observe(area, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['data-page-loading'],
    });
    const timer = window.setTimeout(() => {
      if (!settled) settle(null);
    }, LONGEST_WAIT_MS);
    check();
    return stop;
  }, [pathname, main, brandName]);

  return (
    <p className="visually-hidden" aria-live="polite" aria-atomic="true">
      {said}
    </p>
  );
}
