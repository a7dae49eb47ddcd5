// GraphQL over the SDL of schema/*.graphql: every request carries a verified id token and a known
// brand key, and a customer may only call through a brand that allows their source system (agents may call
// through any). Who may call each field is the @auth policy of the SDL, enforced by access.ts (calls an agent
// makes while acting for a customer are audited). Every operation has its resolver (the server does not start
// otherwise); depth, aliases and fields are limited; introspection and
// "Did you mean" suggestions are off unless GRAPHQL_DEVELOPMENT=true.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { buildSchema, NoSchemaIntrospectionCustomRule, type GraphQLObjectType } from 'graphql';
import { QueryLimitsRule } from './queryLimits';
import { unresolvedFields } from './unresolvedFields';
import mercurius, { type IResolvers } from 'mercurius';
import { maskFaultText } from '../logging/maskPii';
import { buildContext, type GraphqlContext } from './context';
import { isBrandKey } from '../../brands/index';
import type { BrandKey } from '../../brands/brandKeys';
import type { HostPolicy } from '../web/hosts';
import type { Database } from '../db/client';
import type { Mailer } from '../mail/mailer';
import type { TextMessenger } from '../sms/textMessages';
import type { Logins } from '../identity/logins';
import type { Settings } from '../settings';
import type { IdClaims, TokenService } from '../identity/tokens';
import { bearerToken, INCORRECT_BRAND, mayCallThrough, verifiedClaims } from '../domain/session/caller';
import { DomainError } from '../domain/domainError';
import { assertAllowed } from './access';
import { HOSTILE_INPUT_TEXT, hostileInput, isDataException } from '../security/hostileInput';
import { readAccessPolicy } from './accessPolicy';
import { schemaText } from './schemaText';
import { customerResolvers } from './resolvers/customerResolvers';
import { privacyResolvers } from './resolvers/privacyResolvers';
import { impersonationResolvers } from './resolvers/impersonationResolvers';
import { logResolvers } from './resolvers/logResolvers';
import { mfaResolvers } from './resolvers/mfaResolvers';
import { passkeyResolvers } from './resolvers/passkeyResolvers';
import { codeResolvers } from './resolvers/codeResolvers';
import { enrollmentResolvers } from './resolvers/enrollmentResolvers';
import { sessionResolvers } from './resolvers/sessionResolvers';
import { storeResolvers } from './resolvers/storeResolvers';
import { contentResolvers } from './resolvers/contentResolvers';
import { remoteSessionResolvers } from './resolvers/remoteSessionResolvers';
import { applicationResolvers } from './resolvers/applicationResolvers';
import { bankResolvers } from './resolvers/bankResolvers';
import { accountResolvers } from './resolvers/accountResolvers';
import { conversionResolvers } from './resolvers/conversionResolvers';
import type { BankDeps } from '../domain/bank/bankService';
import type { DecisionDeps } from '../domain/application/decision/decisionService';
import { localAllowance } from '../security/localAllowance';
import { sharedLimiter } from '../security/sharedRateLimits';
import { inSpan } from '../telemetry/tracing';
import type { PaymentDeps } from '../domain/loans/paymentService';

/** The largest GraphQL request body taken. */
export const GRAPHQL_BODY_MAX_BYTES = 64 * 1024;
export const GRAPHQL_JSON_ONLY = 'Send GraphQL requests as application/json.';
const mediaType = (header: string | undefined) => (header ?? '').split(';')[0]!.trim().toLowerCase();
export const BRAND_MISMATCH = 'X-brand-key does not match the site this request was sent to';
/**
 * The points an instance takes from a user's shared GraphQL count at once (server/security/localAllowance.ts): 20
 * of 1,200 a minute, so a user may be refused at most 19 requests an instance before the limit.
 */
const GRAPHQL_BLOCK = 20;

type Resolver = (root: unknown, args: unknown, context: GraphqlContext, info: unknown) => unknown;

/**
 * Every Query and Mutation field: its resolver, behind the access policy its @auth directive declares (access.ts).
 * A field of the schema without a resolver stops the server at start-up: nothing answers "not implemented".
 */
