// logMessage and logDetails: how the browser app reports to the back end (render errors among them).
import type { LogDetailsMutationVariables, LogMessageMutationVariables } from './generated/graphql';
import { graphqlApi } from './graphqlApi';
import { LogDetailsDocument, LogMessageDocument } from './log.generated';

export const logApi = graphqlApi.injectEndpoints({
  endpoints: (build) => ({
    logMessage: build.mutation<unknown, LogMessageMutationVariables>({ query: (variables) => ({ document: LogMessageDocument, variables }) }),
    logDetails: build.mutation<unknown, LogDetailsMutationVariables>({ query: (variables) => ({ document: LogDetailsDocument, variables }) }),
  }),
});
