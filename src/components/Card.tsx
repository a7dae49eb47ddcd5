// The centred card a one-step screen sits in, titled by its heading.
import type { ReactNode } from 'react';
import styles from './Card.module.scss';

/** `wide`: a page whose content needs the room (tables, a disclosure), up to the application's page width. */
export function Card({
  id,
  title,
  children,
  wide = false,
}: {
  id: string;
  title: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <section className={wide ? `${styles.card} ${styles.wide}` : styles.card} aria-labelledby={id}>
      <h1 id={id} className={styles.title}>
        {title}
      </h1>
      {children}
    </section>
  );
}
