// The customer's screen share (application spec 4.10, the remoteSession flag): a header button opens a popover to
// start a session and read its 6-digit code to an agent, see when the agent has joined, and stop it; while one
// runs, a banner under the header says so on every page. The agent who joins sees these pages and can enter
// nothing (the server refuses an agent's writes in a remote session). Polls every 5 s while a session runs.
import { useEffect, useId, useRef, useState } from 'react';
import { useLingui } from '@lingui/react';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { useTexts, type TextOf } from '../../../i18n/useTexts';
import { useAppSelector } from '../../../store/hooks';
import {
  remoteSessionApi,
  useRemoteSessionQuery,
  useStartRemoteSessionMutation,
  useStopRemoteSessionMutation,
  type RemoteSession,
} from '../remoteSessionEndpoints';
import { screenShareTexts, type ScreenShareText } from '../texts/catalog';
import styles from './ScreenShare.module.scss';

type Text = TextOf<ScreenShareText>;

const POLL_MS = 5000;

const selectSession = remoteSessionApi.endpoints.remoteSession.select();

/** The one cached session, for the popover and the banner: polled while a session runs, not otherwise. */
function useSession() {
  const running = useAppSelector((state) => !!selectSession(state as Parameters<typeof selectSession>[0]).data);
  return useRemoteSessionQuery(undefined, { pollingInterval: running ? POLL_MS : 0 });
}

/** '123 456': the code in two groups, easier to read out. */
const codeShown = (code: string) => `${code.slice(0, 3)} ${code.slice(3)}`;

/**
 * The time of an instant on this device's clock in the page's language, on one line: "3:10 PM", "3:10 p. m.". Here,
 * not in useFormats: no other page shows a time of day, and the areas that share that module would carry it. The
 * locale is the language's in the United States, as everywhere (src/lib/rules/intlLocales.ts), written out here:
 * importing that table would make it a module of its own in every area that shares it.
 */
function useTimeOf(): (instant: Date) => string {
  const locale = new Intl.Locale(useLingui().i18n.locale, { region: 'US' }).toString();
  return (instant) =>
    instant.toLocaleTimeString(locale, { hour: 'numeric', minute: '2-digit' }).replace(/ /g, '\u00a0');
}

function SessionState({ session, text }: { session: RemoteSession; text: Text }) {
  const timeOf = useTimeOf();
  if (session.agentJoined) return <p>{text('screenShare.joined')}</p>;
  return (
    <>
      <p>{text('screenShare.readCode')}</p>
      <p
        className={styles.code}
        aria-label={text('screenShare.codeLabel', { digits: session.code.split('').join(' ') })}
      >
        {codeShown(session.code)}
      </p>
      <p className={styles.muted}>{text('screenShare.joinBy', { time: timeOf(new Date(session.joinBy)) })}</p>
    </>
  );
}

export function ScreenShareButton() {
  const text = useTexts<ScreenShareText>(screenShareTexts);
  const { data: session } = useSession();
  const [start, started] = useStartRemoteSessionMutation();
  const [stop, stopped] = useStopRemoteSessionMutation();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const titleId = useId();

  useEffect(() => {
    if (!open) return;
    panelRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    // Focus moved on by Tab (or anything else) to an element outside the button and the popover closes it: it would
    // cover what takes focus under it (WCAG 2.4.7). Focus lost to nothing (a button disabled while it works) does not.
    const onFocus = (event: FocusEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('focusin', onFocus);
    };
  }, [open]);

  const error = started.isError || stopped.isError ? text('screenShare.failed') : null;
  return (
    <div className={styles.anchor}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {text(session ? 'screenShare.sharing' : 'screenShare.share')}
      </button>
      <div
        ref={panelRef}
        id={panelId}
        role="dialog"
        aria-labelledby={titleId}
        tabIndex={-1}
        hidden={!open}
        className={styles.panel}
      >
        <h2 id={titleId} className={styles.title}>
          {text('screenShare.title')}
        </h2>
        {session ? (
          <>
            <SessionState session={session} text={text} />
            <Button variant="secondary" disabled={stopped.isLoading} onClick={() => void stop()}>
              {text('screenShare.stop')}
            </Button>
          </>
        ) : (
          <>
            <p>{text('screenShare.lead')}</p>
            <Button disabled={started.isLoading} onClick={() => void start()}>
              {text('screenShare.start')}
            </Button>
          </>
        )}
        {error && <Alert tone="error">{error}</Alert>}
      </div>
    </div>
  );
}

export function ScreenShareBanner() {
  const text = useTexts<ScreenShareText>(screenShareTexts);
  const { data: session } = useSession();
  const [stop, stopped] = useStopRemoteSessionMutation();
  if (!session) return null;
  return (
    <section className={styles.banner} aria-label={text('screenShare.banner')}>
      <p role="status">
        {session.agentJoined
          ? text('screenShare.bannerJoined')
          : text('screenShare.bannerWaiting', { code: codeShown(session.code) })}
      </p>
      <Button variant="secondary" disabled={stopped.isLoading} onClick={() => void stop()}>
        {text('screenShare.stop')}
      </Button>
    </section>
  );
}