function withPolicy(resolvers: IResolvers): IResolvers {
  const schema = buildSchema(schemaText);
  const missing = unresolvedFields(schema, resolvers as Parameters<typeof unresolvedFields>[1]);
  if (missing.length > 0) throw new Error(`No resolver for ${missing.join(', ')}`);
  const policy = readAccessPolicy(schema);
  const result: IResolvers = { ...resolvers };
  for (const typeName of ['Query', 'Mutation'] as const) {
    const type = schema.getType(typeName) as GraphQLObjectType;
    const given = (resolvers[typeName] ?? {}) as Record<string, unknown>;
    const filled: Record<string, unknown> = { ...given };
    for (const name of Object.keys(type.getFields())) {
      const resolver = filled[name] as Resolver;
      const allowed = policy.get(name) ?? new Set();
      const spanName = `graphql.resolve ${typeName}.${name}`;
      const attributes = { 'graphql.field.name': name, 'graphql.field.type': typeName };
      const resolved = (async (root, args, context, info) => {
        await assertAllowed(name, allowed, context, typeName);
        // Arguments may be written inline in the query, past the body's check: what no input may carry is refused here.
        const hostile = hostileInput(args);
        if (hostile) throw new mercurius.ErrorWithProps(hostile, { code: 'BAD_USER_INPUT' });
        try {
          // GraphQL's argument objects have no prototype; the domains (yup, the database) get plain copies.
          return await resolver(root, structuredClone(args), context, info);
        } catch (error) {
          // A domain's refusal reaches the caller as a GraphQL error with its message and code.
          if (error instanceof DomainError)
            throw new mercurius.ErrorWithProps(error.message, {
              code: error.code,
              ...(error.field ? { field: error.field } : {}),
              ...(error.reason ? { reason: error.reason } : {}),
              ...(error.words ? { messageKey: error.words.key, values: error.words.values } : {}),
            });
          if (error instanceof mercurius.ErrorWithProps) throw error;
          // A value the database refuses as data (out of range, a character it cannot store) is the caller's to fix.
          if (isDataException(error))
            throw new mercurius.ErrorWithProps(HOSTILE_INPUT_TEXT.data, { code: 'BAD_USER_INPUT' });
          // Anything else is a fault of ours (a database, the mail relay): logged, and never shown to the caller as it is.
          context.log.error({ field: `${typeName}.${name}`, fault: faultOf(error) }, 'resolver failed');
          throw new mercurius.ErrorWithProps(INTERNAL_MESSAGE, { code: 'INTERNAL' });
        }
      }) satisfies Resolver;
      // A span of its own when tracing is on (server/telemetry/tracing.ts).
      filled[name] = ((root, args, context, info) =>
        inSpan(spanName, attributes, () => resolved(root, args, context, info))) satisfies Resolver;
    }
    result[typeName] = filled as IResolvers[typeof typeName];
  }
  return result;
}

/**
 * A fault as it may be logged: its kind and its message and stack with personal data masked (a failed query's
 * parameters are dropped whole: they are the customer's data).
 */
function faultOf(error: unknown) {
  const masked = (text: string | undefined) => (text === undefined ? undefined : maskFaultText(text));
  return error instanceof Error
    ? { name: error.name, message: masked(error.message), stack: masked(error.stack) }
    : { message: masked(String(error)) };
}

/** GraphQL's "Did you mean …?" hints name the schema's fields, types and enum values: dropped but in development. */
const withoutSuggestions: typeof mercurius.defaultErrorFormatter = (execution, context) => {
  const formatted = mercurius.defaultErrorFormatter(execution, context);
  const errors = formatted.response.errors?.map((error) => ({
    ...error,
    message: error.message.replace(/\s*Did you mean [^?]*\?$/, ''),
  }));
  return { ...formatted, response: { ...formatted.response, ...(errors ? { errors } : {}) } };
};

/** What a caller is told of a fault of ours. */
export const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';

