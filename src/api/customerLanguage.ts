// The page's language kept on the signed-in customer's record (their mail and notices go in it; docs/languages.md).
// A module of its own, loaded by the sign-in's lazy calls (src/api/customerRequests.ts), so the areas that read the
// customer (useMeQuery) do not carry it.
import { put, select } from 'redux-saga/effects';
import { customerApi, selectCustomer, type Customer } from './customerEndpoints';
import { customerLanguageOperations } from './customerLanguage.generated';
import { request } from './sagaRequest';

/**
 * The page's language kept on the record when the record has another: best effort, as the next sign-in or choice
 * tries again. The cached customer says it at once.
 */
export function* keepCustomerLanguage(language: string) {
  const customer = (yield select(selectCustomer)) as Customer | null;
  if (!customer || customer.language === language) return;
  try {
    yield* request(customerLanguageOperations.endpoints.saveLanguage.initiate({ language }));
    yield put(
      customerApi.util.updateQueryData('me', undefined, (draft) => {
        draft.language = language;
      }),
    );
  } catch {
    // Kept as it was: the portal reads on in the language chosen, and the record is told at the next chance.
  }
}
