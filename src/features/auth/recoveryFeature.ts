// The recovery chunk's sagas join the store when the chunk loads (the recovery routes load this module with their
// screen: chunkWith; the slice injects itself). Nothing of getting back into an account is in the first chunk.
import { registerFeatureSagas } from '../../store/lazyFeatures';
import { recoverySagas } from './recoverySagas';

registerFeatureSagas({ feature: 'recovery', saga: recoverySagas });
