// GraphQL over the one SDL in schema/schema.graphql: every request carries a verified id token and a known
// brand key, and a customer may only call through a brand that allows their source system (agents may call
// through any). Calls an agent makes while acting for a customer are audited; changes of email, password,
// MFA settings and bank data are refused while acting. Operations without a resolver answer a clear
// "Not implemented" error; depth, aliases and fields are limited; introspection is off in production.
import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { buildSchema, NoSchemaIntrospectionCustomRule, type GraphQLObjectType } from 'graphql';
import { QueryLimitsRule } from './queryLimits';
import mercurius, { type IResolvers, type MercuriusContext } from 'mercurius';
import { brands, isBrandKey } from '../../brands/index';
import type { Database } from '../db/client';
import type { Mailer } from '../mail/mailer';
import type { Settings } from '../settings';
import type { IdClaims, TokenService } from '../identity/tokens';
import { actingFor, audit, isAgent, REFUSED_WHILE_ACTING } from './actingFor';
import { customerResolvers } from './customerResolvers';
import { impersonationResolvers } from './impersonationResolvers';
import { logResolvers } from './logResolvers';
import { assertEnrollmentCall, assertCheckPassed } from './mfaGate';
import { mfaResolvers } from './mfaResolvers';
import { codeResolvers } from './codeResolvers';
import { enrollmentResolvers } from './enrollmentResolvers';
import { sessionResolvers } from './sessionResolvers';

declare module 'mercurius' {
  interface MercuriusContext {
    claims: IdClaims;
    db: Database;
    log: FastifyRequest['log'];
    brand: string;
    isAgent: boolean;
    /** The email of the person the call is for: the customer an agent acts for, else the caller. */
    subjectEmail: string;
    /** Set while an agent acts for a customer. */
    actingForEmail: string | null;
    mailer: Mailer;
    settings: Settings;
  }
}

export type GraphqlContext = MercuriusContext;

export const INCORRECT_BRAND = 'Incorrect Brand';
export const REFUSED_WHILE_ACTING_MESSAGE = 'Agents cannot change email, password, MFA settings or bank data while acting for a customer.';

type Resolver = (root: unknown, args: unknown, context: GraphqlContext, info: unknown) => unknown;

/** Writes every call made while acting to the audit log, and refuses the ones agents may not make then. */
function audited(name: string, resolver: Resolver): Resolver {
  return async (root, args, context, info) => {
    if (!context.actingForEmail) return resolver(root, args, context, info);
    const refused = REFUSED_WHILE_ACTING.has(name);
    await audit(context.db, { agentEmail: context.claims.email, customerEmail: context.actingForEmail, operation: name, outcome: refused ? 'refused' : 'allowed' });
    if (refused) throw new mercurius.ErrorWithProps(REFUSED_WHILE_ACTING_MESSAGE, { code: 'FORBIDDEN' });
    return resolver(root, args, context, info);
  };
}

/**
 * An enrollment user may only make the enrollment's calls; before a sign-in has passed its multi-factor check,
 * only the check's own calls are answered (mfaGate.ts).
 */
function gated(name: string, resolver: Resolver): Resolver {
  return async (root, args, context, info) => {
    assertEnrollmentCall(name, context);
    await assertCheckPassed(name, context);
    return resolver(root, args, context, info);
  };
}

const schemaText = readFileSync(new URL('../../schema/schema.graphql', import.meta.url), 'utf8');

function withNotImplemented(resolvers: IResolvers): IResolvers {
  const schema = buildSchema(schemaText);
  const result: IResolvers = { ...resolvers };
  for (const typeName of ['Query', 'Mutation'] as const) {
    const type = schema.getType(typeName) as GraphQLObjectType;
    const given = (resolvers[typeName] ?? {}) as Record<string, unknown>;
    const filled: Record<string, unknown> = { ...given };
    for (const name of Object.keys(type.getFields())) {
      const resolver = (filled[name] ??
        (() => {
          throw new mercurius.ErrorWithProps(`Not implemented: ${name} has no resolver in the reference back end yet`, { code: 'NOT_IMPLEMENTED' });
        })) as Resolver;
      filled[name] = audited(name, gated(name, resolver));
    }
    result[typeName] = filled as IResolvers[typeof typeName];
  }
  return result;
}

export async function registerGraphql(app: FastifyInstance, deps: { db: Database; tokens: TokenService; settings: Settings; mailer: Mailer }): Promise<void> {
  await app.register(async (scope) => {
    scope.decorateRequest('claims', null);
    scope.addHook('onRequest', async (request, reply) => {
      const header = request.headers.authorization ?? '';
      const token = header.replace(/^Bearer\s+/i, '');
      let claims: IdClaims;
      try {
        if (!token) throw new Error('no token');
        claims = await deps.tokens.verify(token, 'id');
      } catch {
        return reply.code(401).send({ errors: [{ message: 'Unauthorized', extensions: { code: 'UNAUTHENTICATED' } }] });
      }
      const brand = request.headers['x-brand-key'];
      if (!isBrandKey(brand)) return reply.code(400).send({ errors: [{ message: 'Unknown or missing X-brand-key', extensions: { code: 'BAD_REQUEST' } }] });
      if (!isAgent(claims['cognito:groups']) && !brands[brand].allowedSources.includes(claims['custom:source'])) {
        return reply.code(403).send({ errors: [{ message: INCORRECT_BRAND, extensions: { code: 'INCORRECT_BRAND' } }] });
      }
      (request as FastifyRequest & { claims: IdClaims }).claims = claims;
    });
    await scope.register(mercurius, {
      schema: schemaText,
      resolvers: withNotImplemented({
        Customer: mfaResolvers.Customer,
        Query: { ...customerResolvers.Query, ...impersonationResolvers.Query, ...mfaResolvers.Query, ...codeResolvers.Query, ...enrollmentResolvers.Query },
        Mutation: {
          ...logResolvers.Mutation,
          ...impersonationResolvers.Mutation,
          ...sessionResolvers.Mutation,
          ...mfaResolvers.Mutation,
          ...codeResolvers.Mutation,
          ...enrollmentResolvers.Mutation,
        },
      }),
      path: '/graphql',
      graphiql: false,
      queryDepth: 8,
      allowBatchedQueries: false,
      validationRules: deps.settings.production ? [QueryLimitsRule, NoSchemaIntrospectionCustomRule] : [QueryLimitsRule],
      context: async (request) => {
        const { claims } = request as FastifyRequest & { claims: IdClaims };
        const agent = isAgent(claims['cognito:groups']);
        const acting = agent ? await actingFor(deps.db, claims.sub) : undefined;
        return {
          claims,
          db: deps.db,
          log: request.log,
          brand: String(request.headers['x-brand-key']),
          isAgent: agent,
          subjectEmail: acting?.customerEmail ?? claims.email,
          actingForEmail: acting?.customerEmail ?? null,
          mailer: deps.mailer,
          settings: deps.settings,
        };
      },
    });
  });
}
