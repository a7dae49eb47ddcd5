// The agreements' calls (application spec 3.7, 7.1): the brand's base documents (their bytes in `pdfData`), the
// state's documents (each by address) with the questions asked with them, and saveAgreements. The documents are read
// with hooks by the pages; the save runs in the agreements saga.
import type {
  AgreementDocumentFieldsFragment,
  BaseDisclosuresQuery,
  BaseDisclosuresQueryVariables,
  ReplaceBankAccountMutation,
  ReplaceBankAccountMutationVariables,
  SaveAgreementsMutation,
  SaveAgreementsMutationVariables,
  StateDocumentsQuery,
  StateDocumentsQueryVariables,
} from '../../../../api/generated/graphql';
import { graphqlApi } from '../../../../api/graphqlApi';
import { request } from '../../../../store/sagaRequest';
import { BaseDisclosuresDocument, ReplaceBankAccountDocument, SaveAgreementsDocument, StateDocumentsDocument } from '../../application.generated';
import { answered, type ApplicationRecord } from '../../applicationEndpoints';

export type AgreementDocument = AgreementDocumentFieldsFragment;
export type StateDocuments = NonNullable<StateDocumentsQuery['documentsPerState']>;
export type RequiredField = StateDocuments['requiredFields'][number];

const operation = <V>(document: string) => (variables: V) => ({ document, variables });

export const agreementsApi = graphqlApi.injectEndpoints({
  endpoints: (build) => ({
    baseDisclosures: build.query<AgreementDocument[], BaseDisclosuresQueryVariables>({ query: operation(BaseDisclosuresDocument), transformResponse: (data: BaseDisclosuresQuery) => data.getBaseDisclosures }),
    stateDocuments: build.query<StateDocuments | null, StateDocumentsQueryVariables>({ query: operation(StateDocumentsDocument), transformResponse: (data: StateDocumentsQuery) => data.documentsPerState }),
    saveAgreements: build.mutation<ApplicationRecord, SaveAgreementsMutationVariables>({
      query: operation(SaveAgreementsDocument),
      transformResponse: (data: SaveAgreementsMutation) => answered(data.saveAgreements),
    }),
    replaceBankAccount: build.mutation<ApplicationRecord, ReplaceBankAccountMutationVariables>({
      query: operation(ReplaceBankAccountDocument),
      transformResponse: (data: ReplaceBankAccountMutation) => answered(data.replaceBankAccount),
    }),
  }),
});

export const { useBaseDisclosuresQuery, useStateDocumentsQuery } = agreementsApi;

/** A card or a bank account's numbers are sent, never kept in the store's cache. */
const untracked = { track: false } as const;

export function* saveAgreements(variables: SaveAgreementsMutationVariables) {
  return yield* request(agreementsApi.endpoints.saveAgreements.initiate(variables, untracked));
}

export function* replaceBankAccount(variables: ReplaceBankAccountMutationVariables) {
  return yield* request(agreementsApi.endpoints.replaceBankAccount.initiate(variables, untracked));
}
