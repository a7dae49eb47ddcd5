// The entry: a small script (1.4 kB gzip) that lets the page paint first, then fetches and starts the app (boot.tsx
// and its vendors; the build links only their stylesheets in <head>, so the scripts do not share the first paint's
// bandwidth).
// On the public pages a visitor lands on (/login, the application's first step, enrollment, recovery, the store
// locator, ...) the server's HTML already shows the header, the page with its form, and the footer, and the form can
// be typed into before the app runs: the app is fetched and started on the person's first input (decisions 0067 and
// 0078), or at once when that input came before this script ran, unless the page needs it at once (a stored session,
// navigation state, a query or a hash to act on). Such a page with the app needed at once starts once the browser
// reports the first paint (or after a second at most); a page with nothing to paint yet, or opened in a background tab
// (which gets no frames), starts at once.
import { showBootError } from './app/bootError';
import { holdEarlyInput, giveEarlyInputAgain } from './app/earlyInput';
import { nextTask } from './app/nextTask';
import { hasStoredSession } from './features/auth/storedSession';
import { recordFirstPageView } from './lib/analytics';

let started = false;
const start = () => {
  if (started) return;
  started = true;
  // The app starts in steps, each a task of its own, so none holds the page for long (none over 50 ms on a phone's
  // CPU, issue 51): React's renderer is evaluated first, then the app's modules (boot.tsx yields again before it
  // renders). Both are in the boot chunk, fetched once.
  import(/* webpackChunkName: "boot" */ 'react-dom/client')
    .then(nextTask)
    .then(() => import(/* webpackChunkName: "boot" */ './boot'))
    .catch(() => {
      // Nothing is kept for an app that did not start (the error shown instead has buttons of its own).
      giveEarlyInputAgain();
      if (root) showBootError(root);
    });
};

const painted = () => performance.getEntriesByType('paint').some((entry) => entry.name === 'first-contentful-paint');
const root = document.getElementById('root');
const hasShell = !!root?.firstElementChild;
/** The address the server rendered the page's markup for (the application's entry renders its first step). */
const shellPath = hasShell ? (root?.dataset.shell ?? null) : null;
// A button pressed, or a field left, on the server's page before the app has taken it over is given again once it has.
if (hasShell) holdEarlyInput();

/** A session stored in this browser, or storage that cannot be read (null: the app decides). */
function storedSession(): boolean | null {
  try {
    return hasStoredSession(window.localStorage);
  } catch {
    return null;
  }
}

// The markup is a visitor's first render of another address (the application's first step for /application, where
// the entry sends a visitor at once): the address bar says so before the app starts, so the app takes the markup over
// on the address it was rendered for. A browser with a session keeps its address, and the app renders it afresh.
if (shellPath && shellPath !== window.location.pathname && storedSession() === false)
  window.history.replaceState(window.history.state, '', `${shellPath}${window.location.search}${window.location.hash}`);

/** The server's page works as it is until the person does something, and nothing asks the app to act at once. */
function waitsForInput(): boolean {
  if (shellPath !== window.location.pathname) return false;
  // A page that sends the visitor elsewhere (maintenance, a page turned off, the partner's login) needs the app now.
  if (root?.querySelector('[data-needs-app]')) return false;
  if (window.location.search || window.location.hash) return false;
  // React Router keeps a page's navigation state (the timeout message, a prefilled email) in history.state.usr.
  if ((window.history.state as { usr?: unknown } | null)?.usr != null) return false;
  return storedSession() === false;
}

// A click too: a screen reader activates a button in browse mode with a click alone (no key or pointer reaches the page).
const FIRST_INPUT = ['pointerdown', 'keydown', 'focusin', 'touchstart', 'input', 'click'] as const;

// The person may have used the page before this script ran (it runs once the HTML is parsed, later on a slow or busy
// phone): the focus is in the page, in a field typed into or filled in. That input came before the listeners below,
// and no other may come (a pasted email, then a press of the button the page shows as unavailable): start now.
if (hasShell && waitsForInput()) {
  recordFirstPageView(window.location.pathname);
  if (root?.contains(document.activeElement)) start();
  else {
    const onInput = () => {
      for (const type of FIRST_INPUT) document.removeEventListener(type, onInput, true);
      start();
    };
    for (const type of FIRST_INPUT) document.addEventListener(type, onInput, { capture: true, passive: true });
  }
} else if (
  !hasShell ||
  document.visibilityState !== 'visible' ||
  painted() ||
  typeof PerformanceObserver === 'undefined'
) {
  start();
} else {
  const observer = new PerformanceObserver(() => {
    observer.disconnect();
    setTimeout(start, 0);
  });
  observer.observe({ type: 'paint' });
  setTimeout(() => {
    observer.disconnect();
    start();
  }, 1000);
}
