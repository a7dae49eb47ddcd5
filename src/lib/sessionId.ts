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
