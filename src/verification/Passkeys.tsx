// "Passkeys" (decision 0070), on /account/personal for a customer and on /admin/landing for an agent: the login's own
// passkeys, each with its name (from the browser that made it), when it was added and last used, and the site it
// signs in on when that is another brand's; add one on this device (the browser asks for the device's lock), or remove
// one after a confirmation. Never shown to an agent acting for a customer (the page decides).
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../components/Alert';
import { Button } from '../components/Button';
import { RowList } from '../components/RowList';
import type { ApiError } from '../lib/apiError';
import { useAddPasskeyMutation, usePasskeysQuery, useRemovePasskeyMutation, type Passkey } from './passkeyEndpoints';
import styles from './Passkeys.module.scss';

const DAY = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
const dayOf = (iso: string) => DAY.format(new Date(iso));

export const PASSKEY_SECTION_TEXTS = {
  title: 'Passkeys',
  lead: 'A passkey lets you log in with the fingerprint, face or screen lock of your phone or computer, with no password and no code. It works only on this site, from the device that keeps it.',
  none: 'You have no passkeys yet.',
  add: 'Add a passkey',
  adding: 'Adding…',
  added: 'Your passkey is ready. Next time, choose "Sign in with a passkey" when you log in.',
  canceled: 'No passkey was added.',
  exists: 'This device already has a passkey for your account.',
  unsupported: 'This browser cannot make passkeys. A recent Chrome, Safari, Edge or Firefox can.',
  addFailed: 'We could not add a passkey. Please try again.',
  unavailable: 'We could not load your passkeys. Please refresh the page.',
  confirm: (name: string) => `Remove the passkey ${name}? You will no longer be able to log in with it.`,
  removed: (name: string) =>
    `We removed the passkey ${name}. It can no longer log in to your account; you can delete it from the device too.`,
  removeFailed: 'We could not remove that passkey. Please try again.',
} as const;

type Notice = { tone: 'error' | 'info' | 'success'; text: string };

/** What a refused addition means to the person (aws-amplify's names for the browser's refusals). */
function addRefusal(error: ApiError): string {
  if (error.code === 'PasskeyRegistrationCanceled') return PASSKEY_SECTION_TEXTS.canceled;
  if (error.code === 'PasskeyAlreadyExists') return PASSKEY_SECTION_TEXTS.exists;
  if (error.code === 'PasskeyNotSupported') return PASSKEY_SECTION_TEXTS.unsupported;
  if (error.code === 'LimitExceededException' || error.code === 'NotAuthorizedException') return error.message;
  return PASSKEY_SECTION_TEXTS.addFailed;
}

/** The question before a removal: Remove (focused) or Keep it; Escape keeps it too. */
function ConfirmRemoval({
  passkey,
  busy,
  onRemove,
  onKeep,
}: {
  passkey: Passkey;
  busy: boolean;
  onRemove: () => void;
  onKeep: () => void;
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
      <p id={`confirm-${passkey.id}`}>{PASSKEY_SECTION_TEXTS.confirm(passkey.name)}</p>
      <Button ref={confirm} aria-disabled={busy || undefined} onClick={onRemove}>
        Remove
      </Button>
      <Button variant="secondary" onClick={onKeep}>
        Keep it
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

  const addOne = () => {
    if (busy) return;
    setNotice(null);
    void add()
      .unwrap()
      .then(
        () => setNotice({ tone: 'success', text: PASSKEY_SECTION_TEXTS.added }),
        (error: ApiError) =>
          setNotice({
            tone: error.code === 'PasskeyRegistrationCanceled' ? 'info' : 'error',
            text: addRefusal(error),
          }),
      );
  };

  // The row goes with its buttons: the focus goes to the section's heading, and the notice is announced.
  const removeOne = (passkey: Passkey) => {
    if (busy) return;
    void remove({ id: passkey.id })
      .unwrap()
      .then(
        () => setNotice({ tone: 'success', text: PASSKEY_SECTION_TEXTS.removed(passkey.name) }),
        () => setNotice({ tone: 'error', text: PASSKEY_SECTION_TEXTS.removeFailed }),
      )
      .finally(() => {
        setConfirming(null);
        heading.current?.focus();
      });
  };

  return (
    <section className={styles.section} aria-labelledby="passkeys-title">
      <Heading id="passkeys-title" ref={heading} tabIndex={-1} className={titleClass ?? styles.title}>
        {PASSKEY_SECTION_TEXTS.title}
      </Heading>
      <p className={styles.muted}>{PASSKEY_SECTION_TEXTS.lead}</p>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {isError && <Alert tone="error">{PASSKEY_SECTION_TEXTS.unavailable}</Alert>}
      {data && data.length === 0 && <p>{PASSKEY_SECTION_TEXTS.none}</p>}
      {data && data.length > 0 && (
        <RowList className={styles.list}>
          {data.map((passkey) => (
            <li key={passkey.id}>
              <div>
                <strong>{passkey.name}</strong>
                {passkey.host !== host && <span className={styles.muted}> (for {passkey.host})</span>}
                <br />
                <span className={styles.muted}>
                  Added {dayOf(passkey.createdAt)} ·{' '}
                  {passkey.lastUsedAt ? `Last used ${dayOf(passkey.lastUsedAt)}` : 'Not used yet'}
                </span>
              </div>
              {confirming === passkey.id ? (
                <ConfirmRemoval
                  passkey={passkey}
                  busy={busy}
                  onRemove={() => removeOne(passkey)}
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
                  aria-label={`Remove ${passkey.name}, added ${dayOf(passkey.createdAt)}`}
                  onClick={() => {
                    setNotice(null);
                    setConfirming(passkey.id);
                  }}
                >
                  Remove
                </Button>
              )}
            </li>
          ))}
        </RowList>
      )}
      {browserMakesPasskeys() ? (
        <Button aria-disabled={busy || undefined} onClick={addOne}>
          {adding ? PASSKEY_SECTION_TEXTS.adding : PASSKEY_SECTION_TEXTS.add}
        </Button>
      ) : (
        <p className={styles.muted}>{PASSKEY_SECTION_TEXTS.unsupported}</p>
      )}
    </section>
  );
}
