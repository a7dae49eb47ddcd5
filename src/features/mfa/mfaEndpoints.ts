// The multi-factor check's decision for this sign-in and device (mfa.graphql; the codes themselves are
// verification/verificationEndpoints).
import { request } from '../../api/sagaRequest';
import { mfaOperations } from './mfa.generated';

export function* fetchMfaChallenge(blackBox: string) {
  return yield* request(
    mfaOperations.endpoints.mfaChallenge.initiate({ blackBox }, { subscribe: false, forceRefetch: true }),
  );
}
