// The application socket as the server tests use it: listen to one application until a message says stop.
import WebSocket from 'ws';

export interface Pushed {
  body: {
    applicationState: {
      id: string;
      status: string;
      isPendingDocuments: boolean;
      pendingDocuments: string[];
      isPendingEsign: boolean;
      isEsignDisabled: boolean;
      eSignDisabledReasons: string[];
      eSignDisabledUntilDate: string | null;
    };
    status: string;
    customerCode: string | null;
    action?: string | null;
  };
}

export const socketUrl = (token: string) =>
  `${process.env.TEST_SERVER_URL!.replace(/^http/, 'ws')}/socket/application?Auth=${encodeURIComponent(token)}`;

/** Listens to one application: every message until `until` says stop (or the server closes the socket). */
export function listen(
  token: string,
  applicationId: string,
  until: (message: Pushed) => boolean,
): Promise<{ messages: Pushed[]; closeCode: number | null }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(socketUrl(token), { headers: { host: new URL(process.env.TEST_SERVER_URL!).host } });
    const messages: Pushed[] = [];
    const timer = setTimeout(
      () => reject(new Error(`no end: ${JSON.stringify(messages.map((m) => m.body.applicationState.status))}`)),
      15_000,
    );
    socket.on('open', () => socket.send(JSON.stringify({ action: 'registerApplicationListener', applicationId })));
    socket.on('message', (data) => {
      const message = JSON.parse((data as Buffer).toString('utf8')) as Pushed;
      messages.push(message);
      if (until(message)) socket.close(1000);
    });
    socket.on('close', (code) => {
      clearTimeout(timer);
      resolve({ messages, closeCode: code });
    });
    socket.on('error', reject);
  });
}

export const states = (messages: Pushed[]) => messages.map((message) => message.body.applicationState.status);
export const stateIs =
  (...wanted: string[]) =>
  (message: Pushed) =>
    wanted.includes(message.body.applicationState.status);