export async function registerGraphql(
  app: FastifyInstance,
  deps: {
    db: Database;
    tokens: TokenService;
    settings: Settings;
    mailer: Mailer;
    texts: TextMessenger;
    logins: Logins;
    bank: BankDeps;
    decisions: DecisionDeps;
    payments: PaymentDeps;
    hosts: HostPolicy;
  },
): Promise<void> {
  // Counted across instances, taken by each instance in blocks (one write to the shared count in GRAPHQL_BLOCK requests).
  const perUser = localAllowance(sharedLimiter(deps.db, 'graphql', deps.settings.graphqlPerMinute, 60), GRAPHQL_BLOCK);
  const contextDeps = { ...deps, logLimiter: sharedLimiter(deps.db, 'logs', deps.settings.logsPerMinute, 60) };
  await app.register(async (scope) => {
    // A GraphQL request is small (the largest, an application's save, is a few kilobytes): 64 KB at most, however it is
    // sent (a length, or chunks), so nobody can make the server parse megabytes of query.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: GRAPHQL_BODY_MAX_BYTES },
      scope.getDefaultJsonParser('error', 'error'),
    );
    scope.decorateRequest('claims', null);
    scope.decorateRequest('brand', null);
    scope.addHook('onRequest', async (request, reply) => {
      // Only JSON is taken (the portal sends nothing else): any other body (application/graphql, a form, text) is
      // refused before it is read, so no type escapes the 64 KB limit.
      if (request.method === 'POST' && mediaType(request.headers['content-type']) !== 'application/json')
        return reply.code(415).send({
          errors: [{ message: GRAPHQL_JSON_ONLY, extensions: { code: 'UNSUPPORTED_MEDIA_TYPE' } }],
        });
      const claims = await verifiedClaims(deps.tokens, bearerToken(request.headers.authorization));
      if (!claims)
        return reply.code(401).send({ errors: [{ message: 'Unauthorized', extensions: { code: 'UNAUTHENTICATED' } }] });
      const brandKey = request.headers['x-brand-key'];
      if (!isBrandKey(brandKey))
        return reply
          .code(400)
          .send({ errors: [{ message: 'Unknown or missing X-brand-key', extensions: { code: 'BAD_REQUEST' } }] });
      // The host decides the brand; the header must agree with it. Only the loopback names (tools and tests, never in
      // production) have no brand of their own, and there the header names it.
      const brand = deps.hosts.isLoopback(request) ? brandKey : deps.hosts.brandOf(request);
      if (brandKey !== brand)
        return reply.code(400).send({ errors: [{ message: BRAND_MISMATCH, extensions: { code: 'BAD_REQUEST' } }] });
      if (!mayCallThrough(claims, brand)) {
        return reply
          .code(403)
          .send({ errors: [{ message: INCORRECT_BRAND, extensions: { code: 'INCORRECT_BRAND' } }] });
      }
      // Each signed-in user's requests are counted: past the limit, 429 until the minute is over.
      try {
        await perUser.consume(claims.sub);
      } catch (limited) {
        const wait = Math.ceil(((limited as { msBeforeNext?: number }).msBeforeNext ?? 60_000) / 1000);
        return reply
          .code(429)
          .header('retry-after', String(wait))
          .send({
            errors: [
              { message: `Too many requests. Try again in ${wait} seconds.`, extensions: { code: 'RATE_LIMITED' } },
            ],
          });
      }
      (request as FastifyRequest & { claims: IdClaims }).claims = claims;
      (request as FastifyRequest & { brand: BrandKey }).brand = brand;
    });
    await scope.register(mercurius, {
      schema: schemaText,
      resolvers: withPolicy({
        Customer: customerResolvers.Customer,
        Application: applicationResolvers.Application,
        Query: {
          ...customerResolvers.Query,
          ...bankResolvers.Query,
          ...impersonationResolvers.Query,
          ...mfaResolvers.Query,
          ...passkeyResolvers.Query,
          ...codeResolvers.Query,
          ...enrollmentResolvers.Query,
          ...storeResolvers.Query,
          ...contentResolvers.Query,
          ...remoteSessionResolvers.Query,
          ...applicationResolvers.Query,
          ...accountResolvers.Query,
          ...conversionResolvers.Query,
          ...sessionResolvers.Query,
          ...privacyResolvers.Query,
        },
        Mutation: {
          ...logResolvers.Mutation,
          ...customerResolvers.Mutation,
          ...remoteSessionResolvers.Mutation,
          ...applicationResolvers.Mutation,
          ...accountResolvers.Mutation,
          ...conversionResolvers.Mutation,
          ...bankResolvers.Mutation,
          ...impersonationResolvers.Mutation,
          ...sessionResolvers.Mutation,
          ...mfaResolvers.Mutation,
          ...codeResolvers.Mutation,
          ...enrollmentResolvers.Mutation,
          ...privacyResolvers.Mutation,
        },
      }),
      path: '/graphql',
      graphiql: false,
      queryDepth: 8,
      allowBatchedQueries: false,
      validationRules: deps.settings.graphqlDevelopment
        ? [QueryLimitsRule]
        : [QueryLimitsRule, NoSchemaIntrospectionCustomRule],
      errorFormatter: deps.settings.graphqlDevelopment ? undefined : withoutSuggestions,
      context: (request, reply) =>
        buildContext(
          request,
          reply,
          (request as FastifyRequest & { claims: IdClaims }).claims,
          (request as FastifyRequest & { brand: BrandKey }).brand,
          contextDeps,
        ),
    });
  });
}
