// Serves the production build: hashed files with a year's cache (gzip and brotli variants precompressed by
// the build), the app's HTML with no-cache for every app route (with the brand's theme and the boot data inlined,
// see appShell.ts), brand assets, and the branded 404 and maintenance pages.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { brands } from '../../brands/index';
import type { Database } from '../db/client';
import type { Settings } from '../settings';
import { createAppShell } from './appShell';
import { languageCookie } from './pageLanguage';
import { landingCookies } from './landingCookies';
import { renderBrandPage } from './brandPages';
import type { HostPolicy } from './hosts';

const HASHED = /\.[0-9a-f]{8,}\.(js|mjs|css|svg|png|woff2?)$/;
const publicDir = new URL('../../public/', import.meta.url);

export async function registerStaticSite(
  app: FastifyInstance,
  settings: Settings,
  deps: { db: Database; hosts: HostPolicy },
): Promise<void> {
  const hasBuild = existsSync(`${settings.distDir}/index.html`);
  const appShell = hasBuild ? createAppShell(`${settings.distDir}/index.html`, settings, deps) : undefined;
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: settings.distDir,
      prefix: '/',
      preCompressed: true,
      index: false,
      wildcard: false,
      setHeaders(reply: FastifyReply, path: string) {
        reply.header('cache-control', HASHED.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
        if (path.endsWith('.mjs')) reply.header('content-type', 'text/javascript; charset=utf-8');
      },
    });
  }
  await app.register(fastifyStatic, {
    root: fileURLToPath(new URL('../../brands/', import.meta.url)),
    prefix: '/brands/',
    decorateReply: !hasBuild,
    allowedPath: (path) => /^\/(cng|aca|ccb|csh|p360)\/(theme\.css|logo\.svg)$/.test(path),
    setHeaders(reply: FastifyReply) {
      reply.header('cache-control', 'public, max-age=3600');
    },
  });

  const brandPage = (
    request: FastifyRequest,
    reply: FastifyReply,
    page: '404.html' | 'maintenance.html',
    status: number,
  ) =>
    reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(renderBrandPage(new URL(page, publicDir), brands[deps.hosts.brandOf(request)]));

  app.get('/404.html', (request, reply) => brandPage(request, reply, '404.html', 404));
  app.get('/maintenance.html', (request, reply) => brandPage(request, reply, 'maintenance.html', 503));
  app.get('/favicon.svg', (_request, reply) =>
    reply.header('cache-control', 'public, max-age=86400').sendFile('favicon.svg', fileURLToPath(publicDir)),
  );

  // Every other GET that asks for HTML is an app route: the router in the browser decides (and sends
  // unknown paths to the brand's 404 page).
  app.setNotFoundHandler((request, reply) => {
    const wantsHtml = request.method === 'GET' && String(request.headers.accept ?? '').includes('text/html');
    const isApi = /^\/(api|graphql|cognito)\b/.test(request.url);
    if (wantsHtml && !isApi && appShell) {
      // A visitor sent by a search engine is counted under the brand's campaign with the page itself (the app starts
      // at the first input on the public pages: decision 0078).
      return appShell(request).then(({ html, brandKey }) => {
        // The brand the page was rendered for (the host's, or ?brand= where overrides are allowed).
        const brand = brands[brandKey];
        const cookies = [...landingCookies(request, brand), ...languageCookie(request, brand.languages)];
        if (cookies.length) void reply.header('set-cookie', cookies);
        return (
          reply
            .header('cache-control', 'no-cache')
            // Its words are in the visitor's language: their cookie, else their browser's (pageLanguage.ts).
            .header('vary', 'Accept-Language, Cookie')
            .header('content-type', 'text/html; charset=utf-8')
            .send(html)
        );
      });
    }
    if (wantsHtml && !isApi) return brandPage(request, reply, '404.html', 404);
    return reply.code(404).send({ error: 'Not Found' });
  });
}
