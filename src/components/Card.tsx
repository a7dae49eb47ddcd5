// The centred card a one-step screen sits in, titled by its heading.
import type { ReactNode } from 'react';
import styles from './Card.module.scss';

export function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h1 id={id} className={styles.title}>
        {title}
      </h1>
      {children}
    </section>
  );
}
