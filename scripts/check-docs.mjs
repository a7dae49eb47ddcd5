// `npm test`'s check of the documentation: every relative link in README.md and docs/ leads to a file that exists,
// so a page moved or renamed is caught the day it moves. Prints each broken link and exits 1 when there is one.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
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

const broken = [];
for (const page of pages) {
  for (const [, target] of readFileSync(page, 'utf8').matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)) {
    if (/^[a-z]+:/i.test(target)) continue;
    if (!existsSync(join(dirname(page), target))) broken.push(`${relative(root, page)}: ${target}`);
  }
}
for (const link of broken) process.stdout.write(`broken link in ${link}\n`);
process.stdout.write(`${pages.length} pages, ${broken.length} broken links\n`);
process.exit(broken.length > 0 ? 1 : 0);
