// Fails when package-lock.json and package.json disagree, the way `npm ci` would on a clean clone, a CI
// pipeline or a teammate's Mac: it runs `npm ci --dry-run` on a copy of the two files in a scratch folder, so
// node_modules here is never touched. A lock file that lacks another platform's optional packages (say
// @swc/core-darwin-arm64) fails here.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const scratch = mkdtempSync(join(tmpdir(), 'portal-lockfile-'));
try {
  for (const file of ['package.json', 'package-lock.json']) copyFileSync(join(root, file), join(scratch, file));
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(
    npm,
    ['ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'],
    { cwd: scratch, encoding: 'utf8' },
  );
  if (result.status !== 0) {
    const reasons = `${result.stdout}\n${result.stderr}`
      .split('\n')
      .filter((line) => /Missing:|Invalid:|in sync|ERR|error/.test(line));
    process.stderr.write(
      `package-lock.json and package.json disagree (npm ci would fail):\n${reasons.slice(0, 40).join('\n')}\nRun \`npm install\` and commit package-lock.json; when a platform package is missing from the registry, pin a version that has all of them.\n`,
    );
    process.exit(1);
  }
  process.stdout.write('package-lock.json agrees with package.json (npm ci --dry-run).\n');
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
