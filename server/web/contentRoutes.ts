// GET /api/footer-links/:brandKey (spec 7.2): the brand's footer links as { results: [{ idTag, url, title }] }.
// Public (every page's footer asks for it) and cacheable for a few minutes. `?language=es` titles them in that
// language (decision 0085); without it, or with a language the portal does not speak, they are in English.
import type { FastifyInstance } from 'fastify';
import { isBrandKey } from '../../brands/index';
import { footerLinks } from '../domain/content/brandContent';
import { ERROR_ANSWER } from './openApi';
import { languageAsked } from '../../src/lib/rules/language';

export function registerContentRoutes(app: FastifyInstance): void {
  const route = {
    schema: {
      tags: ['runtime'],
      summary: "The brand's footer links: { results: [{ idTag, url, title }] }",
      params: {
        type: 'object',
        properties: { brandKey: { type: 'string', description: 'cng, aca, ccb, csh or p360' } },
      },
      querystring: {
        type: 'object',
        properties: { language: { type: 'string', description: "The titles' language: en (the default) or es" } },
      },
      response: { 404: ERROR_ANSWER },
    },
  };
  app.get<{ Params: { brandKey: string }; Querystring: { language?: string } }>(
    '/api/footer-links/:brandKey',
    route,
    async (request, reply) => {
      if (!isBrandKey(request.params.brandKey)) return reply.code(404).send({ error: 'Unknown brand' });
      reply.header('cache-control', 'public, max-age=300');
      const { language } = request.query;
      return { results: footerLinks(request.params.brandKey, languageAsked(language)) };
    },
  );
}
