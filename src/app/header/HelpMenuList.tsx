// The help menu's items: Find a store (the store locator), How it works and Get answers (the brand's pages), the
// brand's phone with its contact hours, and for a signed-in customer the learning center's active links.
import { ControlledMenu, MenuDivider, MenuHeader, MenuItem, type MenuCloseEvent } from '@szhsin/react-menu';
import '@szhsin/react-menu/dist/core.css';
import type { RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../store/hooks';
import { selectBrand } from '../../store/selectors';
import { useLearningCenterLinksQuery } from './learningCenterEndpoints';
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

function LearningCenter() {
  const { data: links } = useLearningCenterLinksQuery();
  if (!links?.length) return null;
  return (
    <>
      <MenuDivider />
      <MenuHeader>Learning center</MenuHeader>
      {links.map((link) => (
        <MenuItem key={link.link} href={link.link} className={styles.menuItem}>
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
        Find a store
      </MenuItem>
      <MenuItem href={brand.howItWorksLink} className={styles.menuItem}>
        How it works
      </MenuItem>
      <MenuItem href={brand.getAnswersLink} className={styles.menuItem}>
        Get answers
      </MenuItem>
      <MenuDivider />
      <MenuItem
        href={`tel:+1${brand.phoneNumber.replace(/\D/g, '')}`}
        className={styles.menuItem}
        // Read as a sentence: on screen the hours are on a line of their own.
        aria-label={`Call ${brand.phoneNumber}, ${brand.contactHours}`}
      >
        <span>
          Call {brand.phoneNumber}
          <span className={styles.hours}>{brand.contactHours}</span>
        </span>
      </MenuItem>
      {signedIn && <LearningCenter />}
    </ControlledMenu>
  );
}
