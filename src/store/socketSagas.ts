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

/**
 * Waits on the loan socket for the loan's first status and closes it: the status, or null when the socket failed (an
 * error, or no session). An abnormal close reconnects after the backoff.
 */
export function* firstLoanStatus(loanId: string) {
  const auth = yield* service('auth');
  const sockets = yield* service('sockets');
  const base = (yield select((state: RootState) => state.runtime.config?.socketUrl)) as string | undefined;
  for (let attempt = 0; ; attempt += 1) {
    const token = (yield call(auth.getIdToken)) as string | null;
    if (!token || !base) return null;
    const socket = (yield call(sockets.open, `${base}/loan?Auth=${encodeURIComponent(token)}`)) as SocketLike;
    const channel = (yield call(socketChannel, socket, { action: 'registerListener', loanId })) as EventChannel<SocketEvent>;
    try {
      for (;;) {
        const event = (yield take(channel)) as SocketEvent;
        if (event.type === 'error') return null;
        if (event.type === 'closed') break;
        let status: unknown = null;
        try {
          status = (JSON.parse(event.data) as { body?: { status?: unknown } }).body?.status;
        } catch {
          status = null;
        }
        if (typeof status === 'string') {
          socket.close(1000);
          return status;
        }
      }
    } finally {
      channel.close();
    }
    yield delay(backoffMs(attempt));
  }
}

