// `npm run bench`: builds for production and prints the figures that matter for the login page.
//   - initial JS + CSS of /login (gzip and brotli), against the 122 KB gzip aim
//   - every chunk's size
//   - Lighthouse (mobile) medians over 5 runs of /login: score, LCP, TBT
// It prints figures; it never fails on them.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, statSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBrowser } from './ensure-browser.mjs';

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'dist');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 8282);
const kb = (bytes) => (bytes / 1024).toFixed(1);
const size = (path) => statSync(path).size;

process.stdout.write('Building for production...\n');
const build = spawnSync(process.execPath, ['node_modules/webpack-cli/bin/cli.js', '--mode', 'production'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

// The login page loads what index.html references: the runtime, the main chunk and its CSS.
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const initial = [...html.matchAll(/(?:src|href)="?\/((?:js|css)\/[^"\s>]+)"?/g)].map((m) => m[1]);
const sum = (files, ext) => files.reduce((total, file) => total + size(join(dist, file + ext)), 0);
process.stdout.write('\nInitial JS + CSS of /login\n');
for (const file of initial) process.stdout.write(`  ${file.padEnd(40)} ${kb(size(join(dist, file))).padStart(7)} KB raw ${kb(size(join(dist, `${file}.gz`))).padStart(7)} KB gzip ${kb(size(join(dist, `${file}.br`))).padStart(7)} KB brotli\n`);
const gzipTotal = sum(initial, '.gz');
process.stdout.write(`  total: ${kb(sum(initial, ''))} KB raw, ${kb(gzipTotal)} KB gzip, ${kb(sum(initial, '.br'))} KB brotli (aim: at most 122 KB gzip; ${gzipTotal / 1024 <= 122 ? 'within' : 'over'} the aim)\n`);

process.stdout.write('\nEvery chunk (gzip)\n');
for (const dir of ['js', 'css']) {
  for (const file of readdirSync(join(dist, dir)).filter((f) => /\.(js|css)$/.test(f)).sort()) {
    const path = join(dist, dir, file);
    process.stdout.write(`  ${`${dir}/${file}`.padEnd(40)} ${kb(size(`${path}.gz`)).padStart(7)} KB gzip${initial.includes(`${dir}/${file}`) ? '  (initial)' : ''}\n`);
  }
}
const mainSource = initial.filter((f) => f.endsWith('.js')).map((f) => readFileSync(join(dist, f), 'utf8')).join('\n');
process.stdout.write(`  kept out of the login chunk: graphql parser ${/Syntax Error: Unexpected/.test(mainSource) ? 'NO' : 'yes'}, pdf.js ${/pdfjs/i.test(mainSource) ? 'NO' : 'yes'}, Plaid ${/cdn\.plaid\.com|link-initialize/.test(mainSource) ? 'NO' : 'yes'}, aws-amplify ${/Caldera Derived Key/.test(mainSource) ? 'NO' : 'yes'}\n`);

// Lighthouse against the production build served by the reference back end.
ensureBrowser();
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  cwd: root,
  env: { ...process.env, PORT: String(PORT), DATA_DIR: join(mkdtempSync(join(tmpdir(), 'portal-bench-')), 'db'), QUIET: 'true', LOG_LEVEL: 'warn' },
  stdio: 'inherit',
});
try {
  for (let i = 0; ; i += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/api/health`)).ok) break;
    } catch {
      if (i > 300) throw new Error('server did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) {
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    try {
      const result = await lighthouse(`http://cng.localhost:${PORT}/login`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      const { lhr } = result;
      const run = {
        score: (lhr.categories.performance.score ?? Number.NaN) * 100,
        lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        tbt: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
      };
      if (lhr.runtimeError) process.stdout.write(`  run ${i + 1}: Lighthouse reported ${lhr.runtimeError.code}\n`);
      runs.push(run);
      process.stdout.write(`  run ${i + 1}: score ${run.score.toFixed(0)}, LCP ${run.lcp.toFixed(0)} ms, TBT ${run.tbt.toFixed(0)} ms\n`);
    } finally {
      await chrome.kill();
    }
  }
  const median = (key) => {
    const values = runs.map((r) => r[key]).filter(Number.isFinite).sort((a, b) => a - b);
    return values.length ? values[Math.floor(values.length / 2)] : Number.NaN;
  };
  process.stdout.write(`\nLighthouse mobile, /login, median of ${runs.length} runs: score ${median('score').toFixed(0)}, LCP ${median('lcp').toFixed(0)} ms, TBT ${median('tbt').toFixed(0)} ms\n`);
} finally {
  server.kill('SIGTERM');
}
