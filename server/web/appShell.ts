// The app's HTML for a brand host: the built index.html with what the first render needs already in it, so the
// browser does not wait for three more round trips after the main script (config, flags, theme):
//   - the brand on <html> and its name as the title, and its theme stylesheet in <head> (loaded in parallel with
//     the scripts, so the page never waits hidden for it);
//   - the runtime config, the brand's feature flags, its footer's links and the page's data (the stores of a ZIP code
//     in the locator's address) as a JSON data block (`<script type="application/json">` is data, never run, so the
//     CSP's script-src 'self' still holds);
//   - on the public pages a visitor lands on (/login, the application's first step, enrollment, recovery, the agents'
//     login, the store locator, the error pages), the page's first render as HTML inside the root (the page shell,
//     built from the app's own components into dist-ssr/): the header, the page with its form, and the footer whole,
//     which paint and work before the script has run; the app then hydrates that markup (takes it over in place), at
//     the first input (decisions 0067 and 0078), and the stylesheets that markup's classes need are linked in <head>
//     (pageStylesheets.ts). Rendering it costs a few milliseconds a request.
// The app reads the block when it is there and falls back to /config.json, /api/flags and /api/footer-links when it is
// not (the same build behind a plain CDN).
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { compileFunction } from 'node:vm';
import type { FastifyRequest } from 'fastify';
import { brands, isBrandKey } from '../../brands/index';
import type { BrandKey } from '../../brands/brandKeys';
import type { Database } from '../db/client';
import { readFlags } from '../flags/featureFlags';
import { footerLinks } from '../domain/content/brandContent';
import { legalOf } from '../domain/application/productCatalog';
import type { Settings } from '../settings';
import { escapeHtml } from './brandPages';
import type { HostPolicy } from './hosts';
import { createPageData, type PageData } from './pageData';
import { createPageStylesheets } from './pageStylesheets';
import { pageLanguage } from './pageLanguage';
import { runtimeConfig } from './runtimeConfig';
import type { Language } from '../../src/lib/rules/language';
import { EARLY_REPORTS_SCRIPT } from '../../src/lib/rules/earlyReports';

/** What dist-ssr/page-shell.cjs exports (src/prerender/pageShell.tsx). */
interface PageShell {
  shellPathOf: (pathname: string) => string | null;
  shellReady: Promise<void>;
  renderPageShell: (input: {
    brandKey: BrandKey;
    config: ReturnType<typeof runtimeConfig>;
    flags: Awaited<ReturnType<typeof readFlags>>;
    footer: { links: ReturnType<typeof footerLinks>; legal: ReturnType<typeof legalOf> };
    url: string;
    page: PageData | null;
    language: Language;
  }) => { head: string; root: string };
}

/**
 * The shell is webpack's CommonJS output, run as it was built: compiled by Node itself with the module's usual
 * arguments, not required. The server runs under tsx, which would compile the 6 MB file once more and keep it with an
 * inline source map: 77 MB of the heap, against 12 MB this way, in every instance. An `import()` run from it would
 * fail (no loader is given, which Node has only as an experimental option); the bundle has a few (pdf.js's worker,
 * React Router's framework routes), on paths the shell's pages never render, and a render that failed would serve the
 * page with an empty root.
 */
function loadPageShell(file: string): PageShell | null {
  if (!existsSync(file)) return null;
  const module = { exports: {} };
  const run = compileFunction(readFileSync(file, 'utf8'), ['exports', 'require', 'module', '__filename', '__dirname'], {
    filename: file,
  });
  Reflect.apply(run, undefined, [module.exports, createRequire(file), module, file, dirname(file)]);
  return module.exports as PageShell;
}

/** The app reads this id (src/app/bootData.ts). */
const BOOT_DATA_ID = 'boot-data';

