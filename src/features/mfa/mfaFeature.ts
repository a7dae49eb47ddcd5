// The mfa chunk's sagas join the store when the chunk loads (its screens import this module; the slice
// injects itself). Nothing of the multi-factor check is in the first chunk.
import { registerFeatureSagas } from '../../store/lazyFeatures';
import { mfaSagas } from './mfaSagas';

registerFeatureSagas({ feature: 'mfa', saga: mfaSagas });
