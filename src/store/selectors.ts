// Selectors shared across features: the brand record of this host and the feature flags (read only here).
import { brands } from '../../brands/index';
import type { RootState } from './rootReducer';

export const selectBrand = (state: RootState) => brands[state.runtime.brandKey];

export const selectFlags = (state: RootState) => state.runtime.flags ?? undefined;
/** The portal's version (from the server's runtime settings); undefined until they are read. */
export const selectVersion = (state: RootState) => state.runtime.config?.version;
