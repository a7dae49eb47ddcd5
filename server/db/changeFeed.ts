// Tells every instance's sockets that something changed: an application's state (the decision machine, a
// submission, an e-sign, a document) or a loan (a payment posted or declined). On PostgreSQL the news goes through
// LISTEN/NOTIFY, so a change made on one instance reaches the sockets of all of them at once; on PGlite (one process)
// the same interface works in memory. A notice names only what changed (a topic and an id): the listener reads the
// current state itself, so nothing personal travels and a notice cannot be stale.
import { EventEmitter } from 'node:events';
import type { Pool } from 'pg';

export type ChangeTopic = 'application' | 'loan';

export interface ChangeFeed {
  /** Tells every instance that `id` changed. Call it after the change is committed. */
  publish: (topic: ChangeTopic, id: string) => void;
  /**
   * Calls `listener` after each change of `id`, and after the feed reconnects to the database (notices sent while it
   * was away are lost, so the listener reads again). Returns the way to stop.
   */
  subscribe: (topic: ChangeTopic, id: string, listener: () => void) => () => void;
  close: () => Promise<void>;
}

/** The one channel every instance listens on. */
export const CHANGE_CHANNEL = 'portal_changes';
const RECONNECT_MS = 1000;
/** A topic and an id ("application:<uuid>", "loan:<number>") fit well within NOTIFY's 8000 bytes. */
const noticeOf = (topic: ChangeTopic, id: string) => `${topic}:${id}`;

function localListeners() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    emit: (notice: string) => emitter.emit(notice),
    emitAll: () => {
      for (const notice of emitter.eventNames()) emitter.emit(notice);
    },
    subscribe: (topic: ChangeTopic, id: string, listener: () => void) => {
      const notice = noticeOf(topic, id);
      emitter.on(notice, listener);
      return () => void emitter.off(notice, listener);
    },
  };
}

/** One process: the news stays in memory. */
export function memoryChangeFeed(): ChangeFeed {
  const listeners = localListeners();
  return {
    publish: (topic, id) => void listeners.emit(noticeOf(topic, id)),
    subscribe: listeners.subscribe,
    close: () => Promise.resolve(),
  };
}

/**
 * PostgreSQL: NOTIFY through the pool, LISTEN on a connection of its own (a pooled connection would be handed to
 * other queries). If that connection is lost, it is opened again every second until it is back; then every listener
 * reads again.
 */
export async function postgresChangeFeed(
  pool: Pool,
  connectionString: string,
  onError: (error: unknown) => void,
): Promise<ChangeFeed> {
  const { default: pg } = await import('pg');
  const listeners = localListeners();
  let client: InstanceType<typeof pg.Client> | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  /** A connection being opened: close waits for it, and it ends itself when the feed closed meanwhile. */
  let opening: Promise<void> | null = null;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === CHANGE_CHANNEL && message.payload) listeners.emit(message.payload);
    });
    // An error is followed by 'end'; the reconnection is started there.
    next.on('error', onError);
    // Only a connection that was listening is opened again from here; one that failed to start is, from reconnect.
    next.on('end', () => {
      if (client !== next) return;
      client = null;
      if (!closed) retry = setTimeout(reconnect, RECONNECT_MS);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANGE_CHANNEL}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      await next.end();
      return;
    }
    client = next;
  };
  const open = () => {
    const attempt = connect().finally(() => {
      if (opening === attempt) opening = null;
    });
    opening = attempt;
    return attempt;
  };
  const reconnect = () => {
    open().then(
      () => {
        if (!closed) listeners.emitAll();
      },
      (error: unknown) => {
        onError(error);
        if (!closed) retry = setTimeout(reconnect, RECONNECT_MS);
      },
    );
  };
  await open();

  return {
    publish(topic, id) {
      pool.query('SELECT pg_notify($1, $2)', [CHANGE_CHANNEL, noticeOf(topic, id)]).catch(onError);
    },
    subscribe: listeners.subscribe,
    async close() {
      closed = true;
      clearTimeout(retry);
      await opening?.catch(() => undefined);
      await client?.end();
    },
  };
}
