// Runs a saga with expectSaga against the real root reducer, a store state built like the app's (brand,
// flags), fake services, and providers for the saga's network calls.
import { expectSaga } from 'redux-saga-test-plan';
import type { BrandKey } from '../../brands/brandKeys';
import type { FeatureFlags } from '../../src/lib/rules/featureFlags';
import type { AuthService } from '../../src/services/authService';
import { rootReducer, type RootState } from '../../src/store/rootReducer';
import type { Services } from '../../src/services/services';
import { setupStore } from './renderApp';

type Saga = Parameters<typeof expectSaga>[0];

export interface HarnessOptions {
  auth?: AuthService;
  brandKey?: BrandKey;
  flags?: Partial<FeatureFlags>;
  /** Answers for `call(fn, ...)` effects, by function (network calls made through RTK Query). */
  calls?: Map<unknown, (...args: never[]) => unknown>;
  state?: (state: RootState) => RootState;
}

export function sagaHarness(options: HarnessOptions = {}) {
  const { store, services, pageViews, left } = setupStore({ ...options, runSagas: false });
  const visited: { to: string; state?: unknown }[] = [];
  services.navigate.navigate = (to, navigateOptions) => visited.push({ to, state: navigateOptions?.state });
  const initial = options.state ? options.state(store.getState()) : store.getState();
  const calledWith: { fn: string; args: unknown[] }[] = [];
  const run = (saga: Saga, ...args: unknown[]) =>
    expectSaga(saga, ...args)
      .withReducer(rootReducer, initial)
      .provide({
        getContext: (name) => services[name as keyof Services],
        call(effect, next) {
          const answer = options.calls?.get(effect.fn);
          if (!answer) return next();
          calledWith.push({ fn: (effect.fn as { name: string }).name, args: effect.args });
          return answer(...(effect.args as never[]));
        },
      });
  return { run, services, pageViews, left, visited, calledWith, initial };
}
