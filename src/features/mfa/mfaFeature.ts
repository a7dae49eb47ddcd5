// The mfa chunk's sagas join the store when the chunk loads (the route that needs it loads this module with its
// screen: chunkWith in src/config/appRoute.ts; the slice injects itself). Nothing of the multi-factor check is in the
// first chunk.
import { registerFeatureSagas } from '../../store/lazyFeatures';
import { mfaSagas } from './mfaSagas';

registerFeatureSagas({ feature: 'mfa', saga: mfaSagas });
