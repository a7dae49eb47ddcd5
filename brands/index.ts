// Every brand record, and the rule that turns a host name into a brand.
import { aca } from './aca/config';
import type { Brand } from './brandSchema';
import { BRAND_KEYS, type BrandKey } from './brandKeys';
import { ccb } from './ccb/config';
import { cng } from './cng/config';
import { csh } from './csh/config';
import { p360 } from './p360/config';

export const brands: Record<BrandKey, Brand> = { cng, aca, ccb, csh, p360 };

export const DEFAULT_BRAND: BrandKey = 'cng';

export function isBrandKey(value: unknown): value is BrandKey {
  return typeof value === 'string' && (BRAND_KEYS as readonly string[]).includes(value);
}

/** Whether the brand lends as the partner bank's brand (see `bankPartner` in the brand schema). */
export const isBankPartner = (key: string) => isBrandKey(key) && brands[key].bankPartner;

/**
 * The brand for a host: the first label of `cng.localhost`, `aca.localhost:8080`, or a production host
 * such as `www.aca.example` matched on the brand's base domain. Unknown hosts get the default brand.
 */
export function brandKeyFromHost(host: string): BrandKey {
  const name = host.toLowerCase().replace(/:\d+$/, '');
  const first = name.split('.')[0];
  if (isBrandKey(first)) return first;
  const byDomain = BRAND_KEYS.find(
    (key) => name === brands[key].baseDomain || name.endsWith(`.${brands[key].baseDomain}`),
  );
  return byDomain ?? DEFAULT_BRAND;
}
