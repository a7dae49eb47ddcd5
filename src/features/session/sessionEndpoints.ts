// The session's one call of its own: telling the server the session ended on the idle prompt.
import type { TimeoutExpireActionMutationVariables } from '../../api/generated/graphql';
import { graphqlApi } from '../../api/graphqlApi';
import { request } from '../../store/sagaRequest';
import { TimeoutExpireActionDocument } from './session.generated';

export const sessionApi = graphqlApi.injectEndpoints({
  endpoints: (build) => ({
    timeoutExpireAction: build.mutation<unknown, TimeoutExpireActionMutationVariables>({
      query: (variables) => ({ document: TimeoutExpireActionDocument, variables }),
    }),
  }),
});

export function* expireSession(variables: TimeoutExpireActionMutationVariables) {
  return yield* request(sessionApi.endpoints.timeoutExpireAction.initiate(variables));
}
