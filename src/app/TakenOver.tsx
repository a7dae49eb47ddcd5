// Calls `then` once the app has taken the server's markup over: what a person did to the page before
// (src/app/earlyInput.ts) is given again then, to the components that now listen.
import { useEffect, type ReactNode } from 'react';

export function TakenOver({ then, children }: { then: () => void; children: ReactNode }) {
  // In a task after the hydration's commit: the fields take what was typed into them as they are taken over (a layout
  // effect), and the forms render again with it in that same task; a field left is given again after that, so the
  // form checks the values it now has, not the empty ones the server rendered.
  useEffect(() => {
    const timer = setTimeout(then, 0);
    return () => clearTimeout(timer);
    // Once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return children;
}
