// The brand of this page: from the host, or from ?brand= when the brand-override flag of /config.json is
// on (remembered for the tab so it survives in-app navigation).
import type { BrandKey } from '../../brands/brandKeys';
import { brandKeyFromHost, isBrandKey } from '../../brands/index';

const OVERRIDE_KEY = 'portal.brandOverride';

export function resolveBrand(
  location: { host: string; search: string },
  allowOverride: boolean,
  storage: Storage = window.sessionStorage,
): BrandKey {
  if (allowOverride) {
    const asked = new URLSearchParams(location.search).get('brand');
    if (isBrandKey(asked)) {
      storage.setItem(OVERRIDE_KEY, asked);
      return asked;
    }
    const remembered = storage.getItem(OVERRIDE_KEY);
    if (isBrandKey(remembered)) return remembered;
  }
  return brandKeyFromHost(location.host);
}
