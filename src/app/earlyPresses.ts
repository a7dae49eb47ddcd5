// Buttons pressed before the app has taken the server's HTML over (on /login the page paints, and can be used, before
// the app's scripts have run): the press is kept, and given again once the app listens, so it is not lost. Links work
// without the app and are left alone; after the take-over, React replays what comes while it is still under way.
let held: HTMLElement[] | null = null;

function hold(event: Event): void {
  if (!held) return;
  const target = event.target;
  const button = target instanceof Element ? target.closest('button') : null;
  if (!button) return;
  event.preventDefault();
  event.stopPropagation();
  if (!held.includes(button)) held.push(button);
}

/** From now on, until `pressAgain`, a press of a button is kept (the entry calls this first). */
export function holdEarlyPresses(): void {
  if (held) return;
  held = [];
  document.addEventListener('click', hold, true);
}

/** Presses each kept button again, now that the app listens, and stops keeping them. */
export function pressAgain(): void {
  const pressed = held ?? [];
  held = null;
  document.removeEventListener('click', hold, true);
  for (const button of pressed) if (button.isConnected) button.click();
}
