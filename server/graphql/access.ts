// Who may call what, enforced in one place. Each Query and Mutation field of the SDL declares its callers with
// @auth(allow: [...]) next to its definition (schema/*.graphql); a field without it is refused to everyone.
// The caller is classified from the verified claims and the server's records: an enrollment user, an agent
// (acting for a customer or not), or a customer, who is MFA_PENDING while this sign-in owes its multi-factor
// check (src/lib/rules/mfaRule.ts). Every call an agent makes while acting is written to the audit log,
// refused or not.
import mercurius from 'mercurius';
import type { Caller } from './accessPolicy';
import { audit } from '../domain/impersonation/impersonationRepository';
import type { GraphqlContext } from './context';
import { owesCheck } from '../domain/mfa/mfaService';
import { isEnrollmentUser } from '../identity/groups';

export const MFA_REQUIRED_MESSAGE = 'Please finish verifying your identity first.';
export const ENROLLMENT_ONLY_MESSAGE = 'Finish your enrollment first.';
export const REFUSED_WHILE_ACTING_MESSAGE =
  'Agents cannot change email, password, MFA settings or bank data while acting for a customer.';
export const NOT_ALLOWED_MESSAGE = 'You are not allowed to make this call.';
export const VIEW_ONLY_MESSAGE = "Agents viewing a customer's shared screens cannot enter data.";
/** What an agent viewing a remote session may still call among the mutations: leaving, the session's own end, logs. */
const VIEWER_MUTATIONS = new Set(['stopImpersonation', 'timeoutExpireAction', 'logMessage', 'logDetails']);

/** One answer per request: a query with several fields asks the database once. */
const owedByRequest = new WeakMap<GraphqlContext, Promise<boolean>>();

function owes(context: GraphqlContext): Promise<boolean> {
  let owed = owedByRequest.get(context);
  if (!owed) {
    owed = owesCheck(context);
    owedByRequest.set(context, owed);
  }
  return owed;
}

/** Who is calling, as far as this field's policy needs to know (the check is only looked up when it matters). */
async function classify(context: GraphqlContext, allowed: ReadonlySet<Caller>): Promise<Caller> {
  if (isEnrollmentUser(context.claims['cognito:groups'])) return 'ENROLLMENT';
  if (context.isAgent) return context.actingForEmail ? 'ACTING_AGENT' : 'AGENT';
  if (allowed.has('CUSTOMER') === allowed.has('MFA_PENDING')) return 'CUSTOMER';
  return (await owes(context)) ? 'MFA_PENDING' : 'CUSTOMER';
}

function refusal(caller: Caller): InstanceType<typeof mercurius.ErrorWithProps> {
  if (caller === 'ENROLLMENT') return new mercurius.ErrorWithProps(ENROLLMENT_ONLY_MESSAGE, { code: 'FORBIDDEN' });
  if (caller === 'MFA_PENDING') return new mercurius.ErrorWithProps(MFA_REQUIRED_MESSAGE, { code: 'MFA_REQUIRED' });
  if (caller === 'ACTING_AGENT')
    return new mercurius.ErrorWithProps(REFUSED_WHILE_ACTING_MESSAGE, { code: 'FORBIDDEN' });
  return new mercurius.ErrorWithProps(NOT_ALLOWED_MESSAGE, { code: 'FORBIDDEN' });
}

/**
 * Refuses the call unless the field allows this caller, and every mutation but leaving from an agent who only views
 * a customer's remote session; audits every call made while acting.
 */
export async function assertAllowed(
  name: string,
  allowed: ReadonlySet<Caller>,
  context: GraphqlContext,
  operation: 'Query' | 'Mutation' = 'Query',
): Promise<void> {
  const caller = await classify(context, allowed);
  const viewerWrite = context.viewOnly && operation === 'Mutation' && !VIEWER_MUTATIONS.has(name);
  const permitted = allowed.has(caller) && !viewerWrite;
  if (context.actingForEmail) {
    await audit(context.db, {
      agentEmail: context.claims.email,
      customerEmail: context.actingForEmail,
      operation: name,
      outcome: permitted ? 'allowed' : 'refused',
    });
  }
  if (viewerWrite) throw new mercurius.ErrorWithProps(VIEW_ONLY_MESSAGE, { code: 'FORBIDDEN' });
  if (!permitted) throw refusal(caller);
}