/** JSON that cannot end the script element or open a comment inside it. */
const jsonForScript = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export function createAppShell(indexFile: string, settings: Settings, deps: { db: Database; hosts: HostPolicy }) {
  const template = readFileSync(indexFile, 'utf8');
  if (
    !/<html[^>]*>/.test(template) ||
    !template.includes('<head>') ||
    !template.includes('</head>') ||
    !/<title>[^<]*<\/title>/.test(template)
  ) {
    throw new Error(`${indexFile} lacks <html>, <head>, <title> or </head>: rebuild the app`);
  }
  const emptyRoot = /<div id="?root"?><\/div>/;
  const shell = emptyRoot.test(template) ? loadPageShell(settings.shellFile) : null;
  const stylesheets = createPageStylesheets(dirname(indexFile), template);
  const pageDataFor = createPageData(deps.db);

  /** The address the shell renders for this request (null: none), and the query asked. */
  function shellAddress(request: FastifyRequest): { path: string | null; query: string } {
    const at = request.url.indexOf('?');
    const [pathname, query] = at === -1 ? [request.url, ''] : [request.url.slice(0, at), request.url.slice(at)];
    return { path: shell?.shellPathOf(pathname) ?? null, query };
  }

  /**
   * The first render of a shell page as HTML, with the address it rendered, or none (the app then renders into an
   * empty root as before).
   */
  function shellHtml(
    request: FastifyRequest,
    address: { path: string | null; query: string },
    input: Omit<Parameters<PageShell['renderPageShell']>[0], 'url'>,
  ): { head: string; root: string; path: string | null } {
    const none = { head: '', root: '', path: null };
    const { path, query } = address;
    if (!shell || path === null) return none;
    try {
      return { ...shell.renderPageShell({ ...input, url: `${path}${query}` }), path };
    } catch (error) {
      request.log.warn({ err: error }, 'the page shell could not be rendered; serving an empty root');
      return none;
    }
  }

  /** The brand the app will pick: ?brand= when overrides are allowed (as the app decides), else the host's. */
  function brandFor(request: FastifyRequest): BrandKey {
    const asked = (request.query as Record<string, unknown> | undefined)?.brand;
    return settings.allowBrandOverride && isBrandKey(asked) ? asked : deps.hosts.brandOf(request);
  }

  /** The page for a request, and the brand it was rendered for (its cookies are that brand's). */
  return async function render(request: FastifyRequest): Promise<{ html: string; brandKey: BrandKey }> {
    // Settled after the first time (the sign-in form's module, required in the same file).
    if (shell) await shell.shellReady;
    const brandKey = brandFor(request);
    const brand = brands[brandKey];
    const address = shellAddress(request);
    const language = pageLanguage(request, brand.languages);
    // What the page's first render shows beyond these (the stores near a ZIP code in the address), read once for the
    // shell and the app both.
    const page = address.path === null ? null : await pageDataFor(brandKey, address.path, address.query, request.ip);
    const boot = {
      brandKey,
      config: runtimeConfig(settings, deps.hosts, request, brandKey),
      flags: await readFlags(deps.db, brandKey),
      // The footer's links, as their REST route answers them: the app reads them here, not with a request of its own.
      footerLinks: footerLinks(brandKey, language),
      // The page's language, chosen here from the visitor's cookie and Accept-Language (the app has no other way to
      // read the header): the app renders in it, and takes the shell over in it.
      language,
      ...(page ? { page } : {}),
    };
    // The footer whole, with what the app would load for it (its links' REST answer, the brand's legal text).
    const first = shellHtml(request, address, {
      brandKey,
      config: boot.config,
      flags: boot.flags,
      footer: { links: boot.footerLinks, legal: legalOf(brandKey, language) },
      page,
      language,
    });
    const head = [
      `<link rel="stylesheet" href="/brands/${brandKey}/theme.css" data-brand-theme="${brandKey}">`,
      // The chunks' stylesheets the page's markup needs beside those index.html links (the page's own screen's).
      ...stylesheets.missingFor(first.root).map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
      first.head,
      `<script type="application/json" id="${BOOT_DATA_ID}">${jsonForScript(boot)}</script>`,
    ].join('');
    const html = template
      // The address the markup was rendered for: the entry puts it in the address bar when it differs (src/index.ts).
      .replace(emptyRoot, () =>
        first.path === null
          ? '<div id="root"></div>'
          : `<div id="root" data-shell="${escapeHtml(first.path)}">${first.root}</div>`,
      )
      .replace(/<html([^>]*)>/, (_tag, attributes: string) => {
        // index.html is minified: its lang may be written with or without quotes.
        const rest = attributes.replace(/\slang=(?:"[^"]*"|'[^']*'|[^\s>]+)/, '');
        return `<html lang="${language}"${rest} data-brand="${brandKey}">`;
      })
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(brand.name)}</title>`)
      .replace('</head>', () => `${head}</head>`)
      // First in <head>: field reports from the first byte (src/lib/rules/earlyReports.ts; allowed by its CSP hash).
      .replace(/<head>/, () => `<head><script>${EARLY_REPORTS_SCRIPT}</script>`);
    return { html, brandKey };
  };
}
