// GET /api/footer-links/:brandKey (spec 7.2): the brand's footer links as { results: [{ idTag, url, title }] }.
// Public (every page's footer asks for it) and cacheable for a few minutes.
import type { FastifyInstance } from 'fastify';
import { isBrandKey } from '../../brands/index';
import { footerLinks } from '../domain/content/brandContent';

export function registerContentRoutes(app: FastifyInstance): void {
  app.get<{ Params: { brandKey: string } }>('/api/footer-links/:brandKey', async (request, reply) => {
    if (!isBrandKey(request.params.brandKey)) return reply.code(404).send({ error: 'Unknown brand' });
    reply.header('cache-control', 'public, max-age=300');
    return { results: footerLinks(request.params.brandKey) };
  });
}
