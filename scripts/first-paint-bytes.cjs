// What a page fetches before its first paint, on the wire (gzip), from the HTML the server answered: the HTML itself
// and every script and stylesheet it names (index.html's, the stylesheets the server links for the page's markup, the
// brand's theme). One reading for the byte budget in `npm test` (tests/startup/) and the bench (scripts/bench.mjs).
const { existsSync, readFileSync } = require('node:fs');
const { join } = require('node:path');
const { gzipSync } = require('node:zlib');

const gzipped = (path) =>
  existsSync(`${path}.gz`) ? readFileSync(`${path}.gz`).length : gzipSync(readFileSync(path)).length;

/**
 * `html`: the page as served; `dist`: the build's folder (js/, css/); `root`: the repository (brands/). Returns each
 * file with its bytes and the total.
 */
function firstPaintBytes(html, dist, root) {
  const files = [{ name: 'the HTML', bytes: gzipSync(html).length }];
  const head = html.slice(0, html.indexOf('</head>'));
  const named = new Set(
    [...head.matchAll(/(?:src|href)="?\/((?:js|css)\/[^"\s>]+|brands\/[a-z0-9]+\/theme\.css)"?/g)].map((m) => m[1]),
  );
  for (const name of named)
    files.push({ name, bytes: gzipped(name.startsWith('brands/') ? join(root, name) : join(dist, name)) });
  return { files, total: files.reduce((sum, file) => sum + file.bytes, 0) };
}

module.exports = { firstPaintBytes };
