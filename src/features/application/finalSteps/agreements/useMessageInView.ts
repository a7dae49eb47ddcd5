// A refusal is shown at the top of a long page: when it appears, it is scrolled into view (it is also announced:
// the alert role).
import { useEffect, useRef } from 'react';

export function useMessageInView(message: string | null) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) ref.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [message]);
  return ref;
}
