// The application's cache keeps itself (issue 50): each call writes what it answers into the API cache through its own
// lifecycle, with a real store and the GraphQL calls answered by a fake back end. No saga is run: a save's answer is
// the record's entry, a failed save changes nothing, the open and the declined application are both kept, a move
// saved on its own changes the record's place to resume, the photo-ID check's answer is the record's, choosing the
// other option writes its entry, and the bank feature's save has the record read again while a page shows it.
import { createFakeAuthService, profileFor } from '../../../tests/support/fakeAuthService';
import { HttpFailure, installFakeBackend } from '../../../tests/support/fakeBackend';
import { setupStore } from '../../../tests/support/renderApp';
import { applicationApi, type ApplicationRecord } from '../../features/application/applicationEndpoints';
import { bankOperations } from '../../features/bank/bank.generated';
import '../../features/bank/bankEndpoints';

const email = 'rosa.diaz@example.com';
const record = (overrides: Partial<ApplicationRecord> = {}) =>
  ({
    id: 'app-1',
    status: 'UNSUBMITTED',
    applicationState: null,
    personalInformation: { firstName: 'Rosa' },
    bankingInformation: null,
    identityVerification: null,
    loanApplicationProgress: { applicationUrl: '/application/personal' },
    ...overrides,
  }) as ApplicationRecord;

function signedIn(graphql: Record<string, unknown>) {
  const backend = installFakeBackend({ graphql });
  const auth = createFakeAuthService(
    { [email]: { password: 'Portal#2026', profile: profileFor(email) } },
    { signedInAs: email },
  );
  const { store } = setupStore({ auth, runSagas: false });
  const cached = (id = 'app-1') =>
    applicationApi.endpoints.applicationById.select({ id })(store.getState() as never).data;
  return { backend, store, cached };
}

const personal = {
  firstName: 'Rosa',
  lastName: 'Diaz',
  dateOfBirth: '1991-05-17',
  ssn: '900000101',
} as never;

