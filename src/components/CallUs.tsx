// The brand's phone number and hours, as a line under a form or a dead end, in one of four wordings.
import { Trans } from '@lingui/react';
import type { CommonText } from '../i18n/texts/catalog';
import { useAppSelector } from '../store/hooks';
import { selectBrand } from '../store/selectors';
import styles from './Card.module.scss';
import { PhoneLink } from './PhoneLink';
import { useContactHours } from '../i18n/useContactHours';

type CallUsText = Extract<CommonText, `callUs.${string}`>;

export function CallUs({ wording = 'callUs.help' }: { wording?: CallUsText }) {
  const brand = useAppSelector(selectBrand);
  const hours = useContactHours();
  return (
    <p className={styles.muted}>
      <Trans
        id={wording}
        values={{ phone: brand.phoneNumber, hours }}
        components={{ 0: <PhoneLink number={brand.phoneNumber} /> }}
      />
    </p>
  );
}
