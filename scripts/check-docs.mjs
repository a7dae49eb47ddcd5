// `npm test`'s check of the documentation (README.md and docs/), so that it stands in the repository:
// - every relative link leads to a file that exists, inside the repository (a page moved or renamed is caught the day
//   it moves, and nothing sends the reader to a folder a clone does not have);
// - no page points outside the repository by a path (`../shared/...`, an absolute path of this machine);
// - every source path a page names in code (`src/lib/rules/loanTerms.ts`, `server/web/`) exists.
// Prints each fault and exits 1 when there is one.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const pages = [join(root, 'README.md')];
const walk = (folder) => {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (path.endsWith('.md')) pages.push(path);
  }
};
walk(join(root, 'docs'));

/** The repository's top folders a page may name a path in (a code span that is one path, no wildcard). */
const SOURCE_PATH =
  /^(?:\.\/)?((?:src|server|tests|scripts|docs|brands|schema|bench|public|deploy|\.ci|\.github)\/[\w./@-]*?)[.,:;]?$/;
const inside = (path) => resolve(path) === resolve(root) || resolve(path).startsWith(resolve(root) + sep);

const faults = [];
let named = 0;
for (const page of pages) {
  const where = relative(root, page);
  const text = readFileSync(page, 'utf8');
  for (const [, target] of text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)) {
    if (/^[a-z]+:/i.test(target)) continue;
    const path = join(dirname(page), target);
    if (!inside(path)) faults.push(`${where}: a link outside the repository: ${target}`);
    else if (!existsSync(path)) faults.push(`${where}: a broken link: ${target}`);
  }
  for (const [outside] of text.matchAll(/(?:\.\.\/)+shared\/[^\s`)]*|\/work\/[^\s`)]*|\/home\/[^\s`)]*/g))
    faults.push(`${where}: a path outside the repository: ${outside}`);
  for (const [, code] of text.matchAll(/`([^`\s]+)`/g)) {
    const path = SOURCE_PATH.exec(code)?.[1];
    if (!path || /[*<{]/.test(path)) continue;
    named += 1;
    if (!existsSync(join(root, path))) faults.push(`${where}: names a path that does not exist: ${path}`);
  }
}
for (const fault of faults) process.stdout.write(`${fault}\n`);
process.stdout.write(`${pages.length} pages, ${named} source paths named, ${faults.length} faults\n`);
process.exit(faults.length > 0 ? 1 : 0);
