// What the page shows when the app cannot start (its chunk or its config cannot be had). Plain DOM: it must
// work when nothing else has loaded, and it is part of the entry chunk, so it imports nothing but its text.
import { GENERIC_ERROR_MESSAGE } from '../lib/genericErrorMessage';

export function showBootError(container: HTMLElement): void {
  document.documentElement.dataset.brandReady = 'true';
  const box = document.createElement('div');
  box.className = 'boot-error';
  box.setAttribute('role', 'alert');
  const heading = document.createElement('h1');
  heading.textContent = GENERIC_ERROR_MESSAGE;
  box.appendChild(heading);
  container.replaceChildren(box);
}
