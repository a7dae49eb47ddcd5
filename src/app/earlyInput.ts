// What a person does to the server's HTML before the app has taken it over (on /login the page paints, and its
// sign-in form can be used, before the app's scripts have run; decisions 0066 and 0067) is given again once the app
// listens, so it is not lost:
//   - a button pressed is kept (its press does nothing yet), and pressed again;
//   - a field left (focus moved out of it) is left again, so the form shows that field's error as it would have.
// What was typed stays in the fields, and the form takes it (src/components/form/TextField.tsx). Links work without
// the app and are left alone; after the take-over, React replays what comes while it is still under way.
let held: { pressed: HTMLElement[]; left: HTMLElement[] } | null = null;

function hold(event: Event): void {
  if (!held) return;
  const target = event.target;
  const button = target instanceof Element ? target.closest('button') : null;
  if (!button) return;
  event.preventDefault();
  event.stopPropagation();
  if (!held.pressed.includes(button)) held.pressed.push(button);
}

function leave(event: Event): void {
  const field = event.target;
  const isField =
    field instanceof HTMLInputElement || field instanceof HTMLSelectElement || field instanceof HTMLTextAreaElement;
  if (held && isField && !held.left.includes(field)) held.left.push(field);
}

/** From now on, until `giveEarlyInputAgain`, a press of a button and a field left are kept (the entry calls this). */
export function holdEarlyInput(): void {
  if (held) return;
  held = { pressed: [], left: [] };
  document.addEventListener('click', hold, true);
  document.addEventListener('focusout', leave, true);
}

/** Leaves each field left again and presses each kept button again, now that the app listens; keeps nothing more. */
export function giveEarlyInputAgain(): void {
  const { pressed, left } = held ?? { pressed: [], left: [] };
  held = null;
  document.removeEventListener('click', hold, true);
  document.removeEventListener('focusout', leave, true);
  for (const field of left)
    if (field.isConnected && field !== document.activeElement)
      field.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
  for (const button of pressed) if (button.isConnected) button.click();
}
