// Field reports (issue 49): POST /api/rum takes a browser's web vitals and uncaught errors as sendBeacon sends them
// (a JSON string as text/plain), logs each as a structured entry with the route name and brand, messages masked;
// refuses what its schema does not describe with a 400 that says what is wrong, anything over 4 KB, and more than
// FIELD_REPORTS_PER_MINUTE reports a minute from one address.
import { Writable } from 'node:stream';
import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import { registerFieldReportRoutes } from './fieldReportRoutes';

const sharedUrl = () => process.env.TEST_SERVER_URL!;

const vitals = {
  vitals: [
    { name: 'LCP', value: 1234.5, rating: 'good', navigationType: 'navigate', route: '/login' },
    { name: 'CLS', value: 0.012, rating: 'good', navigationType: 'navigate', route: '/login' },
  ],
};

/** A report as a beacon sends it, from an address of its own (the shared server trusts 127.0.0.1 as a proxy). */
const beacon = (body: unknown, address: string, type = 'text/plain;charset=UTF-8') =>
  fetch(`${sharedUrl()}/api/rum`, {
    method: 'POST',
    headers: { 'content-type': type, 'x-forwarded-for': address },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('POST /api/rum', () => {
  it('takes vitals and errors as a beacon sends them, and as JSON', async () => {
    expect((await beacon(vitals, '203.0.113.10')).status).toBe(204);
    const error = {
      errors: [{ source: 'rejection', message: 'TypeError: x is undefined', route: '/application/income' }],
    };
    expect((await beacon(error, '203.0.113.10', 'application/json')).status).toBe(204);
  });

  it('refuses what it does not describe, saying what is wrong, and a body over 4 KB', async () => {
    const refusal = async (body: unknown) => {
      const answer = await beacon(body, '203.0.113.11');
      return { status: answer.status, body: (await answer.json()) as { error: string } };
    };
    expect(await refusal({ vitals: [{ ...vitals.vitals[0], name: 'XYZ' }] })).toEqual({
      status: 400,
      body: { error: 'body/vitals/0/name must be equal to one of the allowed values' },
    });
    expect((await refusal({ vitals: [{ ...vitals.vitals[0], value: 1e308 }] })).body.error).toBe(
      'body/vitals/0/value must be <= 3600000',
    );
    expect((await refusal({ vitals: [{ ...vitals.vitals[0], route: '/find?zip=90210' }] })).status).toBe(400);
    expect((await refusal({ vitals: [{ ...vitals.vitals[0], route: '/x/ann@example.com' }] })).status).toBe(400);
    expect((await refusal({})).body.error).toBe('body must NOT have fewer than 1 properties');
    expect(await refusal('{not json')).toEqual({ status: 400, body: { error: 'Send the report as JSON' } });
    const long = { errors: [{ source: 'window', message: 'x'.repeat(501), route: '/' }] };
    expect((await refusal(long)).body.error).toBe('body/errors/0/message must NOT have more than 500 characters');
    expect((await refusal({ errors: [{ source: 'window', message: 'a\u0000b', route: '/' }] })).status).toBe(400);
    expect((await beacon('x'.repeat(5000), '203.0.113.11')).status).toBe(413);
  });

  it('takes FIELD_REPORTS_PER_MINUTE reports a minute from one address', async () => {
    // On an app of its own: the shared server's limit is lifted (every browser test's page sends from one address).
    const app = Fastify({ logger: false, forceCloseConnections: true });
    await app.register(rateLimit, { global: false });
    registerFieldReportRoutes(app, { hosts: { brandOf: () => 'cng' }, perMinute: 3 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address() as { port: number };
      const statuses: number[] = [];
      for (let count = 0; count < 5; count += 1)
        statuses.push(
          (await fetch(`http://127.0.0.1:${port}/api/rum`, { method: 'POST', body: JSON.stringify(vitals) })).status,
        );
      expect(statuses).toEqual([204, 204, 204, 429, 429]);
    } finally {
      await app.close();
    }
  });

  it('logs each vital and each error as an entry of its own, with the route and brand, messages masked', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as never);
        done();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream }, forceCloseConnections: true });
    registerFieldReportRoutes(app, { hosts: { brandOf: () => 'ccb' }, perMinute: 60 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address() as { port: number };
      const send = (body: unknown) =>
        fetch(`http://127.0.0.1:${port}/api/rum`, { method: 'POST', body: JSON.stringify(body) });
      expect((await send(vitals)).status).toBe(204);
      const message = 'Error: no customer ann.lee@example.com with SSN 123-45-6789';
      expect((await send({ errors: [{ source: 'saga', message, route: '/account' }] })).status).toBe(204);
      const entries = lines.filter((line) => line.msg === 'web vital' || line.msg === 'browser error');
      expect(entries.map((line) => line.msg)).toEqual(['web vital', 'web vital', 'browser error']);
      expect(entries[0]).toMatchObject({ level: 30, brand: 'ccb', vital: vitals.vitals[0] });
      expect(entries[1]).toMatchObject({ vital: { name: 'CLS', value: 0.012 } });
      expect(entries[2]).toMatchObject({
        level: 40,
        brand: 'ccb',
        browserError: { source: 'saga', route: '/account' },
      });
      const logged = JSON.stringify(entries[2]);
      expect(logged).not.toContain('ann.lee@example.com');
      expect(logged).not.toContain('123-45-6789');
      // Issue 68: a card number in any spacing, and a route that is not one of the route table's kind.
      const card = 'Error: declined 4111 1111 1111 1111 and 5500-0000-0000-0004, not 4111 1111 1111 1112';
      expect((await send({ errors: [{ source: 'window', message: card, route: '/login' }] })).status).toBe(204);
      const cardEntry = JSON.stringify(lines.filter((line) => line.msg === 'browser error').at(-1));
      expect(cardEntry).toContain('Error: declined [card] and [card], not 4111 1111 1111 1112');
      const forged = await send({
        errors: [{ source: 'window', message: 'x', route: '/maria.lopez:900000001/4111111111111111' }],
      });
      expect(forged.status).toBe(400);
      expect(JSON.stringify(lines)).not.toContain('maria.lopez');
    } finally {
      await app.close();
    }
  });
});
