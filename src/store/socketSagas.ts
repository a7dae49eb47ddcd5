// The portal's sockets as sagas see them (application spec 4.2, 4.3; account-access spec 7): a socket's events as an
// eventChannel (closed in `finally` by whoever takes from it: nothing of a socket is in Redux state), the reconnect
// backoff, and the loan and payment socket's first status (the bank verification's deposit, a payment's result).
import { END, eventChannel, type EventChannel } from 'redux-saga';
import { call, delay, select, take } from 'redux-saga/effects';
import type { SocketLike } from '../services/services';
import type { RootState } from './rootReducer';
import { service } from './sagaServices';

export type SocketEvent = { type: 'message'; data: string } | { type: 'error' } | { type: 'closed'; code: number };

/**
 * A socket's events as a channel, registered on open with `registration` (the application socket's
 * registerApplicationListener, the loan socket's registerListener); closing the channel closes the socket normally.
 */
export function socketChannel(socket: SocketLike, registration: Record<string, string>): EventChannel<SocketEvent> {
  return eventChannel<SocketEvent>((emit) => {
    socket.onopen = () => socket.send(JSON.stringify(registration));
    socket.onmessage = (event) => emit({ type: 'message', data: String(event.data) });
    socket.onerror = () => emit({ type: 'error' });
    socket.onclose = (event) => {
      emit({ type: 'closed', code: event.code });
      emit(END);
    };
    return () => {
      socket.onopen = socket.onmessage = socket.onerror = socket.onclose = null;
      if (socket.readyState === 0 || socket.readyState === 1) socket.close(1000);
    };
  });
}

export const backoffMs = (attempt: number) => Math.min(500 * 2 ** attempt, 8000);

/** A handler's answer, given at once or by a saga (handlers are run with `call`). */
type Answer<R> = R | Generator<unknown, R, unknown>;

/** What one watch of a socket does with what happens on it (see watchSocket). */
export interface SocketWatch<T> {
  /** The socket under the configured socket address: `application` or `loan`. */
  path: 'application' | 'loan';
  registration: Record<string, string>;
  /** Each message: `{ result }` ends the watch (the socket closed normally); undefined waits for the next. */
  onMessage: (data: string) => Answer<{ result: T } | undefined>;
  /** An error event: true ends the watch with null, false keeps waiting. */
  onError: () => Answer<boolean>;
  /** An abnormal close, before the reconnect's wait. */
  onDrop?: () => Answer<void>;
}

/**
 * The one reconnect loop of the portal's sockets: opens `<socketUrl>/<path>?Auth=<id token>`, registers, hands each
 * message to the watch until it has its result; an abnormal close reconnects after the backoff (reset by each
 * message), with a fresh token. Null when there is no session (or no socket address) or the watch gives up on an error.
 */
export function* watchSocket<T>(watch: SocketWatch<T>) {
  const auth = yield* service('auth');
  const sockets = yield* service('sockets');
  const base = (yield select((state: RootState) => state.runtime.config?.socketUrl)) as string | undefined;
  for (let attempt = 0; ; attempt += 1) {
    const token = (yield call(auth.getIdToken)) as string | null;
    if (!token || !base) return null;
    const socket = (yield call(sockets.open, `${base}/${watch.path}?Auth=${encodeURIComponent(token)}`)) as SocketLike;
    const channel = (yield call(socketChannel, socket, watch.registration)) as EventChannel<SocketEvent>;
    try {
      for (;;) {
        const event = (yield take(channel)) as SocketEvent;
        if (event.type === 'error') {
          if (((yield call(watch.onError)) as boolean) === true) return null;
          continue;
        }
        if (event.type === 'closed') break;
        const outcome = (yield call(watch.onMessage, event.data)) as { result: T } | undefined;
        attempt = 0;
        if (outcome) {
          socket.close(1000);
          return outcome.result;
        }
      }
    } finally {
      channel.close();
    }
    if (watch.onDrop) yield call(watch.onDrop);
    yield delay(backoffMs(attempt));
  }
}

/**
 * Waits on the loan socket for the loan's first status and closes it: the status, or null when the socket failed (an
 * error, or no session). An abnormal close reconnects after the backoff.
 */
export function* firstLoanStatus(loanId: string) {
  return (yield call(watchSocket<string>, {
    path: 'loan',
    registration: { action: 'registerListener', loanId },
    onMessage(data) {
      let status: unknown;
      try {
        status = (JSON.parse(data) as { body?: { status?: unknown } }).body?.status;
      } catch {
        status = null;
      }
      return typeof status === 'string' ? { result: status } : undefined;
    },
    onError: () => true,
  })) as string | null;
}
