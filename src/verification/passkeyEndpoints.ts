// The signed-in login's passkeys (decision 0070): the list is read from the GraphQL API (with when each was last used),
// and a passkey is added or removed through the identity provider (aws-amplify's passkey calls, from the services in
// RTK Query's `extra`), after which the list is read again. Nothing of a passkey but its id, name and dates is kept.
import type { PasskeysQuery } from '../api/generated/graphql';
import type { ApiError } from '../lib/apiError';
import type { Services } from '../services/services';
import { passkeysOperations } from './passkeys.generated';

export type Passkey = PasskeysQuery['passkeys'][number];

/** A refusal of the identity provider or the browser, as the one plain error shape (its name is the code). */
const refusal = (error: unknown): { error: ApiError } => {
  const { name, message } = (error ?? {}) as { name?: unknown; message?: unknown };
  return {
    error: {
      status: 400,
      message: typeof message === 'string' ? message : 'unknown error',
      code: typeof name === 'string' ? name : undefined,
    },
  };
};

/** A call of the identity provider from the services in `extra`, answered as RTK Query answers: null, or its refusal. */
async function viaIdentityProvider(extra: unknown, call: (auth: Services['auth']) => Promise<void>) {
  try {
    await call((extra as Services).auth);
    return { data: null };
  } catch (error) {
    return refusal(error);
  }
}

export const passkeyApi = passkeysOperations
  .enhanceEndpoints({ addTagTypes: ['Passkey'], endpoints: { passkeys: { providesTags: ['Passkey'] } } })
  .injectEndpoints({
    endpoints: (build) => ({
      addPasskey: build.mutation<null, void>({
        queryFn: (_arg, api) => viaIdentityProvider(api.extra, (auth) => auth.addPasskey()),
        invalidatesTags: ['Passkey'],
      }),
      removePasskey: build.mutation<null, { id: string }>({
        queryFn: ({ id }, api) => viaIdentityProvider(api.extra, (auth) => auth.removePasskey(id)),
        invalidatesTags: ['Passkey'],
      }),
    }),
  });

export const { usePasskeysQuery, useAddPasskeyMutation, useRemovePasskeyMutation } = passkeyApi;
