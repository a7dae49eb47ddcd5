// The access policy as the SDL declares it: for each Query and Mutation field, the callers its
// @auth(allow: [...]) names (none when it has no @auth: deny by default). Enforced by access.ts.
import { getDirectiveValues, type GraphQLObjectType, type GraphQLSchema } from 'graphql';

/** The SDL's enum Caller. */
export type Caller = 'CUSTOMER' | 'MFA_PENDING' | 'ENROLLMENT' | 'AGENT' | 'ACTING_AGENT';

/** The callers each Query and Mutation field allows (field names are unique across the two). */
export function readAccessPolicy(schema: GraphQLSchema): Map<string, ReadonlySet<Caller>> {
  const policy = new Map<string, ReadonlySet<Caller>>();
  const directive = schema.getDirective('auth');
  if (!directive) throw new Error('The SDL declares no @auth directive: every call would be refused.');
  for (const typeName of ['Query', 'Mutation'] as const) {
    const type = schema.getType(typeName) as GraphQLObjectType | undefined;
    for (const field of Object.values(type?.getFields() ?? {})) {
      const auth = field.astNode ? getDirectiveValues(directive, field.astNode) : undefined;
      policy.set(field.name, new Set((auth?.allow as Caller[] | undefined) ?? []));
    }
  }
  return policy;
}
