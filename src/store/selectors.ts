// Selectors shared across features: the brand record of this host and the feature flags (read only here).
import { brands } from '../../brands/index';
import { restApi } from '../api/restApi';
import type { RootState } from './rootReducer';

export const selectBrand = (state: RootState) => brands[state.runtime.brandKey];

export const selectFlags = (state: RootState) => restApi.endpoints.getFeatureFlags.select(state.runtime.brandKey)(state).data;
