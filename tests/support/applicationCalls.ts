// What the application's calls keep in the API cache when they answer, for saga tests, which answer the calls
// themselves (sagaHarness's `calls`) and so skip the calls' own lifecycles. Each entry does what its endpoint's
// lifecycle does (src/features/application/applicationEndpoints.ts); applicationCache.test.ts proves the endpoints
// do it with a real store.
import type { UnknownAction } from '@reduxjs/toolkit';
import {
  applicationApi,
  createApplication,
  createReturningApplication,
  esignApplication,
  fetchAnotherOption,
  fetchApplicationById,
  fetchBankCheck,
  fetchConversion,
  fetchIdentityCheck,
  fetchOpenApplication,
  optOutOfIdentityCheck,
  saveIncomeInformation,
  saveLoanProduct,
  saveLoanSelection,
  savePersonalInformation,
  savePreferredProduct,
  saveProgress,
  saveStoreInformation,
  selectAnotherOption,
  startIdentityCheck,
  submitApplication,
  type ApplicationRecord,
} from '../../src/features/application/applicationEndpoints';
import {
  replaceBankAccount,
  saveAgreements,
} from '../../src/features/application/finalSteps/agreements/agreementsEndpoints';

type Keep = (answer: never, variables: never) => UnknownAction | null;

const records = (list: (ApplicationRecord | null | undefined)[]) =>
  applicationApi.util.upsertQueryEntries(
    list
      .filter((record): record is ApplicationRecord => !!record)
      .map((record) => ({ endpointName: 'applicationById' as const, arg: { id: record.id }, value: record })),
  );
const record = (answer: ApplicationRecord) => records([answer]);
const changed = (id: string, recipe: (draft: ApplicationRecord) => void) =>
  applicationApi.util.updateQueryData('applicationById', { id }, (draft) => {
    if (draft) recipe(draft);
  }) as unknown as UnknownAction;
const check = (answer: ApplicationRecord['identityVerification'], { applicationId }: { applicationId: string }) =>
  changed(applicationId, (draft) => void (draft.identityVerification = answer));

/** A read (or a choice) answered for one application: its answer is that endpoint's entry of the application. */
const perApplication =
  (
    endpointName: 'bankVerification' | 'anotherOption' | 'customerConversion',
    entryOf: (answer: unknown) => unknown = (answer) => answer,
  ) =>
  (answer: unknown, { applicationId }: { applicationId: string }) =>
    applicationApi.util.upsertQueryEntries([{ endpointName, arg: { applicationId }, value: entryOf(answer) as never }]);

export const APPLICATION_CALL_KEEPS = new Map<unknown, Keep>([
  [
    fetchOpenApplication,
    (open: { openApplication?: ApplicationRecord; declinedApplication?: ApplicationRecord }) =>
      records([open.openApplication, open.declinedApplication]),
  ],
  [fetchApplicationById, (answer: ApplicationRecord | null) => (answer ? record(answer) : null)],
  [createApplication, record],
  [createReturningApplication, record],
  [savePersonalInformation, record],
  [savePreferredProduct, record],
  [saveStoreInformation, record],
  [saveIncomeInformation, record],
  [saveLoanProduct, record],
  [saveLoanSelection, record],
  [saveAgreements, record],
  [replaceBankAccount, record],
  [submitApplication, record],
  [esignApplication, record],
  [
    saveProgress,
    (_answer: unknown, { id, applicationUrl }: { id: string; applicationUrl: string }) =>
      changed(id, (draft) => void (draft.loanApplicationProgress = { applicationUrl })),
  ],
  [fetchIdentityCheck, check],
  [startIdentityCheck, check],
  [optOutOfIdentityCheck, check],
  [fetchBankCheck, perApplication('bankVerification')],
  [fetchAnotherOption, perApplication('anotherOption')],
  [selectAnotherOption, perApplication('anotherOption')],
  [fetchConversion, perApplication('customerConversion', (answer) => ({ applicationConversionEligibility: answer }))],
]);
