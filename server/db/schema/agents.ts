// Agents acting for customers: impersonations, screen shares (remote sessions), join failures and the audit log.
// Change a table here, then `npm run db:generate` writes the next versioned migration into server/db/migrations.
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers, type CustomerId } from './customers';

/** The customer an agent is acting for, one row per agent; read back when the agent's app starts. */
export const impersonations = pgTable('impersonations', {
  agentSub: uuid('agent_sub').primaryKey(),
  customerId: uuid('customer_id')
    .$type<CustomerId>()
    .notNull()
    .references(() => customers.id),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  /** Set when the agent joined the customer's remote session: then the agent only views (every write refused). */
  remoteSessionId: uuid('remote_session_id'),
});

/**
 * Wrong screen-share codes agents typed (issue 30): counted per agent and across all agents, so guessing is locked out
 * on every instance alike (server/domain/remoteSession/remoteSessionService.ts).
 */
export const remoteSessionJoinFailures = pgTable(
  'remote_session_join_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agentEmail: text('agent_email').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('remote_session_join_failures_at').on(table.at),
    index('remote_session_join_failures_agent').on(table.agentEmail, table.at),
  ],
);

/**
 * Remote (screen-share) sessions a customer starts: a 6-digit code the customer reads to an agent, good for joining
 * until it expires; the session ends when the customer stops it (or when it reaches its longest time).
 */
export const remoteSessions = pgTable('remote_sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  customerId: uuid('customer_id')
    .$type<CustomerId>()
    .notNull()
    .references(() => customers.id),
  code: text('code').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  joinBy: timestamp('join_by', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  /** The customer's page last asked about the session (it polls while one runs): a session whose customer left ends. */
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  endedAt: timestamp('ended_at', { withTimezone: true }),
});

/** Every call an agent makes while acting for a customer, and every start and stop of acting (the customer's email as it was then). */
export const auditLog = pgTable('audit_log', {
  id: uuid('id').primaryKey().defaultRandom(),
  agentEmail: text('agent_email').notNull(),
  customerEmail: text('customer_email').notNull(),
  operation: text('operation').notNull(),
  outcome: text('outcome').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
});
