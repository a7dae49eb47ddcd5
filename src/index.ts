// The entry: a few hundred bytes that let the page paint first, then load and start the app (boot.tsx, fetched in
// parallel through the preload link the build puts in <head>). On /login the server's HTML already shows the
// header, card and footer: the app starts once the browser reports that first paint (or after a second at most).
// A page with nothing to paint yet, or opened in a background tab (which gets no frames), starts at once.
import { showBootError } from './app/bootError';

let started = false;
const start = () => {
  if (started) return;
  started = true;
  import(/* webpackChunkName: "boot" */ './boot').catch(() => {
    const container = document.getElementById('root');
    if (container) showBootError(container);
  });
};

const painted = () => performance.getEntriesByType('paint').some((entry) => entry.name === 'first-contentful-paint');
const hasShell = !!document.getElementById('root')?.firstElementChild;

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
