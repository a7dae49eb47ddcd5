// What the server read for a page's first render beyond the config and the flags (the stores near a ZIP code in the
// address), handed to the store before that render on both sides: on the server before it renders the page's HTML,
// in the browser before the app takes that HTML over (from the boot data), so both render the same (decision 0078).
// A feature says how it takes its part when its chunk loads, as it registers its sagas (lazyFeatures.ts).
import type { UnknownAction } from '@reduxjs/toolkit';

/** Each feature's part, by the feature's name. */
export type PageData = Readonly<Record<string, unknown>>;

type Take = (dispatch: (action: UnknownAction) => unknown, part: unknown) => void;

const takers = new Map<string, Take>();

/** Called once by a feature's module: how the store takes the feature's part of a page's data. */
export function registerPageData(feature: string, take: Take): void {
  takers.set(feature, take);
}

/** Gives each part of the page's data to its feature (a part no loaded feature takes is left alone). */
export function givePageData(dispatch: (action: UnknownAction) => unknown, data: PageData | null | undefined): void {
  for (const [feature, part] of Object.entries(data ?? {})) takers.get(feature)?.(dispatch, part);
}
