// Traces (issue 49): one trace from a request to its SQL, every span carrying the request's id, and on to the jobs the
// request makes. The shared test server keeps its spans in memory (TEST_HOOKS); GET /api/test/spans reads them.
import { statementSpanName } from './databaseSpans';
import { tokensFor } from '../../tests/support/serverClient';

const sharedUrl = () => process.env.TEST_SERVER_URL!;
const SERVER = 1;
const CLIENT = 2;
const CONSUMER = 4;

interface SpanSeen {
  name: string;
  kind: number;
  traceId: string;
  spanId: string;
  parentSpanId: string | null;
  attributes: Record<string, unknown>;
}

async function spans(query: Record<string, string>): Promise<SpanSeen[]> {
  const answer = await fetch(`${sharedUrl()}/api/test/spans?${new URLSearchParams(query).toString()}`);
  return (await answer.json()) as SpanSeen[];
}

/** The spans of a request once `done` says they are all there (the request's own span ends after its answer). */
async function spansUntil(query: Record<string, string>, done: (seen: SpanSeen[]) => boolean) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const seen = await spans(query);
    if (done(seen)) return seen;
    if (Date.now() > deadline) throw new Error(`spans so far: ${seen.map((span) => span.name).join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The names from a span up to the root of its trace. */
function ancestry(span: SpanSeen, all: SpanSeen[]): string[] {
  const names = [span.name];
  for (let at = span; at.parentSpanId;) {
    const parent = all.find((candidate) => candidate.spanId === at.parentSpanId);
    if (!parent) break;
    names.push(parent.name);
    at = parent;
  }
  return names;
}

/** A GraphQL query as wes.lee on cng, under the correlation id `id` (`path` may carry a query string). */
async function graphqlAs(id: string, query: string, path = '/graphql') {
  const { IdToken } = await tokensFor('wes.lee@example.com');
  const answer = await fetch(`${sharedUrl()}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-brand-key': 'cng',
      authorization: IdToken,
      'x-correlation-id': id,
    },
    body: JSON.stringify({ query }),
  });
  return (await answer.json()) as { data: { me: { email: string; firstName: string } } };
}

/**
 * How many times a request's spans read the customers table. One statement sent is one statement span whose parent is
 * not a statement (on PostgreSQL the pool's query and its client's are nested spans of the one statement).
 */
function reads(seen: SpanSeen[], table: string): number {
  const statement = (span: SpanSeen) =>
    span.kind === CLIENT && !seen.some((other) => other.spanId === span.parentSpanId && other.kind === CLIENT);
  return seen.filter((span) => statement(span) && span.name === `SELECT ${table}`).length;
}
const customerReads = (seen: SpanSeen[]) => reads(seen, 'customers');

