// The id of the request the code is running for (issue 49), carried by Node's AsyncLocalStorage from the request's
// first hook (server/web/correlationId.ts) through its resolvers, and on to the jobs it causes: the job queue keeps it
// in a job's data and its worker runs the job under it, so a job's log lines name the request that made it.
import { AsyncLocalStorage } from 'node:async_hooks';

const requests = new AsyncLocalStorage<string>();

/** The id of the request this code runs for, if it runs for one. */
export const currentRequestId = (): string | undefined => requests.getStore();

/** Runs `work` (and everything it starts) for the request `id`. */
export const runForRequest = <T>(id: string, work: () => T): T => requests.run(id, work);
