// /authentication/mfa/fail: the MFA failure page of type login. The customer has been signed out (on the
// server too); the page says why, how to get help, and leads back to login.
import { Link, useLocation } from 'react-router-dom';
import { buttonClass } from '../../../components/Button';
import styles from '../../../components/Card.module.scss';
import { PhoneLink } from '../../../components/PhoneLink';
import { useAppSelector } from '../../../store/hooks';
import type { MfaFailure } from '../../../events/mfaEvents';
import { selectBrand } from '../../../store/selectors';
import { paths } from '../../../config/paths';
import { Trans } from '@lingui/react';
import { useTexts } from '../../../i18n/useTexts';
import { mfaTexts, type MfaText } from '../texts/catalog';
import { useContactHours } from '../../../i18n/useContactHours';

const REASONS: Record<MfaFailure, MfaText> = {
  denied: 'mfaFail.denied',
  tooManyCodes: 'mfaFail.tooManyCodes',
  expired: 'mfaFail.expired',
};

export function MfaFailScreen() {
  const text = useTexts<MfaText>(mfaTexts);
  const location = useLocation();
  const brand = useAppSelector(selectBrand);
  const hours = useContactHours();
  const reason = (location.state as { reason?: MfaFailure } | null)?.reason;
  return (
    <section className={styles.card} aria-labelledby="mfa-fail-title">
      <h1 id="mfa-fail-title" className={styles.title}>
        {text('mfaFail.title')}
      </h1>
      <p>{text(REASONS[reason && reason in REASONS ? reason : 'denied'])}</p>
      <p>
        <Trans
          id="mfaFail.help"
          values={{ phone: brand.phoneNumber, hours }}
          components={{ 0: <PhoneLink number={brand.phoneNumber} /> }}
        />
      </p>
      <Link to={paths.login.href()} className={buttonClass('primary', true)}>
        {text('mfaFail.goToLogin')}
      </Link>
    </section>
  );
}
