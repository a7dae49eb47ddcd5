// One id per request, end to end (issue 49): the browser sends X-correlation-id with every call (src/lib/sessionId.ts);
// the server makes it the request's id, so every log line of the request carries it (pino's `reqId`), and answers
// with it. An id that is missing, or not one (its length and characters checked: it is written into logs), is
// replaced by a new one, which the answer names. Jobs the request makes carry it too.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { runForRequest } from '../logging/requestContext';

export const CORRELATION_HEADER = 'x-correlation-id';

const WELL_FORMED = /^[A-Za-z0-9._:-]{8,128}$/;

/** The request's id: the caller's correlation id when it is well formed, else a new one. */
export function requestIdOf(header: string | string[] | undefined): string {
  return typeof header === 'string' && WELL_FORMED.test(header) ? header : randomUUID();
}

/** The server's options that make the caller's correlation id the request's id (the logs' `reqId`). */
export const requestIdOptions = {
  requestIdHeader: false,
  genReqId: (request) => requestIdOf(request.headers[CORRELATION_HEADER]),
} satisfies Pick<FastifyServerOptions, 'requestIdHeader' | 'genReqId'>;

/**
 * Every answer names the request's id (also the error answers and the static files), and the rest of the request runs
 * with it as its context (jobs it makes keep it: server/logging/requestContext.ts).
 */
export function registerCorrelationId(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header(CORRELATION_HEADER, request.id);
    runForRequest(request.id, done);
  });
}
