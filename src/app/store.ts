// The app's store: the generic store of src/store with what the app decides. The first chunk's slices are
// injected by importing their modules here, before any store exists; the root saga runs; on sign-out
// everything but the runtime settings (brand, config, flags) and the public REST cache starts afresh.
import { signedOut } from '../events/sessionEvents';
import '../features/session/sessionSlice';
import { makeStore, type StoreSetup } from '../store/makeStore';
import type { RootState } from '../store/rootReducer';
import type { Services } from '../services/services';
import { rootSaga } from './rootSaga';

export function createAppStore(
  services: Services,
  preloadedState?: Partial<RootState>,
  options: Pick<StoreSetup, 'runSagas' | 'lazyParts'> = {},
) {
  return makeStore(services, preloadedState, {
    ...options,
    rootSaga,
    resetOn: { match: signedOut.match, keep: ['runtime', 'restApi'] },
  });
}
