// What a product is and what the borrower may do with it, from its display data (Product.display): the parts of a
// product offered as two (DUAL, each part saying when its money arrives), its options, and when the money arrives. Inside a radio's label, so phrasing
// content only (spans), laid out as lines by the stylesheet.
import type { Product } from '../applicationEndpoints';
import styles from './application.module.scss';

export function ProductFacts({
  display,
  whenMoneyArrives = display.whenMoneyArrives,
}: {
  display: Product['display'];
  whenMoneyArrives?: string;
}) {
  return (
    <>
      {display.parts.length > 0 && (
        <span className={styles.parts}>
          {display.parts.map((part) => (
            <span key={part.title} className={styles.part}>
              <strong>{part.title}:</strong> {part.whatItIs} {part.whenMoneyArrives}
            </span>
          ))}
        </span>
      )}
      {display.options.length > 0 && (
        <span className={styles.options}>
          {display.options.map((option) => (
            <span key={option} className={styles.option}>
              {option}
            </span>
          ))}
        </span>
      )}
      {/* Each part says when its money arrives. */}
      {display.parts.length === 0 && <span className={styles.muted}>{whenMoneyArrives}</span>}
    </>
  );
}
