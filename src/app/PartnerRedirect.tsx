// The partner-site redirect rule of forgot password and enrollment: with the redirectToPartner flag on, and
// unless this host is the partner's own host, this host's page is replaced by a screen that sends the
// customer to the same page on the partner brand's site.
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { brands } from '../../brands/index';
import { buttonClass } from '../components/Button';
import { useAppSelector } from '../store/hooks';
import { selectBrand, selectFlags } from '../store/selectors';

/** True when the page is already on the partner's host (a brand served on its partner's site). */
function isOwnHost(partnerOrigin: string): boolean {
  try {
    return new URL(partnerOrigin).host === window.location.host;
  } catch {
    return false;
  }
}

export function PartnerRedirect({ children }: { children: ReactNode }) {
  const location = useLocation();
  const brand = useAppSelector(selectBrand);
  const redirect = useAppSelector((s) => selectFlags(s)?.redirectToPartner === true);
  const origin = useAppSelector((s) => s.runtime.config?.brandOrigins[brand.partnerBrand]);
  if (!redirect || !origin || isOwnHost(origin)) return children;
  const partner = brands[brand.partnerBrand];
  return (
    <section
      style={{
        maxWidth: 440,
        margin: '32px auto',
        padding: 32,
        background: 'var(--brand-surface)',
        borderRadius: 'var(--brand-radius)',
      }}
      aria-labelledby="partner-title"
    >
      <h1 id="partner-title" style={{ color: 'var(--brand-primary)', marginTop: 0, fontSize: '1.6rem' }}>
        Continue on {partner.name}
      </h1>
      <p>
        {brand.friendlyName} accounts are now served on the {partner.name} site. Please continue there.
      </p>
      <a className={buttonClass('primary', true)} href={`${origin}${location.pathname}${location.search}`}>
        Continue to {partner.name}
      </a>
    </section>
  );
}
