// What a built page needs before it is usable, as paths under its dist folder: the scripts and stylesheets its
// index.html loads, and the boot chunk's files where the build lists them (dist/boot-files.json: the portal's entry
// fetches them after the first paint, decision 0066). One reading for the byte budget (.size-limit.cjs), the bench and
// the chunk check.
const { existsSync, readFileSync } = require('node:fs');
const { join } = require('node:path');

function loginFiles(dist) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const loaded = [...html.matchAll(/(?:src|href)="?\/((?:js|css)\/[^"\s>]+)"?/g)].map((match) => match[1]);
  const listed = join(dist, 'boot-files.json');
  const boot = existsSync(listed) ? JSON.parse(readFileSync(listed, 'utf8')) : [];
  return [...new Set([...loaded, ...boot])];
}

module.exports = { loginFiles };
