// A span for each SQL statement (issue 49; decision 0058). No OpenTelemetry instrumentation covers PGlite, and the
// one for node-postgres hooks module loading, which the ES modules this server runs as would need a loader for: both
// drivers' query methods are wrapped here instead, on the client drizzle and the job queue share, when tracing is on.
// The span holds the statement as sent, with its parameters left out (the values are the customer's data; drizzle
// and pg-boss send every value as a parameter).
import { SpanKind, trace } from '@opentelemetry/api';
import {
  ATTR_DB_OPERATION_NAME,
  ATTR_DB_QUERY_TEXT,
  ATTR_DB_SYSTEM_NAME,
  DB_SYSTEM_NAME_VALUE_POSTGRESQL,
} from '@opentelemetry/semantic-conventions';
import { inSpan } from './tracing';

/** The longest statement text a span keeps. */
const TEXT_MAX = 2000;

type Statement = string | { text?: unknown } | undefined;
type Method = (statement: Statement, ...rest: unknown[]) => Promise<unknown>;

const textOf = (statement: Statement) =>
  typeof statement === 'string' ? statement : typeof statement?.text === 'string' ? statement.text : '';

/**
 * The statement's operation ("SELECT") and its span's name: "SELECT customers", "INSERT applications", as
 * OpenTelemetry names database spans (operation, then target).
 */
export function statementSpanName(text: string): { name: string; operation: string } {
  const operation = /^\s*(\w+)/.exec(text)?.[1]?.toUpperCase() ?? 'SQL';
  const target = /\b(?:from|into|update|table)\s+(?:"?\w+"?\.)?"?(\w+)"?/i.exec(text)?.[1];
  return { name: target ? `${operation} ${target}` : operation, operation };
}

function wrap(target: Record<string, unknown>, name: string) {
  const original = target[name];
  if (typeof original !== 'function') return;
  const call = (original as Method).bind(target);
  target[name] = ((statement, ...rest) => {
    // Only a statement of something traced (a request, a job): not the migrations, the seed, or the job queue's own
    // polling, which would send a trace of one span a few times a second.
    if (!trace.getActiveSpan()) return call(statement, ...rest);
    const text = textOf(statement);
    const { name, operation } = statementSpanName(text);
    return inSpan(
      name,
      {
        [ATTR_DB_SYSTEM_NAME]: DB_SYSTEM_NAME_VALUE_POSTGRESQL,
        [ATTR_DB_OPERATION_NAME]: operation,
        [ATTR_DB_QUERY_TEXT]: text.slice(0, TEXT_MAX),
      },
      () => call(statement, ...rest),
      SpanKind.CLIENT,
    );
  }) satisfies Method;
}

/** PGlite: its statements, and those of each transaction it opens. */
export function tracePglite(client: object): void {
  const target = client as Record<string, unknown>;
  wrap(target, 'query');
  wrap(target, 'exec');
  const transaction = target.transaction as (work: (tx: object) => Promise<unknown>) => Promise<unknown>;
  target.transaction = (work: (tx: object) => Promise<unknown>) =>
    transaction.call(client, (tx) => {
      wrap(tx as Record<string, unknown>, 'query');
      wrap(tx as Record<string, unknown>, 'exec');
      return work(tx);
    });
}

/**
 * A node-postgres pool: its statements, and those of each client it lends (drizzle's transactions), once each. The pool
 * lends itself clients too, with a callback (for its own query): those pass untouched, their statement already has
 * its span.
 */
export function tracePool(pool: object): void {
  const target = pool as Record<string, unknown>;
  wrap(target, 'query');
  const lent = new WeakSet<object>();
  const connect = target.connect as (...args: unknown[]) => unknown;
  target.connect = (...args: unknown[]) => {
    if (args.length > 0) return connect.apply(pool, args);
    return (connect.call(pool) as Promise<object>).then((client) => {
      if (!lent.has(client)) {
        lent.add(client);
        wrap(client as Record<string, unknown>, 'query');
      }
      return client;
    });
  };
}
