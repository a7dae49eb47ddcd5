// The enrollment chunk's sagas join the store when the chunk loads (its screens import this module; the
// slice injects itself). Nothing of enrollment is in the first chunk.
import { registerFeatureSagas } from '../../store/lazyFeatures';
import { enrollmentSagas } from './enrollmentSagas';

registerFeatureSagas({ feature: 'enrollment', saga: enrollmentSagas });
