// Runtime settings from /config.json, the brand of this host and its feature flags: set once at start-up.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BrandKey } from '../../brands/brandKeys';
import type { FeatureFlags } from '../lib/rules/featureFlags';

export interface RuntimeConfig {
  environment: 'local' | 'production';
  graphqlUrl: string;
  restBaseUrl: string;
  socketUrl: string;
  allowBrandOverride: boolean;
  bankLinkMode: 'local' | 'plaid';
  auth: { userPoolId: string; userPoolClientId: string; userPoolEndpoint: string };
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
}

const initialState: RuntimeState = { brandKey: 'cng', config: null, campaignId: null, flags: null, lenderDate: null };

export const runtimeSlice = createSlice({
  name: 'runtime',
  initialState,
  reducers: {
    runtimeConfigured(
      state,
      action: PayloadAction<{ brandKey: BrandKey; config: RuntimeConfig; campaignId: string | null }>,
    ) {
      state.brandKey = action.payload.brandKey;
      state.config = action.payload.config;
      state.campaignId = action.payload.campaignId;
    },
    flagsLoaded(state, action: PayloadAction<FeatureFlags | null>) {
      state.flags = action.payload;
    },
    /** The lender's date was read (or the session ended: null); the pages render again with it. */
    lenderDateAgreed(state, action: PayloadAction<string | null>) {
      state.lenderDate = action.payload;
    },
  },
});

export const { runtimeConfigured, flagsLoaded, lenderDateAgreed } = runtimeSlice.actions;
