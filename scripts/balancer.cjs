// nginx from Debian's package as the load balancer in front of several instances of the reference back end
// (`npm run cluster`, and the cluster tests). Used when installed, installed with apt-get when missing and possible
// (root, apt-get present), otherwise null after one line saying how to have it, the way npm test gets PostgreSQL.
// Round robin; the Host header passed on (the brand is the host); the caller's address in X-Forwarded-For (the
// instances trust it from the balancer only: TRUSTED_PROXIES); websocket upgrades passed through; a request whose
// instance cannot be reached goes to the next, but a POST that reached one is never sent to another (nginx's
// default for non-idempotent requests), so a payment is never sent to two instances.
const { execFileSync, spawn } = require('node:child_process');
const { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } = require('node:fs');
const { createServer } = require('node:net');
const { join } = require('node:path');

const NGINX = '/usr/sbin/nginx';
/**
 * The address nginx connects to the instances from (proxy_bind; all of 127.0.0.0/8 is this machine). The instances
 * trust X-Forwarded-For from it alone (TRUSTED_PROXIES), so a client that reaches an instance directly from
 * 127.0.0.1 cannot name another address.
 */
const BALANCER_ADDRESS = '127.0.0.2';

/** The nginx binary, installed when missing and possible; null (after a one-line notice) when it cannot be had. */
function ensureNginx(why) {
  if (existsSync(NGINX)) return NGINX;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    process.stdout.write('nginx is missing: installing it with apt-get (once)...\n');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    try {
      execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
      execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'nginx'], { stdio: 'inherit', env });
    } catch {
      // reported below
    }
    // The package starts a system-wide nginx on port 80; only ours is wanted.
    spawnQuietly('/usr/sbin/service', ['nginx', 'stop']);
    if (existsSync(NGINX)) return NGINX;
  }
  process.stdout.write(`${why}: no nginx here (apt-get install -y nginx, then run it again).\n`);
  return null;
}

/** Refuses a port something already listens on, with the variable that changes it. */
function assertFree(port) {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () =>
      reject(new Error(`port ${port} (the balancer) is in use: stop what uses it, or choose another with PORT=<port>`)),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(resolve));
  });
}

/** The last line nginx wrote to its error log (why it stopped: a port in use, say). */
function lastLine(file) {
  try {
    return readFileSync(file, 'utf8').trim().split('\n').pop() || 'no message';
  } catch {
    return 'no message';
  }
}

function spawnQuietly(command, args) {
  try {
    execFileSync(command, args, { stdio: 'ignore' });
  } catch {
    // nothing to stop
  }
}

function configOf(dir, port, upstreams) {
  const servers = upstreams
    .map((upstream) => `    server 127.0.0.1:${upstream} max_fails=1 fail_timeout=2s;`)
    .join('\n');
  return `daemon off;
worker_processes 1;
# After a reload the old worker closes what is still open (a socket: the portal reconnects) within a second.
worker_shutdown_timeout 1s;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${join(dir, 'body')};
  proxy_temp_path ${join(dir, 'proxy')};
  fastcgi_temp_path ${join(dir, 'fastcgi')};
  uwsgi_temp_path ${join(dir, 'uwsgi')};
  scgi_temp_path ${join(dir, 'scgi')};
  # The largest request the portal takes is a 10 MB document.
  client_max_body_size 12m;
  map $http_upgrade $connection_upgrade {
    default upgrade;
    '' '';
  }
  upstream portal {
${servers}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    listen [::1]:${port};
    location / {
      proxy_pass http://portal;
      proxy_bind ${BALANCER_ADDRESS};
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      # An application or loan socket stays open while its page waits.
      proxy_read_timeout 1h;
      proxy_next_upstream error timeout;
    }
  }
}
`;
}

/** The process ids of nginx's workers under its master. */
function workersOf(masterPid) {
  let pids;
  try {
    pids = readFileSync(`/proc/${masterPid}/task/${masterPid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
  } catch {
    return [];
  }
  return pids.flatMap((pid) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('worker process') ? [pid] : [];
    } catch {
      return []; // gone since
    }
  });
}

/**
 * Starts nginx on 127.0.0.1:`port` (and [::1]) in front of the instances on `upstreams` (ports), its files in `dir`.
 * Returns { reload(upstreams), stop() }.
 */
async function startBalancer(nginx, { dir, port, upstreams }) {
  await assertFree(port);
  mkdirSync(dir, { recursive: true });
  // Started as root, nginx's workers run as nobody: they reach their temporary files through this folder.
  chmodSync(dir, 0o755);
  const conf = join(dir, 'nginx.conf');
  writeFileSync(conf, configOf(dir, port, upstreams));
  const child = spawn(nginx, ['-c', conf, '-e', join(dir, 'error.log')], { stdio: ['ignore', 'ignore', 'inherit'] });
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`nginx exited with code ${child.exitCode}: ${lastLine(join(dir, 'error.log'))}`);
    try {
      // nginx's own answer: another server on the port would answer too.
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.headers.get('server')?.startsWith('nginx')) break;
    } catch {
      if (Date.now() > deadline) throw new Error('nginx did not start within 10 s');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    /**
     * Writes the instances again and has nginx take them. Resolves once the new worker runs and the old one has exited:
     * until then a client reusing an idle connection to the old worker may see it closed unanswered (a POST is not
     * sent again). The old worker finishes what it serves, and closes what is still open (a socket) after 1 s.
     */
    async reload(next) {
      const before = workersOf(child.pid);
      writeFileSync(conf, configOf(dir, port, next));
      execFileSync(nginx, ['-c', conf, '-e', join(dir, 'error.log'), '-s', 'reload']);
      const deadline = Date.now() + 10_000;
      for (;;) {
        const now = workersOf(child.pid);
        if (now.length > 0 && now.every((worker) => !before.includes(worker))) {
          // The clients here see the old worker's connections closed before they ask again.
          await new Promise((resolve) => setTimeout(resolve, 100));
          return;
        }
        if (Date.now() > deadline)
          throw new Error(`nginx did not reload within 10 s: ${lastLine(join(dir, 'error.log'))}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    stop() {
      child.kill('SIGTERM');
    },
  };
}

module.exports = { ensureNginx, startBalancer, assertFree, BALANCER_ADDRESS };
