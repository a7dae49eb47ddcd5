// A message box; errors are red and announced at once (role="alert"), notices politely (role="status"). A message
// given as a string is one that travels by its English (a refusal the store holds, a notice): it is shown in the page's
// language when a catalog has it (decision 0085), so no banner can forget to.
import type { ReactNode } from 'react';
import { useMessageText } from '../i18n/useTexts';
import styles from './Alert.module.scss';

export function Alert({
  tone,
  children,
  live = true,
}: {
  tone: 'error' | 'info' | 'success';
  children: ReactNode;
  /** false: not a live region (a box that takes the focus is read as it takes it, and is not said twice). */
  live?: boolean;
}) {
  const messageText = useMessageText();
  return (
    <div
      className={`${styles.alert} ${styles[tone]}`}
      role={live ? (tone === 'error' ? 'alert' : 'status') : undefined}
    >
      {typeof children === 'string' ? messageText(children) : children}
    </div>
  );
}
