// What the page runs with, read once at start-up: /config.json's settings, the brand of this host, the campaign, its
// feature flags and the lender's date. The store keeps it (the runtime slice); the API's base queries read it.
import type { BrandKey } from '../../brands/brandKeys';
import type { FeatureFlags } from '../lib/rules/featureFlags';
import type { Language } from '../lib/rules/language';

export interface RuntimeConfig {
  environment: 'local' | 'production';
  graphqlUrl: string;
  restBaseUrl: string;
  socketUrl: string;
  allowBrandOverride: boolean;
  bankLinkMode: 'local' | 'plaid';
  /** The user pool; its endpoint is the portal's own user-pool API, absent for a lender's Cognito pool. */
  auth: { userPoolId: string; userPoolClientId: string; userPoolEndpoint?: string };
  /** Where each brand's site is in this environment (hand-offs and partner redirects go there). */
  brandOrigins: Record<BrandKey, string>;
  /** The store map's tile server (a {z}/{x}/{y} template) and its attribution. */
  map: { tileUrl: string; attribution: string };
  /** The portal's version, shown in the footer for support staff. */
  version: string;
  /** The card processor's origin: its card frame is the only page the portal embeds (decision 0051). */
  cardFrameOrigin: string;
}

export interface RuntimeState {
  brandKey: BrandKey;
  config: RuntimeConfig | null;
  campaignId: string | null;
  /** The brand's feature flags; null until read (or when they could not be read). */
  flags: FeatureFlags | null;
  /** The lender's date of this session (getCurrentDate), which lenderNow agrees with; null: the device's clock. */
  lenderDate: string | null;
  /** The pages' language (decision 0085): set at start-up, and by the language control. */
  language: Language;
  /** A language the control was asked for whose words could not be fetched, until a language is set. */
  languageFault?: Language;
}
