// A message box; errors are red and announced at once (role="alert"), notices politely (role="status").
import type { ReactNode } from 'react';
import styles from './Alert.module.scss';

export function Alert({ tone, children }: { tone: 'error' | 'info' | 'success'; children: ReactNode }) {
  return (
    <div className={`${styles.alert} ${styles[tone]}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
