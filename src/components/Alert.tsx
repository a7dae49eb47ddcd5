// A message box; errors are red and announced at once (role="alert"), notices politely (role="status").
import type { ReactNode } from 'react';
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
  return (
    <div
      className={`${styles.alert} ${styles[tone]}`}
      role={live ? (tone === 'error' ? 'alert' : 'status') : undefined}
    >
      {children}
    </div>
  );
}
