// The header's controls on a phone (issue 72): below 768 px they do not fit beside the brand and the phone number, so
// they go behind one "Menu" button, a disclosure (WAI-ARIA: a button with aria-expanded and aria-controls, the panel
// after it in the page's order). Click, Enter or Space opens and closes it; Escape closes it and gives the focus back
// to the button (not while a menu or a dialog inside it has the Escape: the help menu, the screen share); a tap
// outside, or a change of page, closes it. From 768 px up the button is not shown and the controls stand in the
// header's row as they always have (the panel's box is not drawn: Layout.module.scss).
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styles from '../Layout.module.scss';
import headerStyles from './Header.module.scss';
import { commonTexts, type CommonText } from '../../i18n/texts/catalog';
import { useTexts } from '../../i18n/useTexts';

/** Whether an event happened in a pop-up that closes itself on Escape or a tap outside it (a menu, a dialog). */
const inOwnPopup = (target: EventTarget | null) =>
  target instanceof Element && !!target.closest('[role="menu"], [role="dialog"], dialog');

export function HeaderMenu({ children }: { children: ReactNode }) {
  const text = useTexts<CommonText>(commonTexts);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || inOwnPopup(event.target)) return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (panelRef.current?.contains(target) || buttonRef.current?.contains(target) || inOwnPopup(target)) return;
      setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={`${headerStyles.helpButton} ${styles.menuButton}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {text('frame.menu')}
      </button>
      <div ref={panelRef} id={panelId} className={styles.controls} data-open={open}>
        {children}
      </div>
    </>
  );
}
