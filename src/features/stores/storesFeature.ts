// The stores chunk's sagas join the store when the chunk loads (the route that needs it loads this module with its
// screen: chunkWith in src/config/appRoute.ts; the slice injects itself).
import { registerFeatureSagas } from '../../store/lazyFeatures';
import { storesSagas } from './storesSagas';

registerFeatureSagas({ feature: 'stores', saga: storesSagas });
