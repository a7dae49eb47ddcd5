// The conversion chunk's sagas join the store when the chunk loads (its area imports this module).
import { registerFeatureSagas } from '../../store/lazyFeatures';
import { conversionSagas } from './conversionSagas';

registerFeatureSagas({ feature: 'conversion', saga: conversionSagas });
