// GraphQL over the one SDL in schema/schema.graphql: every request carries a verified id token; operations
// without a resolver answer a clear "Not implemented" error; depth is limited; introspection is off in
// production.
import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { buildSchema, NoSchemaIntrospectionCustomRule, type GraphQLObjectType } from 'graphql';
import mercurius, { type IResolvers, type MercuriusContext } from 'mercurius';
import type { Database } from '../db/client';
import type { Settings } from '../settings';
import type { IdClaims, TokenService } from '../identity/tokens';
import { customerResolvers } from './customerResolvers';
import { logResolvers } from './logResolvers';

declare module 'mercurius' {
  interface MercuriusContext {
    claims: IdClaims;
    db: Database;
    log: FastifyRequest['log'];
    brand: string;
  }
}

export type GraphqlContext = MercuriusContext;

const schemaText = readFileSync(new URL('../../schema/schema.graphql', import.meta.url), 'utf8');

function withNotImplemented(resolvers: IResolvers): IResolvers {
  const schema = buildSchema(schemaText);
  const result: IResolvers = { ...resolvers };
  for (const typeName of ['Query', 'Mutation'] as const) {
    const type = schema.getType(typeName) as GraphQLObjectType;
    const given = (resolvers[typeName] ?? {}) as Record<string, unknown>;
    const filled: Record<string, unknown> = { ...given };
    for (const name of Object.keys(type.getFields())) {
      if (!filled[name]) {
        filled[name] = () => {
          throw new mercurius.ErrorWithProps(`Not implemented: ${name} has no resolver in the reference back end yet`, { code: 'NOT_IMPLEMENTED' });
        };
      }
    }
    result[typeName] = filled as IResolvers[typeof typeName];
  }
  return result;
}

export async function registerGraphql(app: FastifyInstance, deps: { db: Database; tokens: TokenService; settings: Settings }): Promise<void> {
  await app.register(async (scope) => {
    scope.decorateRequest('claims', null);
    scope.addHook('onRequest', async (request, reply) => {
      const header = request.headers.authorization ?? '';
      const token = header.replace(/^Bearer\s+/i, '');
      try {
        if (!token) throw new Error('no token');
        (request as FastifyRequest & { claims: IdClaims }).claims = await deps.tokens.verify(token, 'id');
      } catch {
        return reply.code(401).send({ errors: [{ message: 'Unauthorized', extensions: { code: 'UNAUTHENTICATED' } }] });
      }
    });
    await scope.register(mercurius, {
      schema: schemaText,
      resolvers: withNotImplemented({
        Query: { ...customerResolvers.Query },
        Mutation: { ...logResolvers.Mutation },
      }),
      path: '/graphql',
      graphiql: false,
      queryDepth: 8,
      allowBatchedQueries: false,
      validationRules: deps.settings.production ? [NoSchemaIntrospectionCustomRule] : [],
      context: (request) => ({
        claims: (request as FastifyRequest & { claims: IdClaims }).claims,
        db: deps.db,
        log: request.log,
        brand: String(request.headers['x-brand-key'] ?? ''),
      }),
    });
  });
}
