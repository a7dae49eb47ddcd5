// The store review's 'What to bring?' (application spec 2.3): valid ID, proof of income, an active checking
// account, proof of address and phone; the registration loan (RLP) adds the vehicle's registration or proof of
// ownership. Without a product chosen yet, the registration-loan item is a note.
import styles from './stores.module.scss';

export const WHAT_TO_BRING = ['Valid ID', 'Proof of income', 'Active checking account', 'Proof of address and phone'] as const;
export const REGISTRATION_LOAN_ITEM = 'Vehicle registration or proof of ownership';
export const REGISTRATION_LOAN = 'RLP';

export function WhatToBring({ productCode }: { productCode?: string | null }) {
  const registrationLoan = productCode === REGISTRATION_LOAN;
  return (
    <section aria-labelledby="what-to-bring" className={styles.bring}>
      <h3 id="what-to-bring">What to bring?</h3>
      <ul>
        {WHAT_TO_BRING.map((item) => (
          <li key={item}>{item}</li>
        ))}
        {registrationLoan && <li>{REGISTRATION_LOAN_ITEM}</li>}
      </ul>
      {productCode === undefined && <p className={styles.muted}>For a registration loan, also bring your vehicle registration or proof of ownership.</p>}
    </section>
  );
}
