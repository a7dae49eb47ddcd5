// The store review's 'What to bring?' (application spec 2.3; the list is src/lib/rules/whatToBring.ts). Without a
// product chosen yet, the registration-loan item is a note.
import { whatToBring } from '../../../lib/rules/whatToBring';
import styles from './stores.module.scss';

export function WhatToBring({ productCode }: { productCode?: string | null }) {
  return (
    <section aria-labelledby="what-to-bring" className={styles.bring}>
      <h3 id="what-to-bring">What to bring?</h3>
      <ul>
        {whatToBring(productCode).map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      {productCode === undefined && (
        <p className={styles.muted}>
          For a registration loan, also bring your vehicle registration or proof of ownership.
        </p>
      )}
    </section>
  );
}
