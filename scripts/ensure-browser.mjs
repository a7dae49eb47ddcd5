// Makes sure the system Chromium is there for the browser tests: installs it with apt-get when missing and
// possible (root, apt-get present), or stops with a one-line instruction.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureBrowser() {
  if (existsSync(CHROMIUM)) return CHROMIUM;
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    process.stderr.write(
      `Chromium is missing: run \`sudo apt-get install -y chromium\` (or set CHROMIUM_PATH), then npm test again.\n`,
    );
    process.exit(1);
  }
  process.stdout.write('Chromium is missing: installing it with apt-get (once)...\n');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-dejavu-core'], { stdio: 'inherit', env });
  if (!existsSync(CHROMIUM)) {
    process.stderr.write('Chromium did not install: run `apt-get install -y chromium`, then npm test again.\n');
    process.exit(1);
  }
  return CHROMIUM;
}

if (import.meta.url === `file://${process.argv[1]}`) ensureBrowser();
