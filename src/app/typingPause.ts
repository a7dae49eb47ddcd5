// On /login the app takes over the server's page once the person has started using it (decision 0067). Taken over
// while keys arrive, React takes over at once, in the key's own task, the part of the page the key went to
// (selective hydration), where otherwise it works in slices of a few milliseconds: with the CPU 4x slower that was
// one task of 60 to 90 ms in the middle of typing the email. So while the person is typing in a field, the take-over
// waits for a pause: `quietMs` without a key. A press (a button, or Enter, which presses the form's button; both held
// by src/app/earlyInput.ts until then) takes over at once, and so does `atMostMs` of waiting.

const isTextField = (element: Element | null) =>
  element instanceof HTMLTextAreaElement ||
  (element instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'submit'].includes(element.type));

/** Settles once the typing has paused (at once when the person is not in a text field). */
export function typingPaused({ quietMs = 300, atMostMs = 3000 } = {}): Promise<void> {
  if (!isTextField(document.activeElement)) return Promise.resolve();
  const began = performance.now();
  let lastKey = began;
  return new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const typed = () => {
      lastKey = performance.now();
    };
    const done = () => {
      clearTimeout(timer);
      document.removeEventListener('keydown', typed, true);
      document.removeEventListener('input', typed, true);
      document.removeEventListener('click', pressed, true);
      resolve();
    };
    const pressed = (event: Event) => {
      if (event.target instanceof Element && event.target.closest('button')) done();
    };
    const check = () => {
      const wait = Math.min(lastKey + quietMs, began + atMostMs) - performance.now();
      if (wait <= 0) done();
      else timer = setTimeout(check, wait);
    };
    document.addEventListener('keydown', typed, true);
    document.addEventListener('input', typed, true);
    document.addEventListener('click', pressed, true);
    check();
  });
}
