import { Link } from 'react-router-dom';

import { GENERIC_ERROR_MESSAGE } from '../lib/genericErrorMessage';

/** The generic error page (/error), and the account error page (/account/error) with a way back. */
export function ErrorScreen({ backTo }: { backTo?: { path: string; label: string } }) {
  return (
    <section style={{ maxWidth: 640, margin: '48px auto', padding: 32, background: 'var(--brand-surface)', borderRadius: 'var(--brand-radius)' }}>
      <h1 style={{ color: 'var(--brand-primary)', marginTop: 0 }}>{GENERIC_ERROR_MESSAGE}</h1>
      {backTo && (
        <p>
          <Link to={backTo.path}>{backTo.label}</Link>
        </p>
      )}
    </section>
  );
}