describe('the application cache', () => {
  it('keeps a save’s answer as the record, and a failed save changes nothing', async () => {
    const saved = record({ loanApplicationProgress: { applicationUrl: '/application/income' } });
    const { store, cached, backend } = signedIn({ SavePersonalInformation: { savePersonalInformation: saved } });
    await store.dispatch(
      applicationApi.endpoints.savePersonalInformation.initiate({ id: 'app-1', personalInformation: personal }),
    );
    expect(cached()).toEqual(saved);

    backend.graphql.SavePersonalInformation = new HttpFailure(502, 'Bad Gateway');
    await store.dispatch(
      applicationApi.endpoints.savePersonalInformation.initiate({ id: 'app-1', personalInformation: personal }),
    );
    expect(cached()).toEqual(saved);
  });

  it('keeps the products step 1’s save answers with as the product page’s entry, and the record without them', async () => {
    const products = { stateCode: 'OH', retailChoiceEnabled: false, products: [{ productCode: 'ILP' }] };
    const saved = record({ loanApplicationProgress: { applicationUrl: '/application/product-preference' } });
    const { store, cached, backend } = signedIn({
      CreateApplication: { createApplication: { ...saved, productAvailability: products } },
    });
    await store.dispatch(applicationApi.endpoints.createApplication.initiate({ application: {} as never }));
    expect(cached()).toEqual(saved);
    const entry = applicationApi.endpoints.productAvailability.select({ stateCode: 'OH', brandName: 'cng' })(
      store.getState() as never,
    );
    expect(entry.data).toEqual(products);
    expect(backend.calls.map((call) => call.operation)).not.toContain('ProductAvailability');
  });

  it('keeps the open application and the declined one', async () => {
    const open = record();
    const declined = record({ id: 'app-0', status: 'DENIED' });
    const { store, cached } = signedIn({
      OpenApplication: {
        openApplication: open,
        declinedApplication: declined,
        skipResumeApplication: false,
        applicationExpired: false,
        legacyApplicationPending: false,
      },
    });
    await store.dispatch(applicationApi.endpoints.openApplication.initiate({ email }, { subscribe: false }));
    expect(cached('app-1')).toEqual(open);
    expect(cached('app-0')).toEqual(declined);
  });

  it('moves the record’s place to resume when only the move is saved, and leaves it when the save fails', async () => {
    const { store, cached, backend } = signedIn({
      CreateApplication: { createApplication: record() },
      SaveLoanApplicationProgress: { saveLoanApplicationProgress: { success: true } },
    });
    await store.dispatch(applicationApi.endpoints.createApplication.initiate({ application: {} as never }));
    await store.dispatch(
      applicationApi.endpoints.saveLoanApplicationProgress.initiate({
        id: 'app-1',
        applicationUrl: '/application/bank',
      }),
    );
    expect(cached()?.loanApplicationProgress).toEqual({ applicationUrl: '/application/bank' });

    backend.graphql.SaveLoanApplicationProgress = new HttpFailure(502, 'Bad Gateway');
    await store.dispatch(
      applicationApi.endpoints.saveLoanApplicationProgress.initiate({ id: 'app-1', applicationUrl: '/application/x' }),
    );
    expect(cached()?.loanApplicationProgress).toEqual({ applicationUrl: '/application/bank' });
  });

  it('writes the photo-ID check’s answer into the record, and the other option’s choice into its entry', async () => {
    const check = { id: 'idv-1', status: 'OPTED_OUT', userToken: null, reason: null, scansLeft: 2 };
    const chosen = { anotherOptionAvailable: true, selected: true, sharedWithPartner: true };
    const { store, cached } = signedIn({
      CreateApplication: { createApplication: record() },
      OptOutOfIdentityVerification: { optOutOfIdentityVerification: check },
      SelectAnotherOption: { selectAnotherOption: chosen },
    });
    await store.dispatch(applicationApi.endpoints.createApplication.initiate({ application: {} as never }));
    await store.dispatch(applicationApi.endpoints.optOutOfIdentityVerification.initiate({ applicationId: 'app-1' }));
    expect(cached()?.identityVerification).toEqual(check);
    await store.dispatch(applicationApi.endpoints.selectAnotherOption.initiate({ applicationId: 'app-1' }));
    expect(
      applicationApi.endpoints.anotherOption.select({ applicationId: 'app-1' })(store.getState() as never).data,
    ).toEqual(chosen);
  });

  it('reads the record again after the bank feature saved an account, while a page shows the record', async () => {
    const bank = {
      isReadOnly: false,
      routingNumber: '•••••0021',
      accountNumber: '••••6789',
      accountHoldersName: 'Rosa Diaz',
      accountBalance: null,
      bankName: 'Buckeye Bank',
      accountOpenDate: '2020-01-15',
      accountType: 'CHECKING',
    };
    const withAccount = record({ bankingInformation: bank });
    const { store, cached, backend } = signedIn({
      CreateApplication: { createApplication: record() },
      SaveBankInformation: { saveBankInformation: { id: 'app-1', bankingInformation: bank } },
      ApplicationById: { application: withAccount },
    });
    await store.dispatch(applicationApi.endpoints.createApplication.initiate({ application: {} as never }));
    // A page showing the record (the bank step's frame) holds it.
    const shown = store.dispatch(applicationApi.endpoints.applicationById.initiate({ id: 'app-1' }));
    await shown;
    expect(backend.calls.map((call) => call.operation)).not.toContain('ApplicationById');
    await store.dispatch(
      bankOperations.endpoints.saveBankInformation.initiate(
        { id: 'app-1', bankingInformation: bank },
        { track: false },
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    await Promise.all(store.dispatch(applicationApi.util.getRunningQueriesThunk()));
    expect(backend.calls.map((call) => call.operation)).toEqual([
      'CreateApplication',
      'SaveBankInformation',
      'ApplicationById',
    ]);
    expect(cached()).toEqual(withAccount);
    shown.unsubscribe();
  });
});
