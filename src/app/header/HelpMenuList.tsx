// The help menu's items: Find a store (the store locator), How it works and Get answers (the brand's pages), the
// brand's phone with its contact hours, and for a signed-in customer the learning center's active links.
import { ControlledMenu, MenuDivider, MenuHeader, MenuItem, type MenuCloseEvent } from '@szhsin/react-menu';
import '@szhsin/react-menu/dist/core.css';
import type { RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../store/hooks';
import { selectBrand } from '../../store/selectors';
import { useContactHours } from '../../i18n/useContactHours';
import { useTexts, type TextOf } from '../../i18n/useTexts';
import { useLearningCenterLinksQuery } from './learningCenterEndpoints';
import { helpTexts, type HelpText } from './texts/catalog';
import styles from './HelpMenuList.module.scss';

/** Where focus goes when the menu opens: its first item (Enter, Space, Down) or its last (Up). */
export type FocusPosition = 'first' | 'last';

interface Props {
  anchorRef: RefObject<HTMLButtonElement | null>;
  /** The button's id: the menu is named by it. */
  labelledBy: string;
  open: boolean;
  focus: { position: FocusPosition };
  /** Closes the menu; returnFocus when the keyboard closed it (Escape, Tab) or an item was chosen. */
  onClose: (returnFocus: boolean) => void;
}

function LearningCenter({ text }: { text: TextOf<HelpText> }) {
  const { data: links } = useLearningCenterLinksQuery();
  if (!links?.length) return null;
  return (
    <>
      <MenuDivider />
      <MenuHeader>{text('help.learningCenter')}</MenuHeader>
      {/* The brand's articles, and their titles, are in English. */}
      {links.map((link) => (
        <MenuItem key={link.link} href={link.link} className={styles.menuItem} lang="en">
          {link.title}
        </MenuItem>
      ))}
    </>
  );
}

export default function HelpMenuList({ anchorRef, labelledBy, open, focus, onClose }: Props) {
  const brand = useAppSelector(selectBrand);
  const signedIn = useAppSelector((state) => state.auth.status === 'signedIn');
  const navigate = useNavigate();
  const text = useTexts<HelpText>(helpTexts);
  const hours = useContactHours();
  const internal = brand.findAStore.startsWith('/');
  return (
    <ControlledMenu
      anchorRef={anchorRef as RefObject<HTMLButtonElement>}
      state={open ? 'open' : 'closed'}
      menuItemFocus={focus}
      onClose={(event: MenuCloseEvent) => onClose(event.reason === 'cancel' || event.reason === 'click')}
      align="end"
      gap={6}
      aria-labelledby={labelledBy}
      menuClassName={styles.menu}
    >
      <MenuItem
        href={brand.findAStore}
        className={styles.menuItem}
        onClick={(event) => {
          if (!internal) return;
          event.syntheticEvent.preventDefault();
          void navigate(brand.findAStore);
        }}
      >
        {text('help.findStore')}
      </MenuItem>
      <MenuItem href={brand.howItWorksLink} className={styles.menuItem}>
        {text('help.howItWorks')}
      </MenuItem>
      <MenuItem href={brand.getAnswersLink} className={styles.menuItem}>
        {text('help.getAnswers')}
      </MenuItem>
      <MenuDivider />
      <MenuItem
        href={`tel:+1${brand.phoneNumber.replace(/\D/g, '')}`}
        className={styles.menuItem}
        // Read as a sentence: on screen the hours are on a line of their own.
        aria-label={text('help.callLabel', { phone: brand.phoneNumber, hours })}
      >
        <span>
          {text('help.call', { phone: brand.phoneNumber })}
          <span className={styles.hours}>{hours}</span>
        </span>
      </MenuItem>
      {signedIn && <LearningCenter text={text} />}
    </ControlledMenu>
  );
}
