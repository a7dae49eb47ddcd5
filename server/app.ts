// Builds the reference back end: identity, GraphQL, REST, and the production build of the browser app.
import { createHash } from 'node:crypto';
import { EARLY_REPORTS_SCRIPT } from '../src/lib/rules/earlyReports';
import cookie from '@fastify/cookie';
import helmet from 'helmet';
import websocket from '@fastify/websocket';
import rateLimit from '@fastify/rate-limit';
import ajvErrors from 'ajv-errors';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { Database, SqlExecutor } from './db/client';
import type { ChangeFeed } from './db/changeFeed';
import { registerGraphql } from './graphql/graphqlPlugin';
import { registerCognitoRoutes } from './identity/cognitoRoutes';
import { poolLogins, storeLogins, type Logins } from './identity/logins';
import { createTokenService } from './identity/tokens';
import { createMailer, type Mailer } from './mail/mailer';
import { mailedTexts } from './sms/mailedTexts';
import type { TextMessenger } from './sms/textMessages';
import { tileOrigin, type Settings } from './settings';
import { registerApplicationResumeRoutes } from './web/applicationResumeRoutes';
import { createLocalPlaid } from './domain/bank/localPlaid';
import { databaseStandInStore } from './domain/bank/standInStore';
import { createSecretBox } from './security/secretBox';
import { sharedRateLimitStore } from './security/sharedRateLimits';
import { registerLocalPlaidRoutes } from './web/localPlaidRoutes';
import { PLAID_WEBHOOK_PATH, registerPlaidWebhookRoutes } from './web/plaidWebhookRoutes';
import { createWebhookVerifier } from './domain/bank/plaidWebhooks';
import type { BankDeps } from './domain/bank/bankService';
import { registerStandInRoutes } from './web/standInRoutes';
import { registerDocumentRoutes } from './web/documentRoutes';
import { localScanner } from './domain/application/documents/documentUpload';
import { registerAuthRoutes } from './web/authRoutes';
import { registerStoreRoutes } from './web/storeRoutes';
import { registerContentRoutes } from './web/contentRoutes';
import { registerHostPolicy } from './web/hosts';
import { registerInputGuard } from './web/inputGuard';
import { registerRuntimeRoutes } from './web/runtimeRoutes';
import { operatorAccess } from './web/operatorAccess';
import { registerNoStore } from './web/noStore';
import { registerCorrelationId, requestIdOptions } from './web/correlationId';
import { currentRequestId } from './logging/requestContext';
import type { Tracing } from './telemetry/tracing';
import { PORTAL_VERSION } from './version';
import { registerStaticSite } from './web/staticSite';
import { registerReadiness } from './web/readiness';
import { providersOf } from './providers';
import { ERROR_ANSWER, registerOpenApi, registerOpenApiDocument } from './web/openApi';
import { registerFieldReportRoutes } from './web/fieldReportRoutes';
import { registerTestHookRoutes } from './web/testHookRoutes';
import { registerApplicationSocket } from './web/applicationSocket';
import type { DecisionDeps } from './domain/application/decision/decisionService';
import type { JobQueue } from './jobs/jobQueue';
import { noticeAsker, postingAsker, startPortalJobs, stepAsker } from './jobs/portalJobs';
import type { PaymentDeps } from './domain/loans/paymentService';
import { httpCardProcessor } from './domain/cards/cardProcessor';

async function bankDeps(app: FastifyInstance, settings: Settings, db: Database): Promise<BankDeps> {
  const secrets = createSecretBox(settings.bankDataKey);
  if (!settings.plaid) {
    const localPlaid = createLocalPlaid(databaseStandInStore(db));
    registerLocalPlaidRoutes(app, localPlaid);
    return { plaid: localPlaid.client, secrets };
  }
  // Plaid's SDK is loaded only when it is used.
  const { createPlaidApiClient, plaidBasePath } = await import('./domain/bank/plaidApiClient');
  const { plaid: chosen } = settings;
  const plaid = createPlaidApiClient({
    basePath: chosen.baseUrl ?? plaidBasePath(chosen.environment === 'production' ? 'production' : 'sandbox'),
    clientId: chosen.clientId,
    secret: chosen.secret,
  });
  await registerPlaidWebhookRoutes(app, { db, verify: createWebhookVerifier(plaid) });
  const webhookFor = (brand: string) =>
    chosen.webhookUrl ?? `${settings.brandOrigins[brand as keyof Settings['brandOrigins']]}${PLAID_WEBHOOK_PATH}`;
  return { plaid, secrets, webhookFor };
}

