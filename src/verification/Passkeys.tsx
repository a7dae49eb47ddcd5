// "Passkeys" (decision 0070), on /account/personal for a customer and on /admin/landing for an agent: the login's own
// passkeys, each with its name (from the browser that made it), when it was added and last used, and the site it
// signs in on when that is another brand's; add one on this device (the browser asks for the device's lock), or remove
// one after a confirmation. Never shown to an agent acting for a customer (the page decides).
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../components/Alert';
import { Button } from '../components/Button';
import { RowList } from '../components/RowList';
import { useFormats } from '../i18n/useFormats';
import { useTexts, type TextOf } from '../i18n/useTexts';
import type { ApiError } from '../lib/apiError';
import { useAddPasskeyMutation, usePasskeysQuery, useRemovePasskeyMutation, type Passkey } from './passkeyEndpoints';
import styles from './Passkeys.module.scss';
import { passkeysTexts, type PasskeysText } from './texts/passkeys/catalog';

type Notice = { tone: 'error' | 'info' | 'success'; text: string };

type Text = TextOf<PasskeysText>;

/**
 * What a refused addition means to the person: aws-amplify's names for the browser's refusals, and the identity
 * provider's two that the person can act on (its own words are English and its own: Cognito's limit is not ours to
 * name).
 */
function addRefusal(error: ApiError, text: Text): string {
  if (error.code === 'PasskeyRegistrationCanceled') return text('passkeys.canceled');
  if (error.code === 'PasskeyAlreadyExists') return text('passkeys.exists');
  if (error.code === 'PasskeyNotSupported') return text('passkeys.unsupported');
  if (error.code === 'LimitExceededException') return text('passkeys.limit');
  if (error.code === 'NotAuthorizedException') return text('passkeys.signedOut');
  return text('passkeys.addFailed');
}

/** The question before a removal: Remove (focused) or Keep it; Escape keeps it too. */
function ConfirmRemoval({
  passkey,
  busy,
  onRemove,
  onKeep,
  text,
}: {
  passkey: Passkey;
  busy: boolean;
  onRemove: () => void;
  onKeep: () => void;
  text: Text;
}) {
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => confirm.current?.focus(), []);
  return (
    <div
      className={styles.confirm}
      role="group"
      aria-labelledby={`confirm-${passkey.id}`}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onKeep();
      }}
    >
      <p id={`confirm-${passkey.id}`}>{text('passkeys.confirm', { name: passkey.name })}</p>
      <Button ref={confirm} aria-disabled={busy || undefined} onClick={onRemove}>
        {text('passkeys.remove')}
      </Button>
      <Button variant="secondary" onClick={onKeep}>
        {text('passkeys.keep')}
      </Button>
    </div>
  );
}

const browserMakesPasskeys = () => typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

export function Passkeys({ level = 3, titleClass }: { level?: 2 | 3; titleClass?: string }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const { data, isError } = usePasskeysQuery(undefined, { refetchOnMountOrArgChange: true });
  const [add, { isLoading: adding }] = useAddPasskeyMutation();
  const [remove, { isLoading: removing }] = useRemovePasskeyMutation();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  /** The passkey whose removal was called off: its Remove button takes the focus back. */
  const keptFocus = useRef<string | null>(null);
  const host = typeof window !== 'undefined' ? window.location.hostname : '';
  const busy = adding || removing;
  const text = useTexts<PasskeysText>(passkeysTexts);
  const formats = useFormats();
  const dayOf = (iso: string) => formats.dayOf(new Date(iso));

  const addOne = () => {
    if (busy) return;
    setNotice(null);
    void add()
      .unwrap()
      .then(
        () => setNotice({ tone: 'success', text: text('passkeys.added') }),
        (error: ApiError) =>
          setNotice({
            tone: error.code === 'PasskeyRegistrationCanceled' ? 'info' : 'error',
            text: addRefusal(error, text),
          }),
      );
  };

  // The row goes with its buttons: the focus goes to the section's heading, and the notice is announced.
  const removeOne = (passkey: Passkey) => {
    if (busy) return;
    void remove({ id: passkey.id })
      .unwrap()
      .then(
        () => setNotice({ tone: 'success', text: text('passkeys.removed', { name: passkey.name }) }),
        () => setNotice({ tone: 'error', text: text('passkeys.removeFailed') }),
      )
      .finally(() => {
        setConfirming(null);
        heading.current?.focus();
      });
  };

  return (
    <section className={styles.section} aria-labelledby="passkeys-title">
      <Heading id="passkeys-title" ref={heading} tabIndex={-1} className={titleClass ?? styles.title}>
        {text('passkeys.title')}
      </Heading>
      <p className={styles.muted}>{text('passkeys.lead')}</p>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {isError && <Alert tone="error">{text('passkeys.unavailable')}</Alert>}
      {data && data.length === 0 && <p>{text('passkeys.none')}</p>}
      {data && data.length > 0 && (
        <RowList className={styles.list}>
          {data.map((passkey) => (
            <li key={passkey.id}>
              <div>
                <strong>{passkey.name}</strong>
                {passkey.host !== host && (
                  <span className={styles.muted}>{text('passkeys.forHost', { host: passkey.host })}</span>
                )}
                <br />
                <span className={styles.muted}>
                  {text('passkeys.when', {
                    added: dayOf(passkey.createdAt),
                    used: passkey.lastUsedAt
                      ? text('passkeys.lastUsed', { day: dayOf(passkey.lastUsedAt) })
                      : text('passkeys.notUsed'),
                  })}
                </span>
              </div>
              {confirming === passkey.id ? (
                <ConfirmRemoval
                  passkey={passkey}
                  busy={busy}
                  onRemove={() => removeOne(passkey)}
                  text={text}
                  onKeep={() => {
                    setConfirming(null);
                    keptFocus.current = passkey.id;
                  }}
                />
              ) : (
                <Button
                  variant="secondary"
                  ref={(button) => {
                    if (button && keptFocus.current === passkey.id) {
                      keptFocus.current = null;
                      button.focus();
                    }
                  }}
                  aria-label={text('passkeys.removeLabel', { name: passkey.name, added: dayOf(passkey.createdAt) })}
                  onClick={() => {
                    setNotice(null);
                    setConfirming(passkey.id);
                  }}
                >
                  {text('passkeys.remove')}
                </Button>
              )}
            </li>
          ))}
        </RowList>
      )}
      {browserMakesPasskeys() ? (
        <Button aria-disabled={busy || undefined} onClick={addOne}>
          {adding ? text('passkeys.adding') : text('passkeys.add')}
        </Button>
      ) : (
        <p className={styles.muted}>{text('passkeys.unsupported')}</p>
      )}
    </section>
  );
}
