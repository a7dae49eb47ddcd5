// The application chunk's sagas join the store when the chunk loads (the route that needs it loads this module with
// its screen: chunkWith in src/config/appRoute.ts; the slice injects itself). Nothing of the application is in the
// first chunk.
import { registerFeatureSagas } from '../../store/lazyFeatures';
import { applicationSagas } from './applicationSagas';

registerFeatureSagas({ feature: 'application', saga: applicationSagas });
