// Runtime settings from /config.json, the brand of this host and its feature flags: set once at start-up.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BrandKey } from '../../brands/brandKeys';
import type { RuntimeConfig, RuntimeState } from '../config/runtimeSettings';
import type { FeatureFlags } from '../lib/rules/featureFlags';

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
