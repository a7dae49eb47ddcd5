// POST /api/rum: field reports from browsers (issue 49; src/lib/rules/fieldReports.ts). Each web vital and each
// uncaught error becomes one structured log entry with the page's route name and the brand. The body is checked by
// its JSON schema (sizes capped, names from fixed lists, the route name's characters), error messages are masked as
// every log is, and an address may send FIELD_REPORTS_PER_MINUTE reports a minute (60; counted across instances: a
// page sends one or two, and an office's browsers share an address). Anyone may send one, before
// sign-in too (the login page's vitals are the ones that matter most); nothing is stored.
import type { FastifyInstance } from 'fastify';
import { maskText } from '../logging/maskPii';
import {
  ERROR_SOURCES,
  FIELD_REPORT_LIMITS,
  FIELD_REPORTS_PATH,
  NAVIGATION_TYPES,
  ROUTE_NAME_PATTERN,
  VITAL_NAMES,
  VITAL_RATINGS,
  type FieldReport,
} from '../../src/lib/rules/fieldReports';
import type { HostPolicy } from './hosts';

const route = { type: 'string', maxLength: FIELD_REPORT_LIMITS.routeChars, pattern: ROUTE_NAME_PATTERN } as const;

/** The report's JSON schema (Ajv checks it; the OpenAPI document shows it). */
export const FIELD_REPORT_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: {
    vitals: {
      type: 'array',
      minItems: 1,
      maxItems: VITAL_NAMES.length,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'value', 'rating', 'navigationType', 'route'],
        properties: {
          name: { type: 'string', enum: VITAL_NAMES },
          // Milliseconds (CLS: a score); an hour at most.
          value: { type: 'number', minimum: 0, maximum: 3_600_000 },
          rating: { type: 'string', enum: VITAL_RATINGS },
          navigationType: { type: 'string', enum: NAVIGATION_TYPES },
          route,
        },
      },
    },
    errors: {
      type: 'array',
      minItems: 1,
      maxItems: 1,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['source', 'message', 'route'],
        properties: {
          source: { type: 'string', enum: ERROR_SOURCES },
          message: { type: 'string', maxLength: FIELD_REPORT_LIMITS.messageChars },
          route,
        },
      },
    },
  },
} as const;

export function registerFieldReportRoutes(
  app: FastifyInstance,
  { hosts, perMinute }: { hosts: Pick<HostPolicy, 'brandOf'>; perMinute: number },
) {
  void app.register((scope, _options, registered) => {
    // sendBeacon sends a string as text/plain: read as JSON here, as application/json is.
    scope.removeContentTypeParser('text/plain');
    scope.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(Object.assign(new Error('Send the report as JSON'), { statusCode: 400 }), undefined);
      }
    });
    scope.post<{ Body: FieldReport }>(
      FIELD_REPORTS_PATH,
      {
        bodyLimit: FIELD_REPORT_LIMITS.bytes,
        config: { rateLimit: { max: perMinute, timeWindow: '1 minute' } },
        schema: {
          summary: "A browser's web vitals or an uncaught error, for the operators' logs",
          tags: ['operations'],
          body: FIELD_REPORT_SCHEMA,
          response: { 204: { type: 'null', description: 'Logged' } },
        },
      },
      async (request, reply) => {
        const brand = hosts.brandOf(request);
        for (const vital of request.body.vitals ?? []) request.log.info({ vital, brand }, 'web vital');
        for (const error of request.body.errors ?? [])
          request.log.warn({ browserError: { ...error, message: maskText(error.message) }, brand }, 'browser error');
        return reply.code(204).send();
      },
    );
    registered();
  });
}
