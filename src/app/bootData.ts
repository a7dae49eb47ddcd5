// The boot data the server inlines into the app's HTML (a `<script type="application/json" id="boot-data">`
// block): the runtime config, the brand's feature flags and its footer's links, so the first render waits for no
// request, and the start makes none of its own (decision 0078).
import type { BrandKey } from '../../brands/brandKeys';
import { isBrandKey } from '../../brands/index';
import type { FeatureFlags } from '../lib/rules/featureFlags';
import type { RuntimeConfig } from '../config/runtimeSettings';
import type { FooterLink } from './footer/footerContent';
import type { PageData } from '../store/pageData';
import type { Language } from '../lib/rules/language';

export interface BootData {
  brandKey: BrandKey;
  config: RuntimeConfig;
  flags: FeatureFlags;
  /** The footer's links, as GET /api/footer-links/<brand> answers them (absent from an older server's page). */
  footerLinks?: FooterLink[];
  /** What the server read for the page's first render (src/store/pageData.ts), when it read anything. */
  page?: PageData;
  /** The page's language, as the server chose it and rendered the page in (absent from an older server's page). */
  language?: Language;
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
