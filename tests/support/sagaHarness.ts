// Runs a saga with expectSaga against the real root reducer, a store state built like the app's (brand,
// flags), fake services, and providers for the saga's network calls.
import type { UnknownAction } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import { APPLICATION_CALL_KEEPS } from './applicationCalls';
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
  /**
   * What an answered call keeps in the cache, by function, as its endpoint's lifecycle would (an answered call skips
   * it): the application's calls by default (applicationCalls.ts).
   */
  keeps?: Map<unknown, (answer: never, variables: never) => UnknownAction | null>;
  state?: (state: RootState) => RootState;
}

export function sagaHarness(options: HarnessOptions = {}) {
  const { store, services, pageViews, left } = setupStore({ ...options, runSagas: false });
  const visited: { to: string; state?: unknown }[] = [];
  services.navigate.navigate = (to, navigateOptions) => visited.push({ to, state: navigateOptions?.state });
  const initial = options.state ? options.state(store.getState()) : store.getState();
  const calledWith: { fn: string; args: unknown[] }[] = [];
  const keeps = options.keeps ?? APPLICATION_CALL_KEEPS;
  const run = (saga: Saga, ...args: unknown[]) => {
    let state = initial;
    const reducer = (previous: RootState | undefined, action: UnknownAction) =>
      (state = rootReducer(previous, action) as RootState);
    const test = expectSaga(saga, ...args).withReducer(reducer, initial);
    const dispatch = (action: unknown): unknown =>
      typeof action === 'function'
        ? (action as (d: typeof dispatch, s: () => RootState) => unknown)(dispatch, () => state)
        : test.dispatch(action as UnknownAction);
    /** The answer, kept in the cache as the call's lifecycle would (the reducer's state changes at once). */
    const kept = (fn: unknown, variables: unknown, answer: unknown) => {
      const action = keeps.get(fn)?.(answer as never, variables as never);
      if (action) dispatch(action);
      return answer;
    };
    return test.provide({
      getContext: (name) => services[name as keyof Services],
      call(effect, next) {
        const answer = options.calls?.get(effect.fn);
        if (!answer) return next();
        calledWith.push({ fn: (effect.fn as { name: string }).name, args: effect.args });
        const answered = answer(...(effect.args as never[]));
        return answered instanceof Promise
          ? answered.then((value) => kept(effect.fn, effect.args[0], value))
          : kept(effect.fn, effect.args[0], answered);
      },
    });
  };
  return { run, services, pageViews, left, visited, calledWith, initial };
}
