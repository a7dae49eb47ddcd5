// The header's help menu button (a menu button of the WAI-ARIA pattern). The button is in the first chunk; the
// menu itself (@szhsin/react-menu's ControlledMenu and the links) is a chunk of its own, fetched when the pointer
// or the focus reaches the button, so it is there by the time the menu opens. Click or Enter, Space, ArrowDown
// open it on the first item, ArrowUp on the last; Escape closes it and gives the focus back to the button.
import { useClick } from '@szhsin/react-menu';
import { lazy, Suspense, useId, useRef, useState, type KeyboardEvent } from 'react';
import styles from './Header.module.scss';
import type { FocusPosition } from './HelpMenuList';
import { commonTexts, type CommonText } from '../../i18n/texts/catalog';
import { useTexts } from '../../i18n/useTexts';

const HelpMenuList = lazy(() => import(/* webpackChunkName: "help-menu" */ './HelpMenuList'));

export function HelpMenu() {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const buttonId = useId();
  const [open, setOpen] = useState(false);
  const [focus, setFocus] = useState<{ position: FocusPosition }>({ position: 'first' });
  const [wanted, setWanted] = useState(false);
  const text = useTexts<CommonText>(commonTexts);
  const toggle = (next: boolean) => {
    setWanted(true);
    setOpen(next);
  };
  const click = useClick(open ? 'open' : 'closed', (next) => {
    setFocus({ position: 'first' });
    toggle(next);
  });
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    setFocus({ position: event.key === 'ArrowUp' ? 'last' : 'first' });
    toggle(true);
  };
  return (
    <>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className={styles.helpButton}
        aria-haspopup="menu"
        aria-expanded={open}
        onPointerEnter={() => setWanted(true)}
        onFocus={() => setWanted(true)}
        onKeyDown={onKeyDown}
        {...click}
      >
        {text('frame.helpMenu')}
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <HelpMenuList
            anchorRef={buttonRef}
            labelledBy={buttonId}
            open={open}
            focus={focus}
            onClose={(returnFocus) => {
              setOpen(false);
              if (returnFocus) buttonRef.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
