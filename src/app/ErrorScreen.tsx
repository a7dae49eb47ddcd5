import { useEffect } from 'react';
import { Link } from 'react-router-dom';

import { paths } from '../config/paths';
import { GENERIC_ERROR_MESSAGE } from '../lib/genericErrorMessage';
import { useAppDispatch } from '../store/hooks';
import { serverUnavailable } from './apiErrorSaga';
import { commonTexts, type CommonText } from '../i18n/texts/catalog';
import { useMessageText, useTexts } from '../i18n/useTexts';

/** The generic error page (/error), and the account error page (/account/error) with a way back. */
export function ErrorScreen({ backTo }: { backTo?: { path: string; label: CommonText } }) {
  const text = useTexts<CommonText>(commonTexts);
  const messageText = useMessageText();
  return (
    <section
      style={{
        maxWidth: 640,
        margin: '48px auto',
        padding: 32,
        background: 'var(--brand-surface)',
        borderRadius: 'var(--brand-radius)',
      }}
    >
      <h1 style={{ color: 'var(--brand-primary)', marginTop: 0 }}>{messageText(GENERIC_ERROR_MESSAGE)}</h1>
      {backTo && (
        <p>
          <Link to={backTo.path}>{text(backTo.label)}</Link>
        </p>
      )}
    </section>
  );
}

/** /error/unavailable: the server cannot be reached (a gateway's 502 or 504); the root follows after 15 seconds. */
export function UnavailableScreen() {
  const text = useTexts<CommonText>(commonTexts);
  const dispatch = useAppDispatch();
  // The wait starts here too when the page is opened directly (one wait at a time: a wait under way goes on).
  useEffect(() => {
    dispatch(serverUnavailable());
  }, [dispatch]);
  // The wait is the app's: in the server's HTML the page asks the entry to start the app at once (decision 0078).
  return (
    <section
      style={{
        maxWidth: 640,
        margin: '48px auto',
        padding: 32,
        background: 'var(--brand-surface)',
        borderRadius: 'var(--brand-radius)',
      }}
      data-needs-app=""
    >
      <h1 style={{ color: 'var(--brand-primary)', marginTop: 0 }}>{text('error.unavailable')}</h1>
      <p role="status">{text('error.unavailableWait')}</p>
      <p>
        <Link to={paths.root.href()}>{text('error.goToStart')}</Link>
      </p>
    </section>
  );
}
