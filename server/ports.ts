// Start-up refuses a port that is already taken with one line naming the port and the variable that changes
// it, instead of the unhandled 'error' event (and stack trace) that Fastify or MailDev would end with.
import { createServer } from 'node:net';

export interface WantedPort {
  port: number;
  host: string;
  /** What listens there, for the message: "the portal", "MailDev's SMTP server". */
  what: string;
  /** The environment variable that moves it. */
  variable: string;
}

function probe({ port, host }: WantedPort): Promise<NodeJS.ErrnoException | null> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', (error: NodeJS.ErrnoException) => resolve(error));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(null)));
  });
}

export async function assertPortsFree(wanted: WantedPort[]): Promise<void> {
  for (const entry of wanted) {
    const error = await probe(entry);
    if (!error) continue;
    const why =
      error.code === 'EADDRINUSE'
        ? 'is already in use'
        : error.code === 'EACCES'
          ? 'is not open to this user'
          : `cannot be used (${error.code ?? error.message})`;
    throw new Error(
      `port ${entry.port} (${entry.what}) ${why}: stop what uses it, or choose another with ${entry.variable}=<port>`,
    );
  }
}