describe('traces', () => {
  it('follow a GraphQL request to its SQL, every span naming the request id and nothing personal', async () => {
    const email = 'wes.lee@example.com';
    const id = `trace-me-${Date.now()}`;
    // `me` answers from the record read when the call was identified; the devices' list asks the database itself.
    const answer = await graphqlAs(id, '{ me { email firstName } rememberedDevices { name } }', '/graphql?zip=90210');
    expect(answer.data.me.email).toBe(email);

    const seen = await spansUntil({ requestId: id }, (all) => all.some((span) => span.kind === SERVER));
    const request = seen.find((span) => span.kind === SERVER)!;
    expect(request.attributes).toMatchObject({
      'http.route': '/graphql',
      'url.path': '/graphql',
      'portal.request_id': id,
    });
    const resolver = seen.find((span) => span.name === 'graphql.resolve Query.rememberedDevices')!;
    const statements = seen.filter((span) => span.kind === CLIENT);
    expect(statements.length).toBeGreaterThan(0);
    expect(statements.some((span) => span.name === 'SELECT customers')).toBe(true);
    // One trace: every span of the request in it, each statement of the resolver under the request's span.
    for (const span of seen) expect(span.traceId).toBe(request.traceId);
    for (const span of seen) expect(span.attributes['portal.request_id']).toBe(id);
    const underResolver = statements.filter((span) => ancestry(span, seen).includes(resolver.name));
    expect(underResolver.length).toBeGreaterThan(0);
    for (const span of underResolver) expect(ancestry(span, seen).at(-1)).toBe('request');
    expect(statements[0]!.attributes).toMatchObject({ 'db.system.name': 'postgresql' });
    expect(String(statements[0]!.attributes['db.query.text'])).toMatch(/^(select|insert|update|delete|with)/i);
    // The statements are sent with their values as parameters: neither the email nor the query string is kept.
    const text = JSON.stringify(seen);
    expect(text).not.toContain(email);
    expect(text).not.toContain('90210');
  });

  it('show that a `me` reads the customer record once: who calls and what `me` answers come from one read', async () => {
    const id = `trace-me-once-${Date.now()}`;
    expect((await graphqlAs(id, '{ me { email firstName } }')).data.me.firstName).toBeTruthy();
    const seen = await spansUntil({ requestId: id }, (all) => all.some((span) => span.kind === SERVER));
    expect(customerReads(seen)).toBe(1);
  });

  it('show that whether this sign-in passed its check comes with the customer record, not in a statement of its own', async () => {
    // `me { mfaPassed }` and a customer-only field (its multi-factor rule) both ask it.
    const id = `trace-check-once-${Date.now()}`;
    const answer = await graphqlAs(id, '{ me { email firstName mfaPassed } rememberedDevices { name } }');
    expect(answer.data.me.firstName).toBeTruthy();
    const seen = await spansUntil({ requestId: id }, (all) => all.some((span) => span.kind === SERVER));
    expect(customerReads(seen)).toBe(1);
    expect(reads(seen, 'mfa_sessions')).toBe(0);
  });

  it("show that a customer-only field's multi-factor check reads no customer record again", async () => {
    // rememberedDevices is for customers who owe no check: whether this sign-in owes one is asked of the record the
    // call was identified with (a step save asks the same before each write).
    const id = `trace-owes-once-${Date.now()}`;
    expect(
      (await graphqlAs(id, '{ me { email firstName } rememberedDevices { name } }')).data.me.firstName,
    ).toBeTruthy();
    const seen = await spansUntil({ requestId: id }, (all) => all.some((span) => span.kind === SERVER));
    expect(customerReads(seen)).toBe(1);
  });

  it("continue the caller's trace (traceparent), and go on into the jobs a request makes", async () => {
    const traceId = `${Date.now().toString(16).padStart(16, '0')}${'ab'.repeat(8)}`;
    const id = `trace-job-${Date.now()}`;
    const answer = await fetch(`${sharedUrl()}/api/test/jobs/run`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-correlation-id': id,
        traceparent: `00-${traceId}-${'cd'.repeat(8)}-01`,
      },
      body: JSON.stringify({ queue: 'purge-expired-applications', key: id }),
    });
    expect(answer.status).toBe(200);
    const seen = await spansUntil({ traceId }, (all) => all.some((span) => span.kind === CONSUMER));
    const job = seen.find((span) => span.kind === CONSUMER)!;
    expect(job.name).toBe('job purge-expired-applications');
    expect(job.attributes['portal.request_id']).toBe(id);
    expect(seen.find((span) => span.kind === SERVER)!.parentSpanId).toBe('cd'.repeat(8));
    // The job's own statements are in the trace too.
    expect(seen.some((span) => span.kind === CLIENT && ancestry(span, seen).includes(job.name))).toBe(true);
  });

  it('names a statement by its operation and table', () => {
    expect(statementSpanName('select "id", "email" from "customers" where "customers"."id" = $1')).toEqual({
      name: 'SELECT customers',
      operation: 'SELECT',
    });
    expect(statementSpanName('insert into "audit_log" ("at") values ($1)')).toEqual({
      name: 'INSERT audit_log',
      operation: 'INSERT',
    });
    expect(statementSpanName('UPDATE pgboss.job SET state = $1').name).toBe('UPDATE job');
    expect(statementSpanName('BEGIN')).toEqual({ name: 'BEGIN', operation: 'BEGIN' });
    expect(statementSpanName('')).toEqual({ name: 'SQL', operation: 'SQL' });
  });
});
