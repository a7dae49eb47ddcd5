// The card fields, hosted by the card processor in a frame of its own origin (issue 48, part 1; decision 0051): the
// portal's page never holds a card number or security code, only the single-use token the frame hands back. The page
// asks for the token when its form is sent (`tokenize` on the handle); Enter in the frame sends the page's form. If
// the frame does not load or answer in time, the card service's message (ERROR_IFRAME) shows instead, with another
// way to pay or be paid when the page has one, and a button to try the card service again. Its words and the frame's
// own are in the page's language.
import { useCallback, useEffect, useImperativeHandle, useRef, useState, type Ref, type RefObject } from 'react';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { FUNDING_ISSUES } from '../../lib/rules/fundingCodes';
import { useMessageText, useTexts } from '../../i18n/useTexts';
import { cardFrameTexts, type CardFrameText } from './texts/catalog';
import { useAppSelector } from '../../store/hooks';
import { FRAME_ANSWER_MS, FRAME_LOAD_MS, frameMessage, type TokenizeResult } from './cardFrameProtocol';
import styles from './cardFrame.module.scss';

export interface CardFrameHandle {
  /** The card's token, or why there is none. */
  tokenize(): Promise<TokenizeResult>;
}

const MIN_HEIGHT = 120;
const MAX_HEIGHT = 900;

/**
 * The processor's page for this page: the page's origin (the only one it may be shown in), its language, and the
 * brand's accent and corner radius, for the frame to draw its fields as the page does.
 */
function frameSource(frameOrigin: string, language: string): string {
  const query = new URLSearchParams({ origin: window.location.origin, language });
  if (typeof getComputedStyle === 'function') {
    const style = getComputedStyle(document.documentElement);
    const look = {
      accent: style.getPropertyValue('--brand-accent').trim(),
      radius: style.getPropertyValue('--brand-radius').trim(),
    };
    for (const [name, value] of Object.entries(look)) if (value) query.set(name, value);
  }
  return `${frameOrigin}/frame?${query.toString()}`;
}

let requests = 0;

/**
 * A form's side of the frame: the handle to give CardFrame, whether a token is being asked for (the form's button is
 * busy meanwhile), and `withToken`, which asks for one and sends it on; without one the frame has said why. The form
 * reads the frame's words as it renders, so choosing to pay by card shows the frame at once: had CardFrame fetched
 * them on the press, the press would suspend the page and the choice would not stand until they came.
 */
export function useCardToken(): {
  frame: RefObject<CardFrameHandle | null>;
  tokenizing: boolean;
  withToken: (send: (token: string) => void) => void;
} {
  useTexts<CardFrameText>(cardFrameTexts);
  const frame = useRef<CardFrameHandle>(null);
  const [tokenizing, setTokenizing] = useState(false);
  const withToken = useCallback((send: (token: string) => void) => {
    setTokenizing(true);
    void (frame.current?.tokenize() ?? Promise.resolve<TokenizeResult>({ kind: 'unavailable' })).then((result) => {
      setTokenizing(false);
      if (result.kind === 'token') send(result.card.token);
    });
  }, []);
  return { frame, tokenizing, withToken };
}

