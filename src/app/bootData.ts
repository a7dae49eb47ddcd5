// The boot data the server inlines into the app's HTML (a `<script type="application/json" id="boot-data">`
// block): the runtime config and the brand's feature flags, so the first render waits for no request.
import type { BrandKey } from '../../brands/brandKeys';
import { isBrandKey } from '../../brands/index';
import type { FeatureFlags } from '../lib/rules/featureFlags';
import type { RuntimeConfig } from '../config/runtimeSettings';

export interface BootData {
  brandKey: BrandKey;
  config: RuntimeConfig;
  flags: FeatureFlags;
}

/** The inlined boot data, or null when the page has none (or it is not what the server writes). */
export function readBootData(doc: Document): BootData | null {
  const text = doc.getElementById('boot-data')?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as Partial<BootData>;
    return isBrandKey(data.brandKey) && data.config && data.flags ? (data as BootData) : null;
  } catch {
    return null;
  }
}
