// `npm run dev`: the reference back end and a development build of the app, with hot module replacement and React
// Fast Refresh, on the brand hosts of `npm start` (http://cng.localhost:8080, ...; PORT changes it). webpack-dev-server
// answers on PORT: it serves the build from memory (source maps, no eval) and its HMR socket (/ws), and hands every
// other request, sockets included, to the back end on PORT+20, which serves the app's HTML (the brand, the boot data)
// from .data/dev-dist as it does the production build's. Redux DevTools connects (a development build only).
// Why webpack-dev-server in front rather than webpack-dev-middleware inside the server: the back end stays the code
// that runs in production, with no build tool in it, and the dev server is the way React Fast Refresh's plugin is
// made for.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import configFor from '../webpack.config.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.PORT ?? 8080);
const backendPort = Number(process.env.BACKEND_PORT ?? port + 20);
const backend = `http://127.0.0.1:${backendPort}`;
const say = (line = '') => process.stdout.write(`${line}\n`);

/** What the dev server answers itself: the build's files, its hot updates and its HMR socket. */
const fromBuild = (path) =>
  /^\/(js|css|assets)\//.test(path) || path.includes('.hot-update.') || path.startsWith('/ws');

const config = configFor({}, { mode: 'development' });
const compiler = webpack(config);
const firstBuild = new Promise((resolve) => compiler.hooks.done.tap('dev', resolve));
const server = new WebpackDevServer(
  {
    port,
    host: '127.0.0.1',
    hot: true,
    liveReload: false,
    static: false,
    // The brand hosts (and loopback names), as the back end answers.
    allowedHosts: ['.localhost', '127.0.0.1'],
    client: { overlay: { errors: true, warnings: false }, logging: 'warn', webSocketURL: 'auto://0.0.0.0:0/ws' },
    // The back end reads the app's HTML from disk; the rest stays in memory.
    devMiddleware: { writeToDisk: (file) => file.endsWith('index.html') },
    proxy: [{ context: (path) => !fromBuild(path), target: backend, ws: true, changeOrigin: false }],
  },
  compiler,
);

say('Building the app for development...');
await server.start();
await firstBuild;
const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: String(backendPort),
    PUBLIC_PORT: String(port),
    DIST_DIR: `${root}.data/dev-dist`,
    // No page shell: the production one would not match this build's markup.
    SHELL_FILE: `${root}.data/dev-dist/no-page-shell.cjs`,
  },
});
say(
  `Development build on http://cng.localhost:${port} (also aca, ccb, csh and p360.localhost): edit a screen and it refreshes in place.`,
);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  child.kill('SIGINT');
  await server.stop();
  process.exit(0);
}
child.on('exit', (code) => {
  if (!stopping) {
    say(`The back end stopped (${code}).`);
    void server.stop().then(() => process.exit(code ?? 1));
  }
});
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
