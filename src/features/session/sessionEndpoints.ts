// The session's one call of its own: telling the server the session ended on the idle prompt (session.graphql).
import type { TimeoutExpireActionMutationVariables } from '../../api/generated/graphql';
import { request } from '../../api/sagaRequest';
import { sessionOperations } from './session.generated';

export function* expireSession(variables: TimeoutExpireActionMutationVariables) {
  return yield* request(sessionOperations.endpoints.timeoutExpireAction.initiate(variables));
}
