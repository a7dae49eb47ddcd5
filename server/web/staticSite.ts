// Serves the production build: hashed files with a year's cache (gzip and brotli variants precompressed by
// the build), index.html with no-cache for every app route, brand assets, and the branded 404 and
// maintenance pages.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { brandKeyFromHost, brands } from '../../brands/index';
import type { Settings } from '../settings';
import { renderBrandPage } from './brandPages';

const HASHED = /\.[0-9a-f]{8,}\.(js|mjs|css|svg|png|woff2?)$/;
const publicDir = new URL('../../public/', import.meta.url);

export async function registerStaticSite(app: FastifyInstance, settings: Settings): Promise<void> {
  const hasBuild = existsSync(`${settings.distDir}/index.html`);
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

  const brandPage = (reply: FastifyReply, host: string, page: '404.html' | 'maintenance.html', status: number) =>
    reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(renderBrandPage(new URL(page, publicDir), brands[brandKeyFromHost(host)]));

  app.get('/404.html', (request, reply) => brandPage(reply, request.host, '404.html', 404));
  app.get('/maintenance.html', (request, reply) => brandPage(reply, request.host, 'maintenance.html', 503));
  app.get('/favicon.svg', (_request, reply) => reply.header('cache-control', 'public, max-age=86400').sendFile('favicon.svg', fileURLToPath(publicDir)));

  // Every other GET that asks for HTML is an app route: the router in the browser decides (and sends
  // unknown paths to the brand's 404 page).
  app.setNotFoundHandler((request, reply) => {
    const wantsHtml = request.method === 'GET' && String(request.headers.accept ?? '').includes('text/html');
    const isApi = /^\/(api|graphql|cognito)\b/.test(request.url);
    if (wantsHtml && !isApi && hasBuild) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', settings.distDir);
    }
    if (wantsHtml && !isApi) return brandPage(reply, request.host, '404.html', 404);
    return reply.code(404).send({ error: 'Not Found' });
  });
}
