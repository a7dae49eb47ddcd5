// A stand-in for the browser's WebSocket (the `sockets` service): it opens on the next tick, then plays its script
// (messages of the application socket's shape, errors, an abnormal close), and a test may push more later. It
// records what the app sent and how the app closed it.
import type { SocketLike } from '../../src/services/services';

export interface PushedState {
  status: string;
  isPendingDocuments?: boolean;
  pendingDocuments?: string[];
  isPendingEsign?: boolean;
  isEsignDisabled?: boolean;
  eSignDisabledReasons?: string[];
  eSignDisabledUntilDate?: string | null;
  denial?: {
    onlineEligible: boolean;
    retailEligible: boolean;
    anotherOptionAvailable: boolean;
    hasRetailStores: boolean | null;
  } | null;
}

/** A pushed application state, any other message as sent (`raw`: the loan socket's), an error, or an abnormal close. */
export type SocketStep =
  | { message: PushedState; action?: string; customerCode?: string | null }
  | { raw: unknown }
  | { error: true }
  | { close: number };

export class FakeSocket implements SocketLike {
  readyState = 0;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onerror: SocketLike['onerror'] = null;
  onclose: SocketLike['onclose'] = null;
  sent: string[] = [];
  closedWith: number | null = null;

  constructor(
    readonly url: string,
    script: SocketStep[] = [],
    readonly applicationId = 'app-1',
  ) {
    setTimeout(() => {
      this.readyState = 1;
      this.onopen?.({} as Event);
      script.forEach((step) => this.play(step));
    }, 0);
  }

  /** One step: a pushed state, an error, or an abnormal close by the server. */
  play(step: SocketStep) {
    if (this.readyState !== 1) return;
    if ('message' in step) {
      const applicationState = {
        id: this.applicationId,
        isPendingDocuments: false,
        isPendingEsign: false,
        isEsignDisabled: false,
        eSignDisabledReasons: [],
        eSignDisabledUntilDate: null,
        ...step.message,
      };
      const body = {
        applicationState,
        status: 'UNSUBMITTED',
        customerCode: step.customerCode ?? null,
        action: step.action ?? null,
      };
      this.onmessage?.({ data: JSON.stringify({ body }) } as MessageEvent);
    } else if ('raw' in step) {
      this.onmessage?.({ data: JSON.stringify(step.raw) } as MessageEvent);
    } else if ('error' in step) {
      this.onerror?.({} as Event);
    } else {
      this.readyState = 3;
      this.onclose?.({ code: step.close, reason: '' } as CloseEvent);
    }
  }

  send(data: string) {
    this.sent.push(data);
  }

  close(code = 1000) {
    this.closedWith = code;
    this.readyState = 3;
  }
}

/** A `sockets` service whose sockets play `scripts` in turn (the first connection the first script, ...). */
export function fakeSockets(scripts: SocketStep[][] = [], applicationId?: string) {
  const opened: FakeSocket[] = [];
  return {
    opened,
    open: (url: string) => {
      const socket = new FakeSocket(url, scripts[opened.length] ?? [], applicationId);
      opened.push(socket);
      return socket;
    },
  };
}
