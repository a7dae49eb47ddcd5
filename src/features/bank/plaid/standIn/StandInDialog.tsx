// The stand-in's Link dialog, behaving like Plaid Link in its sandbox: pick a bank (or, in update mode, sign in again
// to the same one), sign in with sandbox credentials (the README lists them), select the accounts to share, and
// continue; every step fires Link's events (OPEN, SELECT_INSTITUTION, SUBMIT_CREDENTIALS, ERROR, HANDOFF, EXIT) and
// ends in onSuccess(public_token, metadata) or onExit(error, metadata) with Plaid's shapes.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { PlaidLinkError } from 'react-plaid-link';
import { eventMetadata, type StandInConfig } from './standInTypes';
import styles from './standIn.module.scss';

interface Institution {
  institution_id: string;
  name: string;
}
interface LinkSuccess {
  public_token: string;
  link_session_id: string;
  institution: Institution;
  accounts: {
    id: string;
    name: string;
    mask: string | null;
    type: string;
    subtype: string | null;
    verification_status: null;
  }[];
}

type Pane =
  | { name: 'loading' }
  | { name: 'institutions'; institutions: Institution[] }
  | { name: 'credentials'; institution: Institution; updateMode: boolean }
  | { name: 'accounts'; success: LinkSuccess; selected: string[] }
  | { name: 'connected'; success: LinkSuccess; selected: string[] }
  | { name: 'error'; error: PlaidLinkError; institution: Institution | null; retry: Pane | null };

const sessionId = () => (typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : String(Date.now()));

async function post<T>(url: string, body: unknown): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as T & { error?: PlaidLinkError };
  if (!response.ok)
    throw (
      json.error ?? {
        error_type: 'API_ERROR',
        error_code: 'INTERNAL_SERVER_ERROR',
        error_message: 'unexpected answer',
        display_message: null,
      }
    );
  return json;
}

const toLinkError = (error: unknown): PlaidLinkError =>
  error && typeof error === 'object' && 'error_code' in error
    ? (error as PlaidLinkError)
    : {
        error_type: 'API_ERROR',
        error_code: 'INTERNAL_SERVER_ERROR',
        error_message: 'network error',
        display_message: null,
      };

