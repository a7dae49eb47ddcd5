// The frame of the conversion pages: the page's title, its content, and the brand's help line.
import type { ReactNode } from 'react';
import { PhoneLink } from '../../../components/PhoneLink';
import { useAppSelector } from '../../../store/hooks';
import { selectBrand } from '../../../store/selectors';
import styles from './conversion.module.scss';

export function ConversionFrame({ title, children }: { title: string; children: ReactNode }) {
  const brand = useAppSelector(selectBrand);
  return (
    <section className={styles.page} aria-labelledby="conversion-title">
      <h1 id="conversion-title" className={styles.title}>
        {title}
      </h1>
      {children}
      <p className={styles.muted}>
        Questions? Call {brand.friendlyName} at <PhoneLink number={brand.phoneNumber} />, {brand.contactHours}.
      </p>
    </section>
  );
}

/** A wait, announced politely ('Loading offers', 'Initial underwriting', 'Loading loan options'). */
export function Waiting({ text }: { text: string }) {
  return (
    <section className={styles.page} aria-busy="true">
      <p className={styles.status} role="status">
        {text}
      </p>
    </section>
  );
}
