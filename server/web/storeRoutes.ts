// POST /api/locations/search, the store search of the spec (7.2): public (visitors find stores), rate-limited.
// Body: { type: 'Store', storeNumber, address, postalCode, activeOnly, brand, params: { limit, skip,
// maxDistance, stateRestriction } }; the brand may also come in the X-brand-key header (the portal sends it for
// p360). Answers { results: [...] } nearest first, each with its distance in metres; bad input gets a 400 with
// a message that says what to fix.
import type { FastifyInstance } from 'fastify';
import { boolean, number, object, string, ValidationError } from 'yup';
import { BRAND_KEYS } from '../../brands/brandKeys';
import type { Database } from '../db/client';
import { DomainError } from '../domain/domainError';
import { searchStores } from '../domain/stores/storeService';

/** The longest radius the portal searches: 500 miles in metres. */
export const MAX_DISTANCE_METRES = 804700;
export const MAX_LIMIT = 50;
/** Store numbers are at most 8 digits (the column is a 32-bit integer); no search skips more stores than there are. */
export const MAX_STORE_NUMBER = 99_999_999;
export const MAX_SKIP = 10_000;

const searchSchema = object({
  type: string().oneOf(['Store'], "type must be 'Store'").required("type must be 'Store'"),
  storeNumber: number()
    .typeError('storeNumber must be a number')
    .integer('storeNumber must be a whole number')
    .positive('storeNumber must be positive')
    .max(MAX_STORE_NUMBER, `storeNumber must be at most ${MAX_STORE_NUMBER}`)
    .nullable()
    .default(null),
  postalCode: string()
    .matches(/^\d{5}$/, 'postalCode must be exactly 5 digits')
    .nullable()
    .default(null),
  address: string().max(200, 'address must be at most 200 characters').nullable().default(null),
  brand: string()
    .oneOf([...BRAND_KEYS], `brand must be one of ${BRAND_KEYS.join(', ')}`)
    .nullable()
    .default(null),
  activeOnly: boolean().typeError('activeOnly must be true or false').default(true),
  params: object({
    limit: number()
      .typeError('limit must be a number')
      .integer('limit must be a whole number')
      .min(1, `limit must be between 1 and ${MAX_LIMIT}`)
      .max(MAX_LIMIT, `limit must be between 1 and ${MAX_LIMIT}`)
      .default(10),
    skip: number()
      .typeError('skip must be a number')
      .integer('skip must be a whole number')
      .min(0, 'skip must be 0 or more')
      .max(MAX_SKIP, `skip must be at most ${MAX_SKIP}`)
      .default(0),
    maxDistance: number()
      .typeError('maxDistance must be a number')
      .positive('maxDistance must be more than 0')
      .max(MAX_DISTANCE_METRES, `maxDistance must be at most ${MAX_DISTANCE_METRES} metres`)
      .default(MAX_DISTANCE_METRES),
    stateRestriction: string()
      .matches(/^[A-Z]{2}$/, 'stateRestriction must be a two-letter state code')
      .nullable()
      .default(null),
  }).default({}),
});

export function registerStoreRoutes(app: FastifyInstance, deps: { db: Database }): void {
  const rateLimit = { config: { rateLimit: { max: 120, timeWindow: '1 minute' } } };
  app.post('/api/locations/search', rateLimit, async (request, reply) => {
    let input;
    try {
      input = await searchSchema.validate(request.body ?? {}, { strict: false, abortEarly: true, stripUnknown: true });
    } catch (error) {
      if (error instanceof ValidationError) return reply.code(400).send({ error: error.message });
      throw error;
    }
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
