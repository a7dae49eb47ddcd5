// startImpersonation, stopImpersonation and impersonation: an agent (group my.account.csr) acts for a customer
// by email. Anyone else is refused with 'Not admin'. The choice is stored per agent and read back at start;
// starting and stopping are written to the audit log.
import { findCustomer, findCustomerById } from '../customers/customerRepository';
import { DomainError, notFound } from '../domainError';
import type { Scope } from '../scope';
import { isAgent } from '../../identity/groups';
import { actingFor, audit, startActingFor, stopActingFor } from './impersonationRepository';
import type { CustomerId } from '../../db/schema/customers';

export const NOT_ADMIN = 'Not admin';
export const NOT_A_CUSTOMER = 'Agents can act only for customers, not for another agent.';

function requireAgent(scope: Scope): void {
  if (!isAgent(scope.claims['cognito:groups'])) throw new DomainError(NOT_ADMIN, 'FORBIDDEN');
}

/** Whom the agent acts for; readOnly when the agent views them in a remote session. */
export async function describeActing(scope: Scope, customerId: CustomerId, startedAt: Date, readOnly: boolean) {
  const customer = await findCustomerById(scope.db, customerId);
  return {
    agentEmail: scope.claims.email,
    customerEmail: customer?.email ?? '',
    firstName: customer?.firstName ?? '',
    lastName: customer?.lastName ?? '',
    startedAt: startedAt.toISOString(),
    readOnly,
  };
}

export async function current(scope: Scope) {
  requireAgent(scope);
  const row = await actingFor(scope.db, scope.claims.sub);
  return row ? describeActing(scope, row.customerId, row.startedAt, row.remoteSessionId !== null) : null;
}

export async function start(scope: Scope, email: string) {
  requireAgent(scope);
  const customer = await findCustomer(scope.db, email);
  if (!customer) throw notFound('No customer has that email address.');
  // An agent's login is nobody's account to act in: impersonation targets customers only.
  const login = await scope.logins.byEmail(customer.email);
  if (login && isAgent(login.groups)) {
    await audit(scope.db, {
      agentEmail: scope.claims.email,
      customerEmail: customer.email,
      operation: 'startImpersonation',
      outcome: 'refused',
    });
    throw new DomainError(NOT_A_CUSTOMER, 'FORBIDDEN');
  }
  const startedAt = new Date();
  await startActingFor(scope.db, scope.claims.sub, customer.id, startedAt);
  await audit(scope.db, {
    agentEmail: scope.claims.email,
    customerEmail: customer.email,
    operation: 'startImpersonation',
    outcome: 'started',
  });
  return describeActing(scope, customer.id, startedAt, false);
}

export async function stop(scope: Scope) {
  requireAgent(scope);
  const row = await stopActingFor(scope.db, scope.claims.sub);
  if (row)
    await audit(scope.db, {
      agentEmail: scope.claims.email,
      customerEmail: row.customerEmail,
      operation: 'stopImpersonation',
      outcome: 'stopped',
    });
  return { success: true };
}
