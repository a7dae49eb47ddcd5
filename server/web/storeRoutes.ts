// POST /api/locations/search, the store search of the spec (7.2): public (visitors find stores), rate-limited.
// Body: { type: 'Store', storeNumber, address, postalCode, activeOnly, brand, params: { limit, skip,
// maxDistance, stateRestriction } }; the brand may also come in the X-brand-key header (the portal sends it for
// p360). Answers { results: [...] } nearest first, each with its distance in metres; bad input gets a 400 with
// a message that says what to fix.
import type { FastifyInstance } from 'fastify';
import { BRAND_KEYS } from '../../brands/brandKeys';
import type { Database } from '../db/client';
import { DomainError } from '../domain/domainError';
import { searchStores } from '../domain/stores/storeService';
import { ERROR_ANSWER } from './openApi';
import { STORES_MAX_DISTANCE_METRES } from '../../src/lib/rules/stores';

/** The longest radius the portal searches: 500 miles in metres. */
export const MAX_DISTANCE_METRES = STORES_MAX_DISTANCE_METRES;
export const MAX_LIMIT = 50;
/** Store numbers are at most 8 digits (the column is a 32-bit integer); no search skips more stores than there are. */
export const MAX_STORE_NUMBER = 99_999_999;
export const MAX_SKIP = 10_000;

/** The search's JSON schema: each value refused in words that say what to fix; what is left out gets its default. */
const SEARCH_BODY = {
  type: 'object',
  required: ['type'],
  properties: {
    type: { type: 'string', enum: ['Store'], errorMessage: "type must be 'Store'" },
    storeNumber: {
      type: ['number', 'null'],
      multipleOf: 1,
      exclusiveMinimum: 0,
      maximum: MAX_STORE_NUMBER,
      default: null,
      errorMessage: {
        type: 'storeNumber must be a number',
        exclusiveMinimum: 'storeNumber must be positive',
        maximum: `storeNumber must be at most ${MAX_STORE_NUMBER}`,
        multipleOf: 'storeNumber must be a whole number',
      },
    },
    postalCode: {
      type: ['string', 'null'],
      pattern: '^\\d{5}$',
      default: null,
      errorMessage: 'postalCode must be exactly 5 digits',
    },
    address: {
      type: ['string', 'null'],
      maxLength: 200,
      default: null,
      errorMessage: 'address must be at most 200 characters',
    },
    brand: {
      type: ['string', 'null'],
      enum: [...BRAND_KEYS, null],
      default: null,
      errorMessage: `brand must be one of ${BRAND_KEYS.join(', ')}`,
    },
    activeOnly: { type: 'boolean', default: true, errorMessage: 'activeOnly must be true or false' },
    params: {
      type: 'object',
      default: {},
      properties: {
        limit: {
          type: 'number',
          multipleOf: 1,
          minimum: 1,
          maximum: MAX_LIMIT,
          default: 10,
          errorMessage: {
            type: 'limit must be a number',
            minimum: `limit must be between 1 and ${MAX_LIMIT}`,
            maximum: `limit must be between 1 and ${MAX_LIMIT}`,
            multipleOf: 'limit must be a whole number',
          },
        },
        skip: {
          type: 'number',
          multipleOf: 1,
          minimum: 0,
          maximum: MAX_SKIP,
          default: 0,
          errorMessage: {
            type: 'skip must be a number',
            minimum: 'skip must be 0 or more',
            maximum: `skip must be at most ${MAX_SKIP}`,
            multipleOf: 'skip must be a whole number',
          },
        },
        maxDistance: {
          type: 'number',
          exclusiveMinimum: 0,
          maximum: MAX_DISTANCE_METRES,
          default: MAX_DISTANCE_METRES,
          errorMessage: {
            type: 'maxDistance must be a number',
            exclusiveMinimum: 'maxDistance must be more than 0',
            maximum: `maxDistance must be at most ${MAX_DISTANCE_METRES} metres`,
          },
        },
        stateRestriction: {
          type: ['string', 'null'],
          pattern: '^[A-Z]{2}$',
          default: null,
          errorMessage: 'stateRestriction must be a two-letter state code',
        },
      },
    },
  },
  errorMessage: { type: 'Send a JSON object', required: { type: "type must be 'Store'" } },
} as const;

interface SearchBody {
  type: 'Store';
  storeNumber: number | null;
  postalCode: string | null;
  address: string | null;
  brand: (typeof BRAND_KEYS)[number] | null;
  activeOnly: boolean;
  params: { limit: number; skip: number; maxDistance: number; stateRestriction: string | null };
}

export function registerStoreRoutes(app: FastifyInstance, deps: { db: Database }): void {
  const rateLimit = { config: { rateLimit: { max: 120, timeWindow: '1 minute' } } };
  const route = {
    ...rateLimit,
    schema: {
      tags: ['stores'],
      summary: 'Stores by number, ZIP code or address, nearest first, each with its distance in metres',
      body: SEARCH_BODY,
      response: { 400: ERROR_ANSWER, 404: ERROR_ANSWER },
    },
  };
  app.post<{ Body: SearchBody }>('/api/locations/search', route, async (request, reply) => {
    const input = request.body;
    const headerBrand = request.headers['x-brand-key'];
    const brand =
      input.brand ??
      (typeof headerBrand === 'string' && (BRAND_KEYS as readonly string[]).includes(headerBrand) ? headerBrand : null);
    try {
      const results = await searchStores(deps.db, {
        storeNumber: input.storeNumber,
        postalCode: input.postalCode,
        address: input.address,
        brand,
        activeOnly: input.activeOnly,
        limit: input.params.limit,
        skip: input.params.skip,
        maxDistance: input.params.maxDistance,
        stateRestriction: input.params.stateRestriction,
      });
      return { results };
    } catch (error) {
      if (error instanceof DomainError)
        return reply.code(error.code === 'NOT_FOUND' ? 404 : 400).send({ error: error.message });
      throw error;
    }
  });
}
