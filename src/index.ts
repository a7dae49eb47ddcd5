// The entry: a few hundred bytes that let the page paint first (on /login the server's HTML already shows the
// header, card and footer), then load and start the app (boot.tsx, fetched in parallel through the preload
// link the build puts in <head>). A page opened in a background tab starts at once: it gets no frames.
import { showBootError } from './app/bootError';

const start = () => import(/* webpackChunkName: "boot" */ './boot').catch(() => {
  const container = document.getElementById('root');
  if (container) showBootError(container);
});

if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(() => void start(), 0));
else void start();
