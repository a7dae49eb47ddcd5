// The saved application's one home is the API's cache: the `applicationById` entry of its id, written by the calls
// themselves (applicationEndpoints.ts: every answer that carries the whole record, a fresh read, the parts a call
// answers with) and read again when another feature's save marks it stale (the bank account) while a page shows it.
// No saga writes it. The slice keeps only which application it is; what the decision socket pushes is the slice's
// (decisionState.ts joins the two). The entry stays while the person is signed in (sign-out resets the API's state).
// Its personal and income parts are masked in DevTools like the rest of the state.
import { skipToken } from '@reduxjs/toolkit/query';
import { useAppSelector } from '../../store/hooks';
import type { RootState } from '../../store/rootReducer';
import { applicationApi, type ApplicationRecord } from './applicationEndpoints';
import { selectApplication } from './applicationSlice';

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

/** The application the flow is on, for a page that shows it: while it is shown, a record marked stale is read again. */
export function useApplicationRecord(): ApplicationRecord | null {
  const id = useAppSelector((state) => selectApplication(state).applicationId);
  return applicationApi.endpoints.applicationById.useQuery(id ? { id } : skipToken).data ?? null;
}
