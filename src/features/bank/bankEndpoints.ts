// The bank link's calls (application spec 7.1), run from its sagas. The connection carries the full account and
// routing numbers: it is never kept in the store (`track: false`), and the saga holds the numbers only until the
// chosen account is saved.
import type {
  CreatePlaidTokenMutation,
  CreatePlaidTokenMutationVariables,
  InitializePlaidConnectionMutation,
  InitializePlaidConnectionMutationVariables,
  SaveBankInformationMutationVariables,
} from '../../api/generated/graphql';
import { request } from '../../api/sagaRequest';
import { bankOperations } from './bank.generated';

export type LinkToken = CreatePlaidTokenMutation['createPlaidToken'];
export type BankConnection = InitializePlaidConnectionMutation['initializePlaidConnection'];

/** Nothing of these calls stays in the store's cache (tokens and account numbers). */
const untracked = { track: false } as const;
/**
 * The application's record shows the saved account: a save marks it stale (its tag), and the record is read again
 * while a page shows it (the bank step's frame does).
 */
const bankApi = bankOperations.enhanceEndpoints({
  addTagTypes: ['Application'],
  endpoints: {
    saveBankInformation: {
      invalidatesTags: (_saved, error, { id }) => (error ? [] : [{ type: 'Application', id: String(id) }]),
    },
  },
});
const { endpoints } = bankApi;

export function* createPlaidToken(variables: CreatePlaidTokenMutationVariables) {
  return yield* request(endpoints.createPlaidToken.initiate(variables, untracked));
}
export function* initializePlaidConnection(variables: InitializePlaidConnectionMutationVariables) {
  return yield* request(endpoints.initializePlaidConnection.initiate(variables, untracked));
}
export function* saveBankInformation(variables: SaveBankInformationMutationVariables) {
  return yield* request(endpoints.saveBankInformation.initiate(variables, untracked));
}
