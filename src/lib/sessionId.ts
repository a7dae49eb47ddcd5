// One id per browser tab session, sent as X-session-id; a new correlation id per request.
const KEY = 'portal.sessionId';

export function sessionId(storage: Storage = window.sessionStorage): string {
  let id = storage.getItem(KEY);
  if (!id) {
    id = crypto.randomUUID();
    storage.setItem(KEY, id);
  }
  return id;
}

export const correlationId = (): string => crypto.randomUUID();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Continues the session id a partner brand handed over (ignored unless it is a UUID). */
export function adoptSessionId(id: string | null, storage: Storage = window.sessionStorage): void {
  if (id && UUID.test(id)) storage.setItem(KEY, id);
}
