// The portal's words (decision 0085): `npm run texts` compiles each area's catalog (texts/<lang>.json, with the
// folders listed in lingui.config.js) with Lingui's compiler; `--check` (npm test) fails when
//   - a language lacks a key English has, or has one English has not (every language has the same keys);
//   - a message's placeholders ({brand}) or tags (<0>…</0>) differ between languages (a text would lose its value);
//   - a key is in two areas (one Lingui instance holds them all, so one would say the other's words);
//   - a message keyed by its English (a form rule's or a refusal's text, which travels as data) reads otherwise in
//     English: its key is the specification's text;
//   - a compiled file (texts/<lang>.ts, and texts/<lang>.mjs for each language but English) or an area's module
//     (texts/catalog.ts) is not what the catalog compiles to (someone edited a .json and did not run `npm run texts`).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from '@messageformat/parser';
import config, { CATALOGS, CATALOG_FOLDERS } from '../lingui.config.js';

const check = process.argv.includes('--check');
const faults = [];
const read = (file) => readFileSync(file, 'utf8');
const catalog = (folder, locale) => JSON.parse(read(join(folder, `${locale}.json`)));

/** A semantic key (`login.title`); any other key is a message's English. */
const SEMANTIC = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9]+)+$/;

/** The placeholders and tags of a message, sorted, so two languages' can be compared. */
function partsOf(message) {
  const parts = [];
  const walk = (tokens) => {
    for (const token of tokens) {
      if (token.type === 'argument' || token.type === 'function') parts.push(`{${token.arg}}`);
      if (token.type === 'select' || token.type === 'plural' || token.type === 'selectordinal') {
        parts.push(`{${token.arg}}`);
        for (const item of token.cases) walk(item.tokens);
      }
      if (token.type === 'content') for (const tag of token.value.match(/<\/?\d+\/?>/g) ?? []) parts.push(tag);
    }
  };
  walk(parse(message));
  return [...new Set(parts)].sort().join(' ');
}

for (const folder of CATALOG_FOLDERS) {
  const english = catalog(folder, config.sourceLocale);
  for (const [key, message] of Object.entries(english))
    if (!SEMANTIC.test(key) && message !== key)
      faults.push(`${folder}/en.json: "${key}" is a message's English as its key, and must read so in English`);
  for (const locale of config.locales.filter((locale) => locale !== config.sourceLocale)) {
    const other = catalog(folder, locale);
    for (const key of Object.keys(english)) if (!(key in other)) faults.push(`${folder}/${locale}.json lacks "${key}"`);
    for (const key of Object.keys(other)) {
      if (!(key in english)) faults.push(`${folder}/${locale}.json has "${key}", which English has not`);
      else if (partsOf(other[key]) !== partsOf(english[key]))
        faults.push(
          `${folder}/${locale}.json: "${key}" has ${partsOf(other[key]) || 'no placeholders'}, English ${partsOf(english[key]) || 'none'}`,
        );
    }
  }
}

// One Lingui instance holds every area's words: a key in two areas would take one area's words for the other's. A
// message keyed by its English may be in several, when every language says it the same way in each.
const owners = new Map();
for (const folder of CATALOG_FOLDERS) {
  for (const key of Object.keys(catalog(folder, config.sourceLocale))) {
    const first = owners.get(key);
    if (!first) {
      owners.set(key, folder);
      continue;
    }
    const same = config.locales.every((locale) => catalog(first, locale)[key] === catalog(folder, locale)[key]);
    if (SEMANTIC.test(key) || !same) faults.push(`"${key}" is in ${first} and in ${folder}: one area's words only`);
  }
}

// Each catalog compiles twice: a TypeScript module a language (English is imported with its area's code; the page
// shell and jest import the others too), and an ES module file for each other language, which the browser build emits
// as a file of its own and the app imports by its address when a page is in that language (decision 0085).
const others = config.locales.filter((locale) => locale !== config.sourceLocale);
const compiledFiles = CATALOG_FOLDERS.flatMap((folder) => [
  ...config.locales.map((locale) => join(folder, `${locale}.ts`)),
  ...others.map((locale) => join(folder, `${locale}.mjs`)),
  join(folder, 'catalog.ts'),
]);
const readOrNull = (file) => (existsSync(file) ? read(file) : null);
const before = new Map(compiledFiles.map((file) => [file, readOrNull(file)]));
const PREFIX = '// Compiled by `npm run texts` from the .json beside it (Lingui). Do not edit.\n';
for (const namespace of ['ts', 'es']) {
  const compile = spawnSync(
    process.execPath,
    ['node_modules/@lingui/cli/dist/lingui.js', 'compile', '--strict', '--output-prefix', PREFIX],
    { encoding: 'utf8', env: { ...process.env, LINGUI_NAMESPACE: namespace } },
  );
  if (compile.status !== 0) faults.push(`lingui compile failed:\n${compile.stdout}${compile.stderr}`);
}
// The source language's is imported as a TypeScript module only.
for (const folder of CATALOG_FOLDERS) rmSync(join(folder, `${config.sourceLocale}.mjs`), { force: true });

/** A comment's lines, wrapped at the code's 120 columns. */
function commentLines(text) {
  const lines = [];
  let line = '//';
  for (const word of text.split(' ')) {
    if (line.length + 1 + word.length > 120) {
      lines.push(line);
      line = '//';
    }
    line += ` ${word}`;
  }
  return [...lines, line].join('\n');
}

/**
 * An area's module (`texts/catalog.ts`): its catalog, with its English at once and each other language's loader (the
 * browser's build imports the file by its address; the page shell and jest import the module), and its ids' type.
 */
function catalogModule({ folder, name, about }) {
  const catalogs = relative(folder, 'src/i18n/catalogs').split('\\').join('/');
  const type = `${name[0].toUpperCase()}${name.slice(1)}Text`;
  return [
    '// Written by `npm run texts` (scripts/texts.mjs) from lingui.config.js. Do not edit.',
    commentLines(`${about.replace(/\.$/, '')} (decision 0085).`),
    "import type english from './en.json';",
    ...others.map((locale) => `import ${locale}Address from './${locale}.mjs?url';`),
    `import { defineCatalog, importByAddress } from '${catalogs.startsWith('.') ? catalogs : `./${catalogs}`}';`,
    `import { messages } from './${config.sourceLocale}';`,
    '',
    `export const ${name}Texts = defineCatalog('${name}', messages, {`,
    ...others.map(
      (locale) =>
        `  ${locale}: TEXTS_BY_ADDRESS ? () => importByAddress(${locale}Address) : () => import('./${locale}'),`,
    ),
    '});',
    '',
    `export type ${type} = keyof typeof english;`,
    '',
  ].join('\n');
}
for (const area of CATALOGS) writeFileSync(join(area.folder, 'catalog.ts'), catalogModule(area));
if (check)
  for (const file of compiledFiles)
    if (before.get(file) !== readOrNull(file)) faults.push(`${file} is out of date: run \`npm run texts\``);

if (faults.length) {
  console.error(faults.join('\n'));
  process.exit(1);
}
console.log(`${CATALOG_FOLDERS.length} catalogs in ${config.locales.length} languages: every key in each, alike`);
