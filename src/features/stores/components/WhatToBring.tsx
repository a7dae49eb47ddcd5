// The store review's 'What to bring?' (application spec 2.3; the list is src/lib/rules/whatToBring.ts). Without a
// product chosen yet, the registration-loan item is a note.
import { whatToBring } from '../../../lib/rules/whatToBring';
import styles from './stores.module.scss';
import { useMessageText, useTexts } from '../../../i18n/useTexts';
import { storesTexts, type StoresText } from '../texts/catalog';

export function WhatToBring({ productCode }: { productCode?: string | null }) {
  const text = useTexts<StoresText>(storesTexts);
  const messageText = useMessageText();
  return (
    <section aria-labelledby="what-to-bring" className={styles.bring}>
      <h3 id="what-to-bring">{text('stores.bring')}</h3>
      <ul>
        {whatToBring(productCode).map((item) => (
          <li key={item}>{messageText(item)}</li>
        ))}
      </ul>
      {productCode === undefined && <p className={styles.muted}>{text('stores.registrationNote')}</p>}
    </section>
  );
}
