// `npm test`: every check and test, in order, then one closing line "N passed, N failed".
//   Node.js 24 and npm ls -> lock file in sync -> generated GraphQL files up to date -> the catalogs' texts -> type check -> lint -> formatting (Prettier) -> documentation links -> jest (web + server) -> the server tests
//   again on PostgreSQL (when it can be had) -> production build -> byte budgets ->
//   the map and PDF libraries kept to their chunks -> browser tests in Chromium (installed with apt-get when missing and possible)
//   -> the cluster tests (instances on PostgreSQL behind nginx, in Chromium; nginx installed like Chromium).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { ensureBrowser } from './ensure-browser.mjs';
import { startPostgres } from './postgres.mjs';

const { ensureNginx } = createRequire(import.meta.url)('./balancer.cjs');
const results = { passed: 0, failed: 0 };
const reports = mkdtempSync(join(tmpdir(), 'portal-tests-'));

function run(title, command, args, env = {}) {
  process.stdout.write(`\n== ${title}\n`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  process.stdout.write(`== ${title}: ${ok ? 'ok' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
  return ok;
}

function jest(title, args, report, env = {}) {
  const ok = run(
    title,
    process.execPath,
    ['node_modules/jest/bin/jest.js', '--ci', '--json', `--outputFile=${report}`, ...args],
    env,
  );
  try {
    const summary = JSON.parse(readFileSync(report, 'utf8'));
    results.passed += summary.numPassedTests;
    results.failed += summary.numFailedTests + (summary.numRuntimeErrorTestSuites ?? 0);
  } catch {
    results.failed += 1;
  }
  return ok;
}

function step(title, command, args) {
  const ok = run(title, command, args);
  if (ok) results.passed += 1;
  else results.failed += 1;
  return ok;
}

const checks = [
  () =>
    step('Node.js 24 runs it, and the dependency tree is whole (npm ls)', process.execPath, [
      'scripts/check-runtime.mjs',
    ]),
  () => step('package-lock.json agrees with package.json (npm ci)', process.execPath, ['scripts/check-lockfile.mjs']),
  () => step('generated GraphQL types are up to date', process.execPath, ['scripts/codegen.mjs', '--check']),
  () =>
    step('every language has every text, alike, and the compiled catalogs are up to date', process.execPath, [
      'scripts/texts.mjs',
      '--check',
    ]),
  () => step('type check', process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.json', '--noEmit']),
  () => step('lint', process.execPath, ['node_modules/eslint/bin/eslint.js', '--max-warnings', '0', '.']),
  () =>
    step('formatted as Prettier formats it (npm run format)', process.execPath, [
      'node_modules/prettier/bin/prettier.cjs',
      '--check',
      '--log-level',
      'warn',
      '.',
    ]),
  () =>
    step(
      'the documentation stands in the repository: its links and the source paths it names exist (README.md, docs/)',
      process.execPath,
      ['scripts/check-docs.mjs'],
    ),
  () => jest('unit, saga, component and server tests (jest)', [], join(reports, 'jest.json')),
];
let allOk = checks.map((check) => check()).every(Boolean);

// The server tests once more, against a real PostgreSQL server (the DATABASE_URL path), when one can be had.
const postgres = await startPostgres();
if (postgres) {
  try {
    allOk =
      jest(
        'server tests against PostgreSQL (DATABASE_URL)',
        ['--selectProjects', 'server'],
        join(reports, 'postgres.json'),
        { DATABASE_URL: postgres.url },
      ) && allOk;
  } finally {
    postgres.stop();
  }
}

// The sign-in and code suites again through the providers' own SDKs pointed at their stand-ins: the API trusting
// tokens as it does a lender's Amazon Cognito pool (aws-jwt-verify), the flows that change a login calling the pool's
// admin API through Cognito's SDK, and codes by text through Amazon SNS's SDK.
allOk =
  jest(
    'sign-in and codes through Amazon Cognito and Amazon SNS (IDENTITY_PROVIDER=cognito, SMS_PROVIDER=sns, their stand-ins)',
    [
      'server/identity',
      'server/graphql/mfa.test.ts',
      'server/graphql/enrollment.test.ts',
      'server/graphql/contactChanges.test.ts',
      'server/graphql/verification.test.ts',
      // The flows that change a login through the pool's admin API (decision 0082): the idle prompt's end, an agent's
      // lookup of a customer's login.
      'server/graphql/graphql.test.ts',
      'server/graphql/impersonation.test.ts',
      '--selectProjects',
      'server',
    ],
    join(reports, 'providers.json'),
    { TEST_PROVIDERS: 'stand-ins' },
  ) && allOk;

if (step('production build', process.execPath, ['node_modules/webpack-cli/bin/cli.js', '--mode', 'production'])) {
  allOk =
    step('byte budgets of /login and the lazy areas (size-limit, .size-limit.cjs)', process.execPath, [
      'node_modules/size-limit/bin.js',
    ]) && allOk;
  allOk =
    step('the map and PDF libraries only in their own chunks', process.execPath, ['scripts/check-chunks.mjs']) && allOk;
  ensureBrowser();
  allOk = jest('browser tests (Chromium)', ['-c', 'jest.e2e.config.js'], join(reports, 'e2e.json')) && allOk;
  // Several instances behind nginx on one PostgreSQL: a PostgreSQL of their own, and nginx.
  const clusterDatabase = ensureNginx('Skipped the cluster tests')
    ? await startPostgres('Skipped the cluster tests')
    : null;
  if (clusterDatabase) {
    try {
      allOk =
        jest(
          'cluster tests (instances on PostgreSQL behind nginx, Chromium)',
          ['-c', 'jest.cluster.config.js'],
          join(reports, 'cluster.json'),
          { DATABASE_URL: clusterDatabase.url },
        ) && allOk;
    } finally {
      clusterDatabase.stop();
    }
  }
} else {
  allOk = false;
}

process.stdout.write(`\n${results.passed} passed, ${results.failed} failed\n`);
process.exit(allOk && results.failed === 0 ? 0 : 1);
