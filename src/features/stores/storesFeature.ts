// The stores chunk's sagas join the store when the chunk loads (its screens import this module; the slice
// injects itself).
import { registerFeatureSagas } from '../../store/lazyFeatures';
import { storesSagas } from './storesSagas';

registerFeatureSagas({ feature: 'stores', saga: storesSagas });
