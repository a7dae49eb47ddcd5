// A feature loaded with its chunk (its screens) brings its sagas with it: the route loads the feature's module with
// the screen (chunkWith), which calls registerFeatureSagas once when it is evaluated, and every store made by
// makeStore runs them once, then, or as soon as the store is made. Its slice is injected into the root reducer by the slice's own module.
import type { Saga } from 'redux-saga';

export interface FeatureSagas {
  /** The feature's name (as its slice and action types are named). */
  feature: string;
  saga: Saga;
}

const registered: FeatureSagas[] = [];
const runners = new Set<(sagas: FeatureSagas) => void>();

export function registerFeatureSagas(sagas: FeatureSagas): void {
  if (registered.some((known) => known.feature === sagas.feature)) return;
  registered.push(sagas);
  for (const run of runners) run(sagas);
}

/** Runs `run` for every feature registered so far and every one registered later; returns a way to stop. */
export function onFeatureSagasRegistered(run: (sagas: FeatureSagas) => void): () => void {
  for (const sagas of registered) run(sagas);
  runners.add(run);
  return () => runners.delete(run);
}
