// The session-timeout modal (application spec 4.7): after the idle time of the flag timeouts.session, a
// prompt counts down the prompt seconds: 'Your session will expire in N seconds. Would you like to
// continue?'. Yes resumes; No, or zero, ends the session (timeoutExpireAction, then login with the timeout
// message). Activity, in this tab or another, keeps the 900-second activity cookie alive. Focus moves into
// the modal (on Yes); the countdown is announced politely every 10 seconds and in the last 5.
import { useEffect, useState } from 'react';
import { useIdleTimer } from 'react-idle-timer';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { markSessionActive } from '../../../lib/sessionActivity';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectFlags } from '../../../store/selectors';
import { sessionExpired } from '../../../events/sessionEvents';
import { useTexts } from '../../../i18n/useTexts';
import { sessionTexts, type SessionText } from '../texts/catalog';

export const DEFAULT_IDLE_SECONDS = 840;
export const DEFAULT_PROMPT_SECONDS = 60;

const announcedAt = (seconds: number) => seconds % 10 === 0 || seconds <= 5;

export default function SessionTimeout() {
  const dispatch = useAppDispatch();
  const session = useAppSelector((s) => selectFlags(s)?.timeouts.session);
  const idleSeconds = session?.idleSeconds ?? DEFAULT_IDLE_SECONDS;
  const promptSeconds = session?.promptSeconds ?? DEFAULT_PROMPT_SECONDS;
  const [prompted, setPrompted] = useState(false);
  const [remaining, setRemaining] = useState(promptSeconds);
  // The seconds last announced (null: nothing yet); said in the page's language as it renders.
  const [announced, setAnnounced] = useState<number | null>(null);
  const text = useTexts<SessionText>(sessionTexts);
  const idleMessage = (seconds: number) => text('timeout.expires', { seconds });

  const timer = useIdleTimer({
    timeout: (idleSeconds + promptSeconds) * 1000,
    promptBeforeIdle: promptSeconds * 1000,
    onPrompt: () => {
      setRemaining(promptSeconds);
      setAnnounced(promptSeconds);
      setPrompted(true);
    },
    onIdle: () => {
      setPrompted(false);
      dispatch(sessionExpired({ manual: false }));
    },
    onActive: () => setPrompted(false),
    onAction: markSessionActive,
    throttle: 5000,
    crossTab: true,
    syncTimers: 1000,
  });
  // The hook's methods are bound to its instance, so they can be called on their own.
  const { activate, getRemainingTime } = timer as { activate: () => boolean; getRemainingTime: () => number };

  useEffect(() => {
    markSessionActive();
  }, []);

  useEffect(() => {
    if (!prompted) return undefined;
    const timer = setInterval(() => {
      const seconds = Math.max(0, Math.ceil(getRemainingTime() / 1000));
      setRemaining(seconds);
      if (announcedAt(seconds) && seconds > 0) setAnnounced(seconds);
    }, 1000);
    return () => clearInterval(timer);
  }, [prompted, getRemainingTime]);

  const stay = () => {
    activate();
    markSessionActive();
    setPrompted(false);
  };

  return (
    <Modal
      open={prompted}
      title={text('timeout.title')}
      onClose={stay}
      actions={
        <>
          <Button onClick={stay}>{text('timeout.yes')}</Button>
          <Button variant="secondary" onClick={() => dispatch(sessionExpired({ manual: true }))}>
            {text('timeout.no')}
          </Button>
        </>
      }
    >
      <p>{idleMessage(remaining)}</p>
      <p className="visually-hidden" aria-live="polite">
        {announced === null ? '' : idleMessage(announced)}
      </p>
    </Modal>
  );
}
