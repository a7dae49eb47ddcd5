// The account chunk's sagas join the store when the chunk loads (its area imports this module; the slice injects
// itself).
import { registerFeatureSagas } from '../../store/lazyFeatures';
import { paymentSagas } from './payments/paymentSagas';

registerFeatureSagas({ feature: 'account', saga: paymentSagas });
