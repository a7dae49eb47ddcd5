// Runtime settings from /config.json and the brand of this host: set once at start-up.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BrandKey } from '../../brands/brandSchema';

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
}

export interface RuntimeState {
  brandKey: BrandKey;
  config: RuntimeConfig | null;
  campaignId: string | null;
}

const initialState: RuntimeState = { brandKey: 'cng', config: null, campaignId: null };

export const runtimeSlice = createSlice({
  name: 'runtime',
  initialState,
  reducers: {
    runtimeConfigured(state, action: PayloadAction<{ brandKey: BrandKey; config: RuntimeConfig; campaignId: string | null }>) {
      state.brandKey = action.payload.brandKey;
      state.config = action.payload.config;
      state.campaignId = action.payload.campaignId;
    },
  },
});

export const { runtimeConfigured } = runtimeSlice.actions;
