// The account chunk's sagas join the store when the chunk loads (the route that needs it loads this module with its
// screen: chunkWith in src/config/appRoute.ts; the slice injects itself).
import { registerFeatureSagas } from '../../store/lazyFeatures';
import { paymentSagas } from './payments/paymentSagas';

registerFeatureSagas({ feature: 'account', saga: paymentSagas });
