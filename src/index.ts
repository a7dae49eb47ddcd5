// The entry: a small script (1.4 kB gzip) that lets the page paint first, then fetches and starts the app (boot.tsx
// and its vendors; the build links only their stylesheets in <head>, so the scripts do not share the first paint's
// bandwidth).
// On /login the server's HTML already shows the header, card, sign-in form and footer, and the form can be typed into
// before the app runs: the app is fetched and started on the person's first input (decision 0067), unless the page
// needs it at once (a stored session, navigation state, a query or a hash to act on). Any other page with the server's
// HTML starts once the browser reports the first paint (or after a second at most); a page with nothing to paint yet,
// or opened in a background tab (which gets no frames), starts at once.
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
      const container = document.getElementById('root');
      if (container) showBootError(container);
    });
};

const painted = () => performance.getEntriesByType('paint').some((entry) => entry.name === 'first-contentful-paint');
const hasShell = !!document.getElementById('root')?.firstElementChild;
// A button pressed, or a field left, on the server's page before the app has taken it over is given again once it has.
if (hasShell) holdEarlyInput();

/** The server's page works as it is until the person does something, and nothing asks the app to act at once. */
function waitsForInput(): boolean {
  if (!document.querySelector('#root [data-usable-before-app]')) return false;
  if (window.location.search || window.location.hash) return false;
  // React Router keeps a page's navigation state (the timeout message, a prefilled email) in history.state.usr.
  if ((window.history.state as { usr?: unknown } | null)?.usr != null) return false;
  try {
    return !hasStoredSession(window.localStorage);
  } catch {
    return false; // storage that cannot be read: the app decides
  }
}

// A click too: a screen reader activates a button in browse mode with a click alone (no key or pointer reaches the page).
const FIRST_INPUT = ['pointerdown', 'keydown', 'focusin', 'touchstart', 'input', 'click'] as const;

if (hasShell && waitsForInput()) {
  recordFirstPageView(window.location.pathname);
  const onInput = () => {
    for (const type of FIRST_INPUT) document.removeEventListener(type, onInput, true);
    start();
  };
  for (const type of FIRST_INPUT) document.addEventListener(type, onInput, { capture: true, passive: true });
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
