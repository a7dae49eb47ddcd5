// A job that runs every `pollMs`, one pass at a time (a pass still running when the next is due is not doubled), that
// never keeps the process alive on its own; returns a way to stop it. The decision machine and the payment processor's
// stand-in run on it.
export function startPolling(pass: () => Promise<unknown>, onError: (error: unknown) => void, pollMs: number): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    pass()
      .catch(onError)
      .finally(() => {
        running = false;
      });
  }, pollMs);
  timer.unref();
  return () => clearInterval(timer);
}
