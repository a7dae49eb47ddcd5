// The root reducer. It holds the runtime settings; every other slice is injected into it: the first chunk's
// slices by the app before it makes its store (src/app/store.ts), a lazily loaded feature's slice when its
// chunk loads (`slice.injectInto(rootReducer)`), the RTK Query APIs when theirs does (lazyApis.ts). The
// state's type is put together the same way: a feature adds its slice to `StaticSlices` (first chunk) or
// `LazySlices` (its own chunk) by declaration merging, so src/store never imports a feature.
import { combineSlices, type WithSlice } from '@reduxjs/toolkit';
import type { graphqlApi } from '../api/graphqlApi';
import type { restApi } from '../api/restApi';
import { runtimeSlice } from './runtimeSlice';

/** The slices present from the start. Features of the first chunk add theirs. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- extended by declaration merging
export interface StaticSlices extends WithSlice<typeof runtimeSlice> {}

/** The slices that arrive with a feature's chunk (absent until then). Those features add theirs. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- extended by declaration merging
export interface LazySlices {}

export interface LazyApiStates {
  [graphqlApi.reducerPath]: ReturnType<typeof graphqlApi.reducer>;
  [restApi.reducerPath]: ReturnType<typeof restApi.reducer>;
}

export const rootReducer = combineSlices(runtimeSlice).withLazyLoadedSlices<
  Omit<StaticSlices, 'runtime'> & LazySlices & LazyApiStates
>();

/** The first chunk's slices are always there (the app injects them before its store exists); the rest may not be yet. */
export type RootState = StaticSlices & Partial<LazySlices> & Partial<LazyApiStates>;
