// The customer's remote (screen-share) session: read (polled while one runs, to see an agent join and the end),
// started and stopped. Starting and stopping write the answer into the one cache entry.
import type { RemoteSessionQuery, StartRemoteSessionMutation } from '../../api/generated/graphql';
import { graphqlApi } from '../../api/graphqlApi';
import { RemoteSessionDocument, StartRemoteSessionDocument, StopRemoteSessionDocument } from './remoteSession.generated';

export type RemoteSession = NonNullable<RemoteSessionQuery['remoteSession']>;

export const remoteSessionApi = graphqlApi.injectEndpoints({
  endpoints: (build) => ({
    remoteSession: build.query<RemoteSession | null, void>({
      query: () => ({ document: RemoteSessionDocument }),
      transformResponse: (data: RemoteSessionQuery) => data.remoteSession ?? null,
    }),
    startRemoteSession: build.mutation<RemoteSession, void>({
      query: () => ({ document: StartRemoteSessionDocument }),
      transformResponse: (data: StartRemoteSessionMutation) => data.startRemoteSession,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          void dispatch(remoteSessionApi.util.upsertQueryData('remoteSession', undefined, data));
        } catch {
          // The screen shows the mutation's error.
        }
      },
    }),
    stopRemoteSession: build.mutation<unknown, void>({
      query: () => ({ document: StopRemoteSessionDocument }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          void dispatch(remoteSessionApi.util.upsertQueryData('remoteSession', undefined, null));
        } catch {
          // The screen shows the mutation's error.
        }
      },
    }),
  }),
});

export const { useRemoteSessionQuery, useStartRemoteSessionMutation, useStopRemoteSessionMutation } = remoteSessionApi;
