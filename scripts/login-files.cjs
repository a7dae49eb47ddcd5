// What a built /login fetches, as paths under its dist folder. One reading for the byte budgets (.size-limit.cjs), the
// bench and the chunk check:
//   - before the first input: the scripts and stylesheets index.html loads (the server's HTML shows the sign-in form,
//     which works before the app runs; decision 0067);
//   - the app's start, fetched by the entry at the first input on /login (at once elsewhere): the boot chunk with its
//     vendors and the sign-in form's chunk, as the build lists them in dist/boot-files.json.
const { existsSync, readFileSync } = require('node:fs');
const { join } = require('node:path');

function beforeInputFiles(dist) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  return [...new Set([...html.matchAll(/(?:src|href)="?\/((?:js|css)\/[^"\s>]+)"?/g)].map((match) => match[1]))];
}

function appStartFiles(dist) {
  const listed = join(dist, 'boot-files.json');
  return existsSync(listed) ? JSON.parse(readFileSync(listed, 'utf8')) : [];
}

/** Everything /login fetches before someone can sign in: both of the above. */
function loginFiles(dist) {
  return [...new Set([...beforeInputFiles(dist), ...appStartFiles(dist)])];
}

module.exports = { appStartFiles, beforeInputFiles, loginFiles };
