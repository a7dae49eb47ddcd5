// A list of what a customer keeps (remembered devices, passkeys), one row an item: its `li`s are the children.
import type { ReactNode } from 'react';
import styles from './RowList.module.scss';

export function RowList({ children, className }: { children: ReactNode; className?: string }) {
  return <ul className={className ? `${styles.rows} ${className}` : styles.rows}>{children}</ul>;
}
