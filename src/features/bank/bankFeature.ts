// The bank chunk's sagas join the store when the chunk loads (the route that needs it loads this module with its
// screen: chunkWith in src/config/appRoute.ts; the slice injects itself). Nothing of the bank link is in the first
// chunk.
import { registerFeatureSagas } from '../../store/lazyFeatures';
import { bankSagas } from './bankSagas';

registerFeatureSagas({ feature: 'bank', saga: bankSagas });
