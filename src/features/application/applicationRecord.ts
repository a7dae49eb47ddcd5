// The saved application's one home is the API's cache: the `applicationById` entry of its id, written by every
// answer that carries the whole record (a save, the open application, the express application, a fresh read) and
// patched there by what the socket pushes or the bank feature saves. The slice keeps only which application it is.
// The entry stays while the person is signed in (sign-out resets the API's state); it is never fetched by a hook, so
// it stays as the last answer left it. Its personal and income parts are masked in DevTools like the rest of the state.
import { createNextState, type Draft } from '@reduxjs/toolkit';
import type { RootState } from '../../store/rootReducer';
import { applicationApi, type ApplicationRecord } from './applicationEndpoints';
import { selectApplication } from './applicationSlice';

/** A plain action (not a thunk): the record as the server answered it, kept in the cache. */
export const recordCached = (record: ApplicationRecord) =>
  applicationApi.util.upsertQueryEntries([{ endpointName: 'applicationById', arg: { id: record.id }, value: record }]);

/** The record changed as `recipe` says (an immer recipe), as a plain action that keeps it in the cache. */
export const recordPatched = (record: ApplicationRecord, recipe: (draft: Draft<ApplicationRecord>) => void) =>
  recordCached(createNextState(record, recipe));

let last: { id: string; select: ReturnType<typeof applicationApi.endpoints.applicationById.select> } | null = null;

/** The application the flow is on, as the cache has it; null before one is found or made. */
export function selectApplicationRecord(state: RootState): ApplicationRecord | null {
  const id = selectApplication(state).applicationId;
  if (!id || !state.graphqlApi) return null;
  if (last?.id !== id) last = { id, select: applicationApi.endpoints.applicationById.select({ id }) };
  return last.select(state as Parameters<typeof last.select>[0]).data ?? null;
}

/** An endpoint of the application's calls that answers for one application (by its `applicationId`). */
interface PerApplication<T> {
  select: (arg: { applicationId: string }) => (state: never) => { data?: T };
}

/** What `endpoint`'s cache entry holds for the application the flow is on; null before it is read. */
export function cachedForApplication<T>(state: RootState, endpoint: PerApplication<T>): T | null {
  const record = selectApplicationRecord(state);
  if (!record || !state.graphqlApi) return null;
  return endpoint.select({ applicationId: record.id })(state as never).data ?? null;
}
