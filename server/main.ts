// Starts the reference back end: database (migrated and seeded), identity, GraphQL and the built portal.
import { readFileSync } from 'node:fs';
import { validateBrand } from '../brands/brandSchema';
import { brands } from '../brands/index';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { loadPersonas } from './db/seed';
import { seedAll } from './db/seedAll';
import { startJobQueue } from './jobs/jobQueue';
import { warmUpZipCodes } from './geo/zipCodes';
import { startCardProcessor } from './cardProcessor/startCardProcessor';
import { assertPortsFree } from './ports';
import { readSettings } from './settings';
import { createMailer } from './mail/mailer';
import { startTracing } from './telemetry/tracing';
import { processLog } from './logging/processLog';
import { maskFaultText } from './logging/maskPii';
import type { Logger } from 'pino';

async function main(log: Logger): Promise<void> {
  // The Node.js line the project runs on, as .nvmrc says it (and engines; decision 0057): read here, so a missing or
  // unreadable file is a start-up failure logged like any other.
  const nodeMajor = Number(readFileSync(new URL('../.nvmrc', import.meta.url), 'utf8').trim());
  if (Number(process.versions.node.split('.')[0]) < nodeMajor)
    throw new Error(
      `it runs on Node.js ${nodeMajor} and this is ${process.versions.node}: start it with npm start (npm puts the project's Node.js first)`,
    );
  const settings = readSettings();
  for (const [key, record] of Object.entries(brands)) validateBrand(record, key);
  // Texts by Amazon SNS with no keys set: the SDK's chain must find credentials (a role) before anything starts.
  if (settings.sns) await (await import('./sms/snsTexts')).checkSnsCredentials(settings.sns);
  // The same for the admin API of Amazon Cognito's pool, which the flows that change a login call (decision 0082).
  if (settings.cognito) await (await import('./identity/cognitoUserPool')).checkCognitoCredentials(settings.cognito);
  await assertPortsFree([
    { port: settings.port, host: settings.host, what: 'the portal', variable: 'PORT' },
    ...(settings.startMaildev
      ? [
          { port: settings.smtpPort, host: '127.0.0.1', what: "MailDev's SMTP server", variable: 'SMTP_PORT' },
          { port: settings.maildevWebPort, host: '127.0.0.1', what: "MailDev's inbox", variable: 'MAILDEV_WEB_PORT' },
        ]
      : []),
    ...(settings.cardProcessor.start
      ? [
          {
            port: settings.cardProcessor.port,
            host: '127.0.0.1',
            what: "the card processor's stand-in",
            variable: 'CARD_PROCESSOR_PORT',
          },
        ]
      : []),
    ...(settings.plaid?.startStandIn
      ? [
          {
            port: settings.plaid.standInPort,
            host: '127.0.0.1',
            what: "the stand-in of Plaid's API",
            variable: 'PLAID_STAND_IN_PORT',
          },
        ]
      : []),
    ...(settings.sns?.startStandIn
      ? [
          {
            port: settings.sns.standInPort,
            host: '127.0.0.1',
            what: 'the stand-in of Amazon SNS',
            variable: 'SNS_STAND_IN_PORT',
          },
        ]
      : []),
  ]);
  const report =
    (what: string, requestId?: string) =>
    (error: unknown): void =>
      log.error(
        requestId ? { reqId: requestId } : {},
        // Masked as every log is: a failed statement's message holds its parameters, the customer's data.
        `${what}: ${maskFaultText(error instanceof Error ? error.message : String(error))}`,
      );
  const tracing = startTracing(settings.tracing);
  const { db, sql, queue, changes, close } = await openDatabase({
    databaseUrl: settings.databaseUrl,
    dataDir: settings.dataDir,
    onError: report('The change feed'),
    traced: tracing !== null,
  });
  const personas = loadPersonas();
  const seeded = settings.seed ? await seedAll(db, settings, personas, { reset: false }) : null;
  const jobs = await startJobQueue(queue, sql, (error, requestId) =>
    report(requestId ? `A job of request ${requestId} failed` : 'A job failed', requestId)(error),
  );
  // MailDev is a development dependency: loaded only when it is to run (a production install has no MailDev).
  const stopMaildev = settings.startMaildev
    ? await (await import('./mail/maildev')).startMaildev(settings)
    : () => Promise.resolve();
  const stopCardProcessor = settings.cardProcessor.start ? await startCardProcessor(settings) : () => Promise.resolve();
  const stopPlaidStandIn = settings.plaid?.startStandIn
    ? await (await import('./plaidStandIn/startPlaidStandIn')).startPlaidStandIn(settings.plaid, db)
    : () => Promise.resolve();
  const stopSnsStandIn = settings.sns?.startStandIn
    ? await (await import('./snsStandIn/startSnsStandIn')).startSnsStandIn(settings.sns, createMailer(settings))
    : () => Promise.resolve();
  const app = await buildApp(settings, { db, sql, jobs, changes }, { logger: !settings.log.quiet, tracing });
  await app.listen({ port: settings.port, host: settings.host });
  warmUpZipCodes();

  if (!settings.log.quiet) {
    const lines = [
      '',
      `The portal is running. Open http://cng.localhost:${settings.publicPort} (also aca, ccb, csh and p360.localhost).`,
      settings.startMaildev
        ? `Mail it sends (password resets, one-time codes) arrives in MailDev: http://localhost:${settings.maildevWebPort}`
        : `Mail goes to ${settings.smtpHost}:${settings.smtpPort}.`,
      settings.cardProcessor.start
        ? `Cards are typed in the card processor's stand-in, in a frame from ${settings.cardProcessor.frameOrigin}`
        : `Cards are typed in the card processor's frame from ${settings.cardProcessor.frameOrigin}.`,
      settings.plaid
        ? `Bank links go to Plaid through its SDK, at ${settings.plaid.baseUrl ?? `Plaid's ${settings.plaid.environment} environment`}${settings.plaid.startStandIn ? " (the stand-in of Plaid's API, in this process)" : ''}.`
        : 'Bank links go to the local Plaid sandbox (BANK_LINK_MODE=local).',
      settings.cognito
        ? `Sign-in is Amazon Cognito's user pool ${settings.cognito.userPoolId}; the API checks its tokens with aws-jwt-verify${settings.cognito.environment === 'local' ? ' (the identity service stands in for the pool, in this process)' : ''}.`
        : "Sign-in is the portal's own identity service (IDENTITY_PROVIDER=portal).",
      settings.sns
        ? `Text messages go to Amazon SNS through its SDK, at ${settings.sns.endpoint ?? `its ${settings.sns.region} region`}${settings.sns.startStandIn ? ' (the stand-in of SNS, in this process: texts arrive in MailDev)' : ''}.`
        : 'Text messages are mailed to <phone>@sms.portal.test (SMS_PROVIDER=mail): with MailDev, they arrive in its inbox.',
      '',
      seeded === 'kept'
        ? 'Personas (also in tests/fixtures/personas.json), as people left them: `npm run reset` puts them back.'
        : 'Personas (also in tests/fixtures/personas.json):',
      ...personas.map(
        (p) =>
          `  ${p.brand.padEnd(5)} ${p.role.padEnd(13)} ${p.email.padEnd(28)} ${(p.password ?? '(passwordless)').padEnd(15)} ${p.description}`,
      ),
      '',
      'Press Ctrl-C to stop.',
      '',
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
  }

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await app.close();
    await jobs.stop();
    await stopMaildev();
    await stopCardProcessor();
    await stopPlaidStandIn();
    await stopSnsStandIn();
    await close();
    await tracing?.shutdown();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

const log = await processLog(process.env.NODE_ENV === 'production');
main(log).catch((error: unknown) => {
  log.fatal(`The reference back end could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