export function CardFrame({
  ref,
  fallback,
  onChange,
}: {
  ref: Ref<CardFrameHandle>;
  /** Another way, offered when the card service does not answer ("Pay from my bank account instead"). */
  fallback?: { label: string; choose: () => void } | null;
  /** The card was changed in the frame. */
  onChange?: () => void;
}) {
  const text = useTexts<CardFrameText>(cardFrameTexts);
  const messageText = useMessageText();
  const language = useAppSelector((state) => state.runtime.language);
  const frameOrigin = useAppSelector((state) => state.runtime.config?.cardFrameOrigin ?? null);
  const frame = useRef<HTMLIFrameElement>(null);
  const notice = useRef<HTMLDivElement>(null);
  const [phase, setPhase] = useState<'loading' | 'ready' | 'unavailable'>('loading');
  const [height, setHeight] = useState(360);
  const [attempt, setAttempt] = useState(0);
  const pending = useRef(new Map<string, (result: TokenizeResult) => void>());
  const phaseRef = useRef(phase);
  phaseRef.current = phase;
  const changed = useRef(onChange);
  changed.current = onChange;

  const giveUp = useCallback(() => {
    setPhase('unavailable');
    for (const resolve of pending.current.values()) resolve({ kind: 'unavailable' });
    pending.current.clear();
  }, []);

  useEffect(() => {
    if (!frameOrigin) return;
    setPhase('loading');
    const timer = window.setTimeout(() => {
      if (phaseRef.current === 'loading') giveUp();
    }, FRAME_LOAD_MS);
    const listen = (event: MessageEvent) => {
      if (event.origin !== frameOrigin || !frame.current || event.source !== frame.current.contentWindow) return;
      const message = frameMessage(event.data);
      if (!message) return;
      switch (message.type) {
        case 'ready':
          window.clearTimeout(timer);
          setPhase('ready');
          return;
        case 'resize':
          setHeight(Math.min(MAX_HEIGHT, Math.max(MIN_HEIGHT, Math.ceil(message.height))));
          return;
        case 'submit':
          frame.current.closest('form')?.requestSubmit();
          return;
        case 'changed':
          changed.current?.();
          return;
        default: {
          const resolve = pending.current.get(message.requestId);
          if (!resolve) return;
          pending.current.delete(message.requestId);
          if (message.type === 'tokenized') {
            const { token, last4, network, expiry } = message;
            resolve({ kind: 'token', card: { token, last4, network, expiry } });
          } else if (message.type === 'invalid') resolve({ kind: 'invalid' });
          else giveUp();
        }
      }
    };
    window.addEventListener('message', listen);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('message', listen);
    };
  }, [frameOrigin, attempt, giveUp]);

  // The message takes focus when it appears, so it is read and the other way is the next stop.
  useEffect(() => {
    if (phase === 'unavailable') notice.current?.focus();
  }, [phase]);

  useImperativeHandle(
    ref,
    () => ({
      tokenize: () =>
        new Promise<TokenizeResult>((resolve) => {
          const target = frame.current?.contentWindow;
          if (phaseRef.current !== 'ready' || !target || !frameOrigin) {
            giveUp();
            return resolve({ kind: 'unavailable' });
          }
          requests += 1;
          const requestId = `r${requests}-${Date.now().toString(36)}`;
          const timer = window.setTimeout(() => {
            if (pending.current.delete(requestId)) {
              giveUp();
              resolve({ kind: 'unavailable' });
            }
          }, FRAME_ANSWER_MS);
          pending.current.set(requestId, (result) => {
            window.clearTimeout(timer);
            resolve(result);
          });
          target.postMessage({ type: 'tokenize', requestId }, frameOrigin);
        }),
    }),
    [frameOrigin, giveUp],
  );

  if (phase === 'unavailable' || !frameOrigin)
    return (
      <div ref={notice} tabIndex={-1} className={styles.notice}>
        <Alert tone="error">
          <strong>{messageText(FUNDING_ISSUES.ERROR_IFRAME.title)}</strong>{' '}
          {messageText(FUNDING_ISSUES.ERROR_IFRAME.happened)}
        </Alert>
        <div className={styles.actions}>
          {fallback && (
            <Button variant="secondary" onClick={fallback.choose}>
              {messageText(fallback.label)}
            </Button>
          )}
          <Button variant="link" onClick={() => setAttempt((n) => n + 1)}>
            {text('cardFrame.retry')}
          </Button>
        </div>
      </div>
    );
  // The processor's page speaks the page's language: its labels and its messages at each field.
  const source = frameSource(frameOrigin, language);
  return (
    <div className={styles.frameBox}>
      {phase === 'loading' && <p className={styles.loading}>{text('cardFrame.loading')}</p>}
      <iframe
        key={attempt}
        ref={frame}
        title={text('cardFrame.title')}
        src={source}
        className={styles.frame}
        style={{ height }}
        // The processor's page runs its own script and calls its own origin; nothing else.
        sandbox="allow-scripts allow-same-origin"
        referrerPolicy="no-referrer"
      />
    </div>
  );
}
