// Gives the main thread back to the browser (input, paint, its own work) and goes on in a task of its own, so the
// work before and after it is never one long task. scheduler.yield() where the browser has it (it goes on before
// other queued tasks), a zero-delay timer elsewhere.
interface WithScheduler {
  scheduler?: { yield?: () => Promise<void> };
}

export function nextTask(): Promise<void> {
  const { scheduler } = globalThis as WithScheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
