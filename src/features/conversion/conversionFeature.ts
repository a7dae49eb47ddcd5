// The conversion chunk's sagas join the store when the chunk loads (the route that needs it loads this module with
// its screen: chunkWith in src/config/appRoute.ts).
import { registerFeatureSagas } from '../../store/lazyFeatures';
import { conversionSagas } from './conversionSagas';

registerFeatureSagas({ feature: 'conversion', saga: conversionSagas });