export function StandInDialog({
  config,
  apiBase,
  onClosed,
}: {
  config: StandInConfig;
  apiBase: string;
  onClosed: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [linkSessionId] = useState(sessionId);
  const [pane, setPane] = useState<Pane>({ name: 'loading' });
  const [busy, setBusy] = useState(false);
  const [credentials, setCredentials] = useState({ username: '', password: '' });
  const institutionOf = (current: Pane) =>
    current.name === 'credentials'
      ? current.institution
      : current.name === 'accounts' || current.name === 'connected'
        ? current.success.institution
        : current.name === 'error'
          ? current.institution
          : null;
  const event = (name: string, fields: Parameters<typeof eventMetadata>[1] = {}) =>
    config.onEvent?.(name, eventMetadata(linkSessionId, fields));

  useEffect(() => {
    dialog.current?.showModal();
    event('OPEN', { view_name: 'CONSENT' });
    post<{ institutions: Institution[]; updateMode: { institution: Institution } | null }>(
      `${apiBase}/plaid-local/session`,
      { link_token: config.token },
    )
      .then((session) =>
        setPane(
          session.updateMode
            ? { name: 'credentials', institution: session.updateMode.institution, updateMode: true }
            : { name: 'institutions', institutions: session.institutions },
        ),
      )
      .catch((error: unknown) => fail(toLinkError(error), null, null));
    // Opened once per dialog.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    dialog.current?.querySelector<HTMLElement>('[data-autofocus], h2')?.focus();
  }, [pane.name]);

  function fail(error: PlaidLinkError, institution: Institution | null, retry: Pane | null) {
    event('ERROR', {
      error_code: error.error_code,
      error_type: error.error_type,
      error_message: error.error_message,
      institution_id: institution?.institution_id ?? null,
      institution_name: institution?.name ?? null,
    });
    setPane({ name: 'error', error, institution, retry });
  }

  function exit(error: PlaidLinkError | null) {
    const institution = institutionOf(pane);
    event('EXIT', {
      exit_status: pane.name,
      error_code: error?.error_code ?? null,
      error_type: error?.error_type ?? null,
    });
    dialog.current?.close();
    onClosed();
    config.onExit?.(error, {
      institution,
      status: pane.name,
      link_session_id: linkSessionId,
      request_id: eventMetadata(linkSessionId).request_id,
    });
  }

  function choose(institution: Institution) {
    event('SELECT_INSTITUTION', { institution_id: institution.institution_id, institution_name: institution.name });
    setPane({ name: 'credentials', institution, updateMode: false });
  }

  async function signIn(formEvent: FormEvent<HTMLFormElement>, current: Extract<Pane, { name: 'credentials' }>) {
    formEvent.preventDefault();
    event('SUBMIT_CREDENTIALS', {
      institution_id: current.institution.institution_id,
      institution_name: current.institution.name,
      is_update_mode: String(current.updateMode),
    });
    setBusy(true);
    try {
      const success = await post<LinkSuccess>(`${apiBase}/plaid-local/sign-in`, {
        link_token: config.token,
        institution_id: current.institution.institution_id,
        username: credentials.username,
        password: credentials.password,
      });
      const all = success.accounts.map((account) => account.id);
      setPane(
        success.accounts.length > 1
          ? { name: 'accounts', success, selected: all }
          : { name: 'connected', success, selected: all },
      );
    } catch (error) {
      fail(toLinkError(error), current.institution, current);
    } finally {
      setBusy(false);
    }
  }

  function handOff(current: Extract<Pane, { name: 'connected' }>) {
    event('HANDOFF', {
      institution_id: current.success.institution.institution_id,
      institution_name: current.success.institution.name,
    });
    dialog.current?.close();
    onClosed();
    config.onSuccess(current.success.public_token, {
      institution: current.success.institution,
      accounts: current.success.accounts
        .filter((account) => current.selected.includes(account.id))
        .map((account) => ({ ...account, subtype: account.subtype ?? '', class_type: null })),
      link_session_id: current.success.link_session_id,
    });
  }

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={titleId}
      onCancel={(cancel) => {
        cancel.preventDefault();
        exit(null);
      }}
    >
      <header className={styles.header}>
        <span className={styles.logo}>Plaid</span>
        <span className={styles.sandbox}>Sandbox · local stand-in</span>
        <button type="button" className={styles.close} aria-label="Close" onClick={() => exit(null)}>
          ×
        </button>
      </header>
      {pane.name === 'loading' && (
        <h2 id={titleId} className={styles.title} tabIndex={-1}>
          Loading…
        </h2>
      )}
      {pane.name === 'institutions' && (
        <>
          <h2 id={titleId} className={styles.title} tabIndex={-1}>
            Select your bank
          </h2>
          <ul className={styles.list}>
            {pane.institutions.map((institution, position) => (
              <li key={institution.institution_id}>
                <button
                  type="button"
                  className={styles.choice}
                  onClick={() => choose(institution)}
                  data-autofocus={position === 0 ? true : undefined}
                >
                  {institution.name}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {pane.name === 'credentials' && (
        <form className={styles.form} onSubmit={(submit) => void signIn(submit, pane)}>
          <h2 id={titleId} className={styles.title} tabIndex={-1}>
            {pane.updateMode ? `Sign in again to ${pane.institution.name}` : `Sign in to ${pane.institution.name}`}
          </h2>
          <p className={styles.hint}>Sandbox: user_good / pass_good (other users in the README).</p>
          <label className={styles.label}>
            Username
            <input
              name="username"
              autoComplete="off"
              required
              data-autofocus
              className={styles.input}
              value={credentials.username}
              onChange={(change) => setCredentials({ ...credentials, username: change.target.value })}
            />
          </label>
          <label className={styles.label}>
            Password
            <input
              name="password"
              type="password"
              autoComplete="off"
              required
              className={styles.input}
              value={credentials.password}
              onChange={(change) => setCredentials({ ...credentials, password: change.target.value })}
            />
          </label>
          <button type="submit" className={styles.primary} disabled={busy}>
            {busy ? 'Signing in…' : 'Submit'}
          </button>
        </form>
      )}
      {pane.name === 'accounts' && (
        <form
          className={styles.form}
          onSubmit={(submit) => {
            submit.preventDefault();
            setPane({ name: 'connected', success: pane.success, selected: pane.selected });
          }}
        >
          <h2 id={titleId} className={styles.title} tabIndex={-1}>
            Select the accounts to share
          </h2>
          <fieldset className={styles.accounts}>
            <legend className={styles.hint}>{pane.success.institution.name}</legend>
            {pane.success.accounts.map((account) => (
              <label key={account.id} className={styles.account}>
                <input
                  type="checkbox"
                  checked={pane.selected.includes(account.id)}
                  onChange={(change) =>
                    setPane({
                      ...pane,
                      selected: change.target.checked
                        ? [...pane.selected, account.id]
                        : pane.selected.filter((id) => id !== account.id),
                    })
                  }
                />
                {account.name} ••••{account.mask}
              </label>
            ))}
          </fieldset>
          <button type="submit" className={styles.primary} disabled={pane.selected.length === 0} data-autofocus>
            Continue
          </button>
        </form>
      )}
      {pane.name === 'connected' && (
        <>
          <h2 id={titleId} className={styles.title} tabIndex={-1}>
            Success
          </h2>
          <p>Your account at {pane.success.institution.name} is connected.</p>
          <button type="button" className={styles.primary} onClick={() => handOff(pane)} data-autofocus>
            Continue
          </button>
        </>
      )}
      {pane.name === 'error' && (
        <>
          <h2 id={titleId} className={styles.title} tabIndex={-1}>
            Something went wrong
          </h2>
          <p role="alert">{pane.error.display_message ?? pane.error.error_message}</p>
          <p className={styles.hint}>Error code: {pane.error.error_code}</p>
          {pane.retry && (
            <button
              type="button"
              className={styles.secondary}
              onClick={() => {
                setCredentials({ username: '', password: '' });
                setPane(pane.retry!);
              }}
            >
              Try again
            </button>
          )}
          <button type="button" className={styles.primary} onClick={() => exit(pane.error)} data-autofocus>
            Exit
          </button>
        </>
      )}
    </dialog>
  );
}
