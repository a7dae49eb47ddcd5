// Runtime settings from /config.json, the brand of this host and its feature flags: set once at start-up; and the
// pages' language.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BrandKey } from '../../brands/brandKeys';
import type { RuntimeConfig, RuntimeState } from '../config/runtimeSettings';
import type { FeatureFlags } from '../lib/rules/featureFlags';
import { DEFAULT_LANGUAGE, type Language } from '../lib/rules/language';

const initialState: RuntimeState = {
  brandKey: 'cng',
  config: null,
  campaignId: null,
  flags: null,
  lenderDate: null,
  language: DEFAULT_LANGUAGE,
};

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
    /** The pages are in this language now (its words are at hand: src/app/language/languageSagas.ts). */
    languageSet(state, action: PayloadAction<Language>) {
      state.language = action.payload;
      delete state.languageFault;
    },
    /** A language's words could not be fetched (the network): the pages stay in theirs, and the control says so. */
    languageUnavailable(state, action: PayloadAction<Language>) {
      state.languageFault = action.payload;
    },
  },
});

export const { runtimeConfigured, flagsLoaded, lenderDateAgreed, languageSet, languageUnavailable } =
  runtimeSlice.actions;
