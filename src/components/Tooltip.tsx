// A small "?" button that shows a hint: on hover, on keyboard focus and on tap; Escape or leaving hides it. The hint is
// tied to the button (aria-describedby) so screen readers announce it with the button.
import { useId, useState } from 'react';
import styles from './Tooltip.module.scss';

export function Tooltip({ label, text }: { label: string; text: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <span className={styles.wrap} onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)}>
      <button
        type="button"
        className={styles.trigger}
        aria-label={label}
        aria-describedby={id}
        aria-expanded={open}
        onClick={() => setOpen(true)}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpen(false);
        }}
      >
        ?
      </button>
      <span id={id} role="tooltip" className={styles.tip} hidden={!open}>
        {text}
      </span>
    </span>
  );
}
