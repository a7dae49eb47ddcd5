// The multi-factor check's decision for this sign-in and device (the codes themselves are verification/verificationEndpoints).
import type { MfaChallengeQuery } from '../../api/generated/graphql';
import { graphqlApi } from '../../api/graphqlApi';
import { request } from '../../store/sagaRequest';
import { MfaChallengeDocument } from './mfa.generated';

export const mfaApi = graphqlApi.injectEndpoints({
  endpoints: (build) => ({
    mfaChallenge: build.query<MfaChallengeQuery['mfaChallenge'], string>({
      query: (blackBox) => ({ document: MfaChallengeDocument, variables: { blackBox } }),
      transformResponse: (data: MfaChallengeQuery) => data.mfaChallenge,
    }),
  }),
});

export function* fetchMfaChallenge(blackBox: string) {
  return yield* request(mfaApi.endpoints.mfaChallenge.initiate(blackBox, { subscribe: false, forceRefetch: true }));
}
