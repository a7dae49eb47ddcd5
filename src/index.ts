// The entry: a few hundred bytes that let the page paint first, then fetch and start the app (boot.tsx and its
// vendors; the build links only their stylesheet in <head>, so the scripts do not share the first paint's bandwidth).
// On /login the server's HTML already shows the header, card and footer: the app starts once the browser reports
// that first paint (or after a second at most). A page with nothing to paint yet, or opened in a background tab
// (which gets no frames), starts at once.
import { showBootError } from './app/bootError';
import { holdEarlyPresses, pressAgain } from './app/earlyPresses';
import { nextTask } from './app/nextTask';

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
      pressAgain();
      const container = document.getElementById('root');
      if (container) showBootError(container);
    });
};

const painted = () => performance.getEntriesByType('paint').some((entry) => entry.name === 'first-contentful-paint');
const hasShell = !!document.getElementById('root')?.firstElementChild;
// A button of the server's page pressed before the app has taken it over is pressed again once it has.
if (hasShell) holdEarlyPresses();

if (!hasShell || document.visibilityState !== 'visible' || painted() || typeof PerformanceObserver === 'undefined') {
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
