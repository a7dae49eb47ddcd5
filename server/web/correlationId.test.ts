// One id per request (issue 49): the browser's X-correlation-id is the request's id in every log line of the request
// and in the answer; a missing or malformed one (a NUL byte, a newline, 1 MB) is replaced by a new id.
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { currentRequestId } from '../logging/requestContext';
import { CORRELATION_HEADER, registerCorrelationId, requestIdOf, requestIdOptions } from './correlationId';

function appWithLog() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as never);
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream }, forceCloseConnections: true, ...requestIdOptions });
  registerCorrelationId(app);
  app.get('/work', async (request) => {
    await new Promise((resolve) => setTimeout(resolve, 1));
    request.log.info('working');
    return { ok: true, context: currentRequestId() };
  });
  /** A call over HTTP (Fastify's inject loads an ES module jest cannot load). */
  const call = async (headers: Record<string, string> = {}) => {
    if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const answer = await fetch(`http://127.0.0.1:${port}/work`, { headers: { connection: 'close', ...headers } });
    const body = (await answer.json()) as { ok: boolean; context: string };
    const id = answer.headers.get(CORRELATION_HEADER);
    // The request's code runs with its id as its context (the jobs it makes keep it).
    expect(body.context).toBe(id);
    return id;
  };
  return { app, lines, call };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('the correlation id', () => {
  it('is the request id of every log line of the request, and the answer names it', async () => {
    const { app, lines, call } = appWithLog();
    const id = '9b2f4c1e-7d3a-4b8e-9f10-2c5d6e7f8a9b';
    expect(await call({ [CORRELATION_HEADER]: id })).toBe(id);
    const ours = lines.filter((line) => line.msg === 'working' || line.msg === 'incoming request');
    expect(ours.length).toBeGreaterThan(0);
    for (const line of ours) expect(line.reqId).toBe(id);
    await app.close();
  });

  it('is a new id when the caller sends none, or one that is not an id', async () => {
    const { app, lines, call } = appWithLog();
    expect(await call()).toMatch(UUID);
    // What a browser can put in a header: too short, a space, too long, a character outside the set.
    // (A header of 100 kB never reaches the server's code: Node answers 431 first. requestIdOf is tested with 1 MB.)
    for (const bad of ['short', 'has space in it', 'x'.repeat(129), 'id/with/slashes', 'x'.repeat(8_000)])
      expect(await call({ [CORRELATION_HEADER]: bad })).toMatch(UUID);
    expect(lines.filter((line) => line.msg === 'working').every((line) => UUID.test(String(line.reqId)))).toBe(true);
    await app.close();
  });

  it('checks the header itself: length and characters', () => {
    for (const bad of [
      undefined,
      ['a-b-c-d-e-f-g-h', 'x'],
      '',
      'short',
      'has space in it',
      'a\u0000nul-byte-here',
      'line\nbreak-here',
      'x'.repeat(129),
      'x'.repeat(1_000_000),
    ])
      expect(requestIdOf(bad)).toMatch(UUID);
    for (const good of ['abcdefgh', 'req-0001.trace:7', 'x'.repeat(128)]) expect(requestIdOf(good)).toBe(good);
  });
});
