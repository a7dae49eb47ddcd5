// Work that can wait for the browser to be idle (a preload, a first run paid ahead of the person's first key):
// requestIdleCallback where the browser has it (at most `timeoutMs` later), a timer of `fallbackMs` elsewhere (Safari).
// Returns what cancels it.
export function whenIdle(work: () => void, { timeoutMs, fallbackMs }: { timeoutMs?: number; fallbackMs: number }) {
  if (!('requestIdleCallback' in window)) {
    const timer = setTimeout(work, fallbackMs);
    return () => clearTimeout(timer);
  }
  const idle = window.requestIdleCallback(work, timeoutMs === undefined ? undefined : { timeout: timeoutMs });
  return () => window.cancelIdleCallback(idle);
}
