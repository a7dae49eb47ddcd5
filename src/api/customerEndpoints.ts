// The customer read by `me`: one endpoint and one cache entry, the single source of truth for who the
// customer is (type, state, channel, open applications, codes). Sign-in and session start fetch it; screens
// read it with useMeQuery and sagas with selectCustomer. Kept for the whole session (no unused-data timer);
// the cache is emptied on sign-in, sign-out and when an agent starts or stops acting, and mutations that
// change the customer invalidate the 'Customer' tag.
import type { MeQuery } from './generated/graphql';
import { customerOperations } from './customer.generated';
import { graphqlApi } from './graphqlApi';
import { put } from 'redux-saga/effects';
import { request } from './sagaRequest';

export type Customer = MeQuery['me'];

export const customerApi = customerOperations.enhanceEndpoints({
  endpoints: { me: { providesTags: ['Customer'], keepUnusedDataFor: Infinity } },
});

export const { useMeQuery } = customerApi;

const selectMe = customerApi.endpoints.me.select();

/** The customer as last read, or null before it has been (and for agents not acting for anyone). */
export const selectCustomer = (state: { graphqlApi?: unknown }): Customer | null =>
  state.graphqlApi ? (selectMe(state as Parameters<typeof selectMe>[0]).data ?? null) : null;

/** Reads the customer afresh (sign-in, session start, acting) into the cache, and returns it. */
export function* fetchCustomer() {
  return yield* request(customerApi.endpoints.me.initiate(undefined, { subscribe: false, forceRefetch: true }));
}

/** Forgets every cached GraphQL answer, the customer's with them (on sign-in, sign-out and when acting starts or stops). */
export function* resetGraphqlCache() {
  yield put(graphqlApi.util.resetApiState());
}
