// The agreements' calls (application spec 3.7, 7.1): the brand's base documents (their bytes in `pdfData`), the
// state's documents (each by address) with the questions asked with them, and saveAgreements. The documents are read
// with hooks by the pages; the save runs in the agreements saga.
import type {
  AgreementDocumentFieldsFragment,
  ReplaceBankAccountMutationVariables,
  SaveAgreementsMutationVariables,
  StateDocumentsQuery,
} from '../../../../api/generated/graphql';
import { request } from '../../../../api/sagaRequest';
import { applicationOperations } from '../../application.generated';

export type AgreementDocument = AgreementDocumentFieldsFragment;
export type StateDocuments = NonNullable<StateDocumentsQuery['documentsPerState']>;
export type RequiredField = StateDocuments['requiredFields'][number];

/** The agreements' part of application.graphql's generated endpoints. */
const agreementsApi = applicationOperations;

export const { useBaseDisclosuresQuery, useStateDocumentsQuery } = agreementsApi;

/** A card or a bank account's numbers are sent, never kept in the store's cache. */
const untracked = { track: false } as const;

export function* saveAgreements(variables: SaveAgreementsMutationVariables) {
  return yield* request(agreementsApi.endpoints.saveAgreements.initiate(variables, untracked));
}

export function* replaceBankAccount(variables: ReplaceBankAccountMutationVariables) {
  return yield* request(agreementsApi.endpoints.replaceBankAccount.initiate(variables, untracked));
}
