// A throw-away PostgreSQL server for the second run of the server tests (DATABASE_URL), the way npm test gets
// Chromium: Debian's postgresql package is used when installed, installed with apt-get when missing and
// possible (root, apt-get present), and otherwise the run is skipped with one line saying how to have it.
// Each run gets a fresh cluster in a temporary folder (trust auth, loopback only), stopped and removed after.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, chmodSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const { freePort } = createRequire(import.meta.url)('./free-port.cjs');

const POSTGRES_LIB = '/usr/lib/postgresql';

function serverBin() {
  if (!existsSync(POSTGRES_LIB)) return null;
  const versions = readdirSync(POSTGRES_LIB)
    .filter((v) => existsSync(join(POSTGRES_LIB, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(POSTGRES_LIB, versions[0], 'bin') : null;
}

/**
 * Starts a fresh PostgreSQL server: { url, stop() }, or null (after a one-line notice beginning with `skipped`) when
 * none can be had.
 */
export async function startPostgres(skipped = 'Skipped the server tests on PostgreSQL') {
  const asRoot = process.getuid?.() === 0;
  let bin = serverBin();
  if (!bin && asRoot && existsSync('/usr/bin/apt-get')) {
    process.stdout.write('PostgreSQL is missing: installing it with apt-get (once)...\n');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    try {
      execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
      execFileSync('apt-get', ['install', '-y', '-qq', 'postgresql'], { stdio: 'inherit', env });
    } catch {
      // reported below
    }
    bin = serverBin();
  }
  if (!bin) {
    process.stdout.write(`${skipped}: no PostgreSQL server here (apt-get install -y postgresql, then run it again).\n`);
    return null;
  }
  const dir = mkdtempSync(join(tmpdir(), 'portal-postgres-'));
  const data = join(dir, 'data');
  // initdb refuses to run as root: the cluster then belongs to the postgres user the package created.
  const as = (command, args) =>
    spawnSync(asRoot ? 'runuser' : command, asRoot ? ['-u', 'postgres', '--', command, ...args] : args, {
      encoding: 'utf8',
    });
  if (asRoot) {
    chmodSync(dir, 0o777);
  }
  const port = await freePort();
  const steps = [
    [join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']],
    [
      join(bin, 'pg_ctl'),
      [
        '-D',
        data,
        '-l',
        join(dir, 'server.log'),
        '-w',
        '-o',
        `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
        'start',
      ],
    ],
  ];
  for (const [command, args] of steps) {
    const result = as(command, args);
    if (result.status !== 0) {
      process.stdout.write(
        `${skipped}: ${command.split('/').pop()} failed (${(result.stderr || result.stdout || '').trim().split('\n').pop()}).\n`,
      );
      rmSync(dir, { recursive: true, force: true });
      return null;
    }
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      as(join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
