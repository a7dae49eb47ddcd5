// Brand gating: only customers whose source system is listed for a brand may sign in on its site; a
// customer of another brand belongs to the brand whose identity-provider source is theirs.
import type { Brand } from '../../../brands/brandSchema';
import { BRAND_KEYS, type BrandKey } from '../../../brands/brandKeys';
import { brands } from '../../../brands/index';

export const INCORRECT_BRAND = 'Incorrect Brand';

export const isSourceAllowed = (brand: Brand, source: string): boolean => brand.allowedSources.includes(source);

/** The brand a source system belongs to, or undefined when no brand is configured for it. */
export const brandForSource = (source: string): BrandKey | undefined =>
  BRAND_KEYS.find((key) => brands[key].idpSource === source);

export class IncorrectBrandError extends Error {
  override name = 'IncorrectBrandError';
  constructor(readonly source: string) {
    super(INCORRECT_BRAND);
  }
}