/** What sends texts: Amazon SNS through its SDK (SMS_PROVIDER=sns, loaded only then), or mail to MailDev. */
async function textMessenger(settings: Settings, mailer: Mailer): Promise<TextMessenger> {
  if (!settings.sns) return mailedTexts(mailer);
  const { createSnsTexts } = await import('./sms/snsTexts');
  return createSnsTexts(settings.sns);
}

/** The logins the flows change: the identity service's rows, or Amazon Cognito's pool through its SDK (loaded only then). */
async function loginsOf(settings: Settings, db: Database, log: FastifyInstance['log']): Promise<Logins> {
  if (!settings.cognito) return storeLogins(db);
  const { cognitoUserPool } = await import('./identity/cognitoUserPool');
  return poolLogins(db, cognitoUserPool(settings.cognito), log);
}

/** Plaid Link's script (react-plaid-link loads it; its address cannot be changed) and the origin of Link's frame. */
const PLAID_LINK_SCRIPT = 'https://cdn.plaid.com/link/v2/stable/link-initialize.js';
const PLAID_LINK_ORIGIN = 'https://cdn.plaid.com';

export async function buildApp(
  settings: Settings,
  { db, sql, jobs, changes }: { db: Database; sql: SqlExecutor; jobs: JobQueue; changes: ChangeFeed },
  options: { logger?: boolean; mailer?: Mailer; texts?: TextMessenger; tracing?: Tracing | null } = {},
): Promise<FastifyInstance> {
  const mailer = options.mailer ?? createMailer(settings);
  const texts = options.texts ?? (await textMessenger(settings, mailer));
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : { level: settings.log.level, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    // Forwarded headers only from the proxies named in TRUSTED_PROXIES.
    trustProxy: settings.trustedProxies.length > 0 ? settings.trustedProxies : false,
    bodyLimit: 1024 * 1024,
    logController: new LogController({ disableRequestLogging: !settings.log.requests }),
    // The browser's correlation id is the request's id (server/web/correlationId.ts).
    ...requestIdOptions,
    // The REST routes' schemas (server/web/openApi.ts) may say in their own words what is wrong (errorMessage).
    // ajv-errors is called from a function of Fastify's plugin type, whose options are `unknown` (ajv-errors' own are
    // typed, so the plugin itself does not fit the list's type).
    ajv: { customOptions: { allErrors: true }, plugins: [(ajv) => ajvErrors(ajv)] },
  });
  registerCorrelationId(app);
  // A span of each request, before any route is made (after the request's id, which every span carries).
  if (options.tracing) await app.register(options.tracing.plugin);
  // Every route made from here on is described in the OpenAPI document (its tagged ones).
  await registerOpenApi(app);
  // The security headers, made once: helmet checks the policy and writes the headers when it is made (the Fastify
  // plugin made them again on every request).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The one inline script: field reports from the first byte (src/lib/rules/earlyReports.ts), by its hash.
        // With Plaid (BANK_LINK_MODE=plaid), Plaid's Link script, which opens Link in Plaid's frame (Plaid's CSP advice).
        scriptSrc: [
          "'self'",
          `'sha256-${createHash('sha256').update(EARLY_REPORTS_SCRIPT).digest('base64')}'`,
          ...(settings.plaid ? [PLAID_LINK_SCRIPT] : []),
        ],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // The store map's tiles come from the configured tile server.
        imgSrc: ["'self'", 'data:', tileOrigin(settings.mapTileUrl)],
        connectSrc: ["'self'"],
        // The card processor's frame, the only page the portal embeds (decision 0051).
        frameSrc: [settings.cardProcessor.frameOrigin, ...(settings.plaid ? [PLAID_LINK_ORIGIN] : [])],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: settings.production ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, () => done());
  });
  await app.register(cookie);
  registerNoStore(app);
  const hosts = registerHostPolicy(app, settings);
  registerInputGuard(app);
  // Counted in the database: N instances allow together what one allows.
  await app.register(rateLimit, { global: false, store: sharedRateLimitStore(db) });
  const tokens = await createTokenService(db, {
    issuerBase: settings.issuerBase,
    userPoolId: settings.userPoolId,
    clientId: settings.userPoolClientId,
    ttlSeconds: settings.tokenTtlSeconds,
    signingKeySecret: settings.signingKeySecret,
  });
  // What the API trusts: with Cognito, the pool's tokens checked by aws-jwt-verify; else the identity service's own.
  const apiTokens = settings.cognito
    ? (await import('./identity/cognitoVerifier')).cognitoTokens(settings.cognito, tokens)
    : tokens;
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['operations'],
        summary: 'Liveness: the process answers',
        response: {
          200: {
            type: 'object',
            required: ['ok', 'version'],
            properties: { ok: { type: 'boolean' }, version: { type: 'string' } },
          },
        },
      },
    },
    () => ({ ok: true, version: PORTAL_VERSION }),
  );
  // What only operators need (the job queue's counts, readiness's reasons, the OpenAPI document): their token, or a
  // loopback host name when none is configured; a brand host's visitor is answered as if it were not there.
  const isOperator = operatorAccess(settings.operatorToken, hosts);
  registerReadiness(app, sql, jobs, isOperator, providersOf(settings));
  registerOpenApiDocument(app, isOperator);
  // The user-pool API the browser signs in with: the portal's own, or Cognito's stand-in (a lender's pool is Cognito's).
  const identity =
    settings.cognito?.environment !== 'aws'
      ? registerCognitoRoutes(app, { db, tokens, settings, mailer, hosts })
      : { admin: null };
  registerRuntimeRoutes(app, { db, tokens, settings, hosts });
  registerAuthRoutes(app, { db, mailer, settings });
  registerApplicationResumeRoutes(app, { db, settings });
  registerStandInRoutes(app, { db, settings });
  registerStoreRoutes(app, { db });
  registerContentRoutes(app);
  registerFieldReportRoutes(app, { hosts, perMinute: settings.fieldReportsPerMinute });
  // Bank links: Plaid through its SDK, and the route its webhooks come to (BANK_LINK_MODE=plaid); or the local Plaid
  // sandbox stand-in, and the routes its Link dialog calls.
  const bank = await bankDeps(app, settings, db);
  // The decision machine: each step a job of the queue, due when the database says; any instance takes it.
  const decisions: DecisionDeps = {
    changes,
    stepMs: settings.decisionStepMs,
    mailer,
    sandboxUnderwriting: settings.underwritingSandbox,
    stepAt: stepAsker(jobs),
    noticeAt: noticeAsker(jobs),
  };
  // The payment processor's stand-in: posts each payment a decision step after it was made, a job a payment.
  // Cards go through the card processor only: the page sends its token, which is charged when the payment posts.
  const cards = httpCardProcessor(settings.cardProcessor);
  const payments: PaymentDeps = {
    afterMs: settings.decisionStepMs,
    postAt: postingAsker(jobs),
    cards,
    secrets: createSecretBox(settings.bankDataKey, 'card-token'),
  };
  const logins = await loginsOf(settings, db, app.log);
  await startPortalJobs(jobs, {
    db,
    logins,
    decisions,
    payments,
    changes,
    report: (line) => app.log.info({ reqId: currentRequestId() }, line),
  });
  // What the queue holds, by queue: waiting, running, failed (no personal data: counts only). For operators only.
  const jobsRoute = {
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    schema: {
      tags: ['operations'],
      summary: "The job queue's counts by queue (waiting, running, failed, completed); operators only",
      description: 'Authorization: Bearer OPERATOR_TOKEN, or a loopback host when no token is configured.',
      response: { 404: ERROR_ANSWER },
    },
  };
  app.get('/api/health/jobs', jobsRoute, async (request, reply) =>
    isOperator(request) ? jobs.counts() : reply.code(404).send({ error: 'Not found' }),
  );
  registerDocumentRoutes(app, { db, tokens: apiTokens, hosts, changes, scanner: localScanner });
  await app.register(websocket, { options: { maxPayload: 4096 } });
  const sockets = registerApplicationSocket(app, { db, tokens: apiTokens, hosts, changes });
  if (settings.testHooks)
    registerTestHookRoutes(app, {
      db,
      changes,
      dropApplicationSockets: sockets.dropAll,
      openSockets: sockets.openCount,
      jobs,
      payments,
      recentSpans: options.tracing?.recentSpans ?? (() => []),
      logins,
      cognitoAdmin: identity.admin,
    });
  await registerGraphql(app, {
    db,
    tokens: apiTokens,
    settings,
    mailer,
    texts,
    logins,
    bank,
    decisions,
    payments,
    hosts,
  });
  await registerStaticSite(app, settings, { db, hosts });
  return app;
}
