// The loan and payment socket as the server tests use it: register for one loan, take the first status.
import WebSocket from 'ws';

const loanSocketUrl = (token: string) =>
  `${process.env.TEST_SERVER_URL!.replace(/^http/, 'ws')}/socket/loan?Auth=${encodeURIComponent(token)}`;

/** The loan socket's first message (or how the server closed it). */
export function firstLoanMessage(
  token: string,
  loanId: string,
): Promise<{ message: unknown; closeCode: number | null }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(loanSocketUrl(token), {
      headers: { host: new URL(process.env.TEST_SERVER_URL!).host },
    });
    const timer = setTimeout(() => reject(new Error('no status')), 15_000);
    let message: unknown = null;
    socket.on('open', () => socket.send(JSON.stringify({ action: 'registerListener', loanId })));
    socket.on('message', (data) => {
      message = JSON.parse((data as Buffer).toString('utf8')) as unknown;
      socket.close(1000);
    });
    socket.on('close', (code) => {
      clearTimeout(timer);
      resolve({ message, closeCode: code });
    });
    socket.on('error', reject);
  });
}
