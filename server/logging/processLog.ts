// The process's own log (issue 49): what server/main.ts says outside any request (it could not start, a job failed,
// the change feed lost its connection) goes through a pino logger like the requests' lines. In production each entry
// is a JSON line (level, time, message, and the request's id for a job that a request made); elsewhere it is the
// message alone, as a person reading the terminal wants it (pino-pretty, a development dependency). Written at once
// (sync), so a line said just before the process exits is not lost.
import pino, { type Logger } from 'pino';

export async function processLog(production: boolean): Promise<Logger> {
  const options = { base: { pid: process.pid }, level: 'info' };
  if (!production) {
    try {
      const { default: pretty } = await import('pino-pretty');
      const stream = pretty({ destination: 2, sync: true, ignore: 'pid,hostname,time,level', colorize: false });
      return pino({ ...options, base: undefined, timestamp: false }, stream);
    } catch {
      // An install without development dependencies: JSON lines, as in production.
    }
  }
  return pino(options, pino.destination({ fd: 2, sync: true }));
}
