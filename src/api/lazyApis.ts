// The RTK Query APIs load with the first chunk that needs them (a saga's request, a screen's hook), not with
// the login page. Each API registers itself here when its module is evaluated; every store made by
// makeStore then mounts its reducer and adds its middleware before anything can use it.
import type { Middleware, Reducer } from '@reduxjs/toolkit';

export interface LazyApi {
  reducerPath: string;
  reducer: Reducer;
  middleware: Middleware;
}

const registered: LazyApi[] = [];
const attachers = new Set<(api: LazyApi) => void>();

/** Called once by each API module, right after createApi. */
export function registerApi(api: LazyApi): void {
  registered.push(api);
  for (const attach of attachers) attach(api);
}

/** The APIs registered so far. */
export function apisRegistered(): readonly LazyApi[] {
  return [...registered];
}

/** Runs `attach` for every API registered so far and every one registered later. */
export function onApiRegistered(attach: (api: LazyApi) => void): void {
  for (const api of registered) attach(api);
  attachers.add(attach);
}
