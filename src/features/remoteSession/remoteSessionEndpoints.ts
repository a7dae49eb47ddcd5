// The customer's remote (screen-share) session: read (polled while one runs, to see an agent join and the end),
// started and stopped. Starting and stopping write the answer into the one cache entry.
import type { RemoteSessionQuery } from '../../api/generated/graphql';
import { remoteSessionOperations } from './remoteSession.generated';

export type RemoteSession = NonNullable<RemoteSessionQuery['remoteSession']>;

export const remoteSessionApi = remoteSessionOperations.enhanceEndpoints({
  endpoints: {
    startRemoteSession: {
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          void dispatch(remoteSessionApi.util.upsertQueryData('remoteSession', undefined, data));
        } catch {
          // The screen shows the mutation's error.
        }
      },
    },
    stopRemoteSession: {
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          void dispatch(remoteSessionApi.util.upsertQueryData('remoteSession', undefined, null));
        } catch {
          // The screen shows the mutation's error.
        }
      },
    },
  },
});

export const { useRemoteSessionQuery, useStartRemoteSessionMutation, useStopRemoteSessionMutation } = remoteSessionApi;
