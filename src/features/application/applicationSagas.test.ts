// The application's sagas run with expectSaga against the real root reducer: where each kind of person starts,
// the account step's sign-up outcomes, step 1's save and where it goes, the bank step's end, the passwordless resume's lookup, and
// the page views carrying the application id.
import { readCustomer } from '../../api/customerRequests';
import { newCustomerSignInSettled, newCustomerSigningIn } from '../../events/applicationEvents';
import { pageViewed } from '../../events/pageEvents';
import { paths } from '../../config/paths';
import { applicationPaths } from '../../config/applicationPaths';
import { createFakeAuthService } from '../../../tests/support/fakeAuthService';
import { sagaHarness } from '../../../tests/support/sagaHarness';
import { profileFor } from '../../../tests/support/fakeAuthService';
import { sessionRestored } from '../../events/sessionEvents';
import type { RootState } from '../../store/rootReducer';
import { applicationOf, withApplication, type ApplicationAt } from '../../../tests/support/applicationState';
import {
  createApplication,
  createReturningApplication,
  fetchConversion,
  fetchOpenApplication,
  lookUpApplicant,
  savePersonalInformation,
  saveProgress,
  type ApplicationRecord,
} from './applicationEndpoints';
import { bankAccountSaved, bankStepContinued } from '../../events/bankEvents';
import { accountSaga } from './account/accountSagas';
import { applicationPageViewSaga } from './applicationSagas';
import { entrySaga, resumeLookupSaga } from './entry/entrySagas';
import { bankDoneSaga } from './income/incomeSagas';
import { personalSaga } from './personal/personalSagas';
import {
  accountSubmitted,
  applicationLoaded,
  applicationEntered,
  personalSubmitted,
  resumeLookupRequested,
} from './applicationSlice';
import { APPLICATION_TEXT } from './applicationText';
import type { PersonalForm } from '../../lib/validation/applicationInputs';

type Answer = (...args: never[]) => unknown;
const page = applicationPaths;
const failure = (error: { status: number | string; message: string; code?: string; reason?: string }) =>
  Promise.reject(Object.assign(new Error(error.message), error));

const record = (overrides: Partial<ApplicationRecord> = {}) =>
  ({
    id: 'app-1',
    stateCode: 'OH',
    returning: false,
    preferredProductCode: null,
    personalInformation: { firstName: 'Rosa' },
    loanApplicationProgress: null,
    ...overrides,
  }) as ApplicationRecord;

const usDate = (yearsAgo: number) => {
  const date = new Date();
  date.setFullYear(date.getFullYear() - yearsAgo);
  date.setDate(date.getDate() - 3);
  return `${String(date.getMonth() + 1).padStart(2, '0')}/${String(date.getDate()).padStart(2, '0')}/${date.getFullYear()}`;
};

const personalForm = (overrides: Partial<PersonalForm> = {}): PersonalForm => ({
  firstName: 'Rosa',
  lastName: 'Diaz',
  dateOfBirth: '05/17/1991',
  ssn: '900000101',
  addressLine1: '77 Broad St',
  addressLine2: '',
  cityName: 'Columbus',
  stateCode: 'OH',
  zipCode: '43215',
  monthsAtAddress: 24,
  ownResidence: false,
  phoneType: 'C',
  phoneNumber: '(614) 555-0188',
  secondPhoneType: '',
  secondPhoneNumber: '',
  smsOptIn: true,
  stateIdType: 'DRIVERS_LICENSE',
  driverLicenseStateCode: 'OH',
  driverLicenseNumber: 'RD123456',
  stateIdExpirationDate: '06/30/2030',
  maritalStatus: '',
  spouseFirstName: '',
  spouseLastName: '',
  spouseEmail: '',
  spousePhone: '',
  ...overrides,
});

function harness(
  options: {
    signedIn?: string | null;
    application?: ApplicationAt;
    calls?: [unknown, Answer][];
    auth?: ReturnType<typeof createFakeAuthService>;
    flags?: Record<string, boolean>;
    /** The store as the test needs it once the application is in place (the session still being read, say). */
    state?: (state: RootState) => RootState;
  } = {},
) {
  const auth = options.auth ?? createFakeAuthService();
  const calls = new Map<unknown, Answer>([[saveProgress, () => ({ success: true })], ...(options.calls ?? [])]);
  const email = options.signedIn === undefined ? 'rosa.diaz@example.com' : options.signedIn;
  const h = sagaHarness({
    auth,
    calls,
    flags: options.flags,
    state: (state) => {
      const placed = withApplication(
        {
          ...state,
          auth: email
            ? { ...state.auth, status: 'signedIn', email, isAuthenticated: true }
            : { ...state.auth, status: 'signedOut' },
        },
        options.application,
      );
      return options.state ? options.state(placed) : placed;
    },
  });
  return { ...h, auth };
}

describe('where a person starts (/application)', () => {
  it('sends a visitor to make a login', async () => {
    const { run, visited } = harness({ signedIn: null });
    const result = await run(entrySaga, applicationEntered({ resume: true })).run();
    expect(visited).toEqual([{ to: page.account.href(), state: undefined }]);
    expect(applicationOf(result)).toMatchObject({ status: 'ready', record: null, reached: page.account.href() });
  });

  it('resumes a saved application at its saved step, asking with the browser’s privacy signal', async () => {
    const saved = record({ loanApplicationProgress: { applicationUrl: page.income.href() } });
    const { run, visited, calledWith } = harness({
      calls: [[fetchOpenApplication, () => ({ openApplication: saved, applicationExpired: false })]],
    });
    const result = await run(entrySaga, applicationEntered({ resume: true })).run();
    expect(calledWith.find((c) => c.fn === 'fetchOpenApplication')?.args).toEqual([
      { email: 'rosa.diaz@example.com', isGPCEnabled: false },
    ]);
    expect(visited.map((v) => v.to)).toEqual([page.income.href()]);
    expect(applicationOf(result).reached).toBe(page.income.href());
  });

  it('waits for the stored session to be read before it decides (a signed-in customer opening /application)', async () => {
    const saved = record({ loanApplicationProgress: { applicationUrl: page.income.href() } });
    const { run, visited } = harness({
      calls: [[fetchOpenApplication, () => ({ openApplication: saved, applicationExpired: false })]],
      auth: createFakeAuthService(
        { 'rosa.diaz@example.com': { password: 'Portal#2026', profile: profileFor('rosa.diaz@example.com') } },
        { signedInAs: 'rosa.diaz@example.com' },
      ),
      state: (state) => ({ ...state, auth: { ...state.auth, status: 'unknown' } }),
    });
    const result = await run(entrySaga, applicationEntered({ resume: true }))
      .dispatch(sessionRestored({ profile: profileFor('rosa.diaz@example.com'), mfaPending: false }))
      .run();
    expect(visited.map((v) => v.to)).toEqual([page.income.href()]);
    expect(applicationOf(result).reached).toBe(page.income.href());
  });

  it('only learns where it stands when a page of the flow is opened directly', async () => {
    const saved = record({ loanApplicationProgress: { applicationUrl: page.income.href() } });
    const { run, visited } = harness({
      calls: [[fetchOpenApplication, () => ({ openApplication: saved, applicationExpired: false })]],
    });
    const result = await run(entrySaga, applicationEntered({ resume: false })).run();
    expect(visited).toEqual([]);
    expect(applicationOf(result).reached).toBe(page.income.href());
  });

  it('gives a returning customer the express application, and the conversion first when the store loan can be converted', async () => {
    const express = record({ returning: true, preferredProductCode: 'PDL' });
    const { run, visited } = harness({
      calls: [
        [fetchOpenApplication, () => ({ openApplication: null, applicationExpired: false })],
        [readCustomer, () => ({ isReturningCustomer: true })],
        [createReturningApplication, () => express],
        [
          fetchConversion,
          () => ({
            hasOpenRetailLoan: true,
            conversionDetails: { isEligible: true, loanNumber: 'PDL-880021', productCode: 'PDL', payoffAmount: 345 },
          }),
        ],
      ],
    });
    const result = await run(entrySaga, applicationEntered({ resume: true })).run();
    expect(visited.map((v) => v.to)).toEqual([page.continueConversion.href()]);
    expect(applicationOf(result)).toMatchObject({
      record: express,
      reached: page.welcome.href(),
      conversion: { loanNumber: 'PDL-880021', productCode: 'PDL', payoffAmount: 345 },
    });
  });

  it.each([
    ['an adverse-action page', page.adverseAction.root.href()],
    ['the other option’s page', page.anotherOptionSelected.href()],
  ])(
    'opened afresh, %s shows the declined application and never starts one (even for a returning customer)',
    async (_name, at) => {
      const declined = record({ status: 'DENIED' } as never);
      const created = jest.fn();
      const { run, services, visited } = harness({
        calls: [
          [
            fetchOpenApplication,
            () => ({ openApplication: null, declinedApplication: declined, applicationExpired: false }),
          ],
          [readCustomer, () => ({ isReturningCustomer: true })],
          [createReturningApplication, created],
        ],
      });
      services.navigate.pathname = () => at;
      const result = await run(entrySaga, applicationEntered({ resume: false })).run();
      expect(created).not.toHaveBeenCalled();
      expect(visited).toEqual([]);
      expect(applicationOf(result)).toMatchObject({ status: 'ready', record: declined, reached: null });
    },
  );

  it('tells a new customer whose last application expired, and starts at step 1', async () => {
    const { run, visited } = harness({
      calls: [
        [fetchOpenApplication, () => ({ openApplication: null, applicationExpired: true })],
        [readCustomer, () => ({ isReturningCustomer: false })],
      ],
    });
    const result = await run(entrySaga, applicationEntered({ resume: true })).run();
    expect(visited.map((v) => v.to)).toEqual([page.personal.href()]);
    expect(applicationOf(result).expired).toBe(true);
  });
});

describe('the account step', () => {
  const form = { firstName: ' Rosa ', lastName: 'Diaz', email: ' Rosa.Diaz@example.com ', password: 'Apply#2026' };

  it('makes the login with the application flow, then has the auth feature sign the new customer in to step 1', async () => {
    const auth = createFakeAuthService();
    const { run } = harness({ signedIn: null, auth });
    const result = await run(accountSaga, accountSubmitted(form))
      .put(
        newCustomerSigningIn({
          email: 'rosa.diaz@example.com',
          password: 'Apply#2026',
          redirectTo: page.personal.href(),
        }),
      )
      .dispatch(newCustomerSignInSettled({ signedIn: true }))
      .run();
    expect(auth.calls).toEqual(['signUp:rosa.diaz@example.com']);
    expect(applicationOf(result)).toMatchObject({
      status: 'ready',
      record: null,
      reached: page.personal.href(),
      saving: false,
      error: null,
    });
  });

  it('says so when the login was made but the sign-in did not complete', async () => {
    const { run } = harness({ signedIn: null, auth: createFakeAuthService() });
    const result = await run(accountSaga, accountSubmitted(form))
      .dispatch(newCustomerSignInSettled({ signedIn: false }))
      .run();
    expect(applicationOf(result)).toMatchObject({ saving: false, error: APPLICATION_TEXT.signInFailed });
  });

  it.each([
    [
      'an email with a login: the welcome-back offer',
      Object.assign(new Error('exists'), { name: 'UsernameExistsException' }),
      null,
      { welcomeBack: true, error: null },
    ],
    [
      'a store customer: force-enrollment',
      Object.assign(new Error('PreSignUp failed with error EXISTING_CUSTOMER.'), {
        name: 'UserLambdaValidationException',
      }),
      page.forceEnrollment.href(),
      {},
    ],
    [
      'a store customer whose store loan can be converted: conversion-eligible enrollment',
      Object.assign(new Error('PreSignUp failed with error CONVERSION_ELIGIBLE_CUSTOMER.'), {
        name: 'UserLambdaValidationException',
      }),
      page.conversionEligibleEnrollment.href(),
      {},
    ],
    [
      'a passwordless customer: told to continue with a code',
      Object.assign(new Error('PreSignUp failed with error PASSWORDLESS_CUSTOMER.'), {
        name: 'UserLambdaValidationException',
      }),
      null,
      { error: APPLICATION_TEXT.passwordless },
    ],
  ])('%s', async (_name, error, to, expected) => {
    const auth = createFakeAuthService();
    auth.signUp = () => Promise.reject(error);
    const { run, visited } = harness({ signedIn: null, auth });
    const result = await run(accountSaga, accountSubmitted(form)).run();
    expect(visited.map((v) => v.to)).toEqual(to ? [to] : []);
    expect(applicationOf(result)).toMatchObject({ saving: false, ...expected });
    expect(auth.calls).not.toContain('signIn:rosa.diaz@example.com');
  });
});

describe('step 1, personal information', () => {
  it('creates the application in one call and goes to the step the answer names', async () => {
    const created = record({ loanApplicationProgress: { applicationUrl: page.productPreference.href() } });
    const { run, visited, calledWith } = harness({ calls: [[createApplication, () => created]] });
    const result = await run(personalSaga, personalSubmitted(personalForm())).run();
    const sent = calledWith.find((c) => c.fn === 'createApplication')?.args[0] as Record<string, unknown> & {
      application: { stateCode: string; personalInformation: { dateOfBirth: string; documentNumber: string } };
    };
    expect(sent.application).toMatchObject({
      stateCode: 'OH',
      personalInformation: { dateOfBirth: '1991-05-17', documentNumber: '900000101' },
    });
    // The server chooses the next step: the browser names none, and asks nothing before or after.
    expect(sent).not.toHaveProperty('resumeAt');
    expect(calledWith.map((c) => c.fn)).toEqual(['createApplication']);
    expect(visited.map((v) => v.to)).toEqual([page.productPreference.href()]);
    expect(applicationOf(result).reached).toBe(page.productPreference.href());
  });

  it('sends the marketing site’s tags kept in the CMS cookie, with the brand, as the new application’s cmsData', async () => {
    document.cookie = `cng_brand_cms=${encodeURIComponent(JSON.stringify({ utm_source: 'newsletter', landingPage: '/application' }))}; path=/`;
    try {
      const { run, calledWith } = harness({ calls: [[createApplication, () => record()]] });
      await run(personalSaga, personalSubmitted(personalForm())).run();
      expect((calledWith.find((c) => c.fn === 'createApplication')?.args[0] as { cmsData: unknown }).cmsData).toEqual({
        utm_source: 'newsletter',
        landingPage: '/application',
        brand: 'cng',
      });
    } finally {
      document.cookie = 'cng_brand_cms=; max-age=0; path=/';
    }
  });

  it('saves a returning customer’s step 1 and goes where the server says (the income: step 2 hidden)', async () => {
    const express = record({ returning: true, preferredProductCode: 'ILP' });
    const { run, visited, calledWith } = harness({
      application: { record: express },
      calls: [
        [
          savePersonalInformation,
          () => ({ ...express, loanApplicationProgress: { applicationUrl: page.income.href() } }),
        ],
      ],
    });
    await run(personalSaga, personalSubmitted(personalForm())).run();
    expect(calledWith.map((c) => c.fn)).toEqual(['savePersonalInformation']);
    expect(Object.keys(calledWith[0]!.args[0] as object)).toEqual(['id', 'personalInformation']);
    expect(visited.map((v) => v.to)).toEqual([page.income.href()]);
  });

  it('sends someone under 18 to /not-eligible and saves nothing', async () => {
    const { run, visited, calledWith } = harness({ calls: [[createApplication, () => record()]] });
    const result = await run(personalSaga, personalSubmitted(personalForm({ dateOfBirth: usDate(17) }))).run();
    expect(visited.map((v) => v.to)).toEqual([page.notEligible.href()]);
    expect(calledWith.map((c) => c.fn)).toEqual([]);
    expect(applicationOf(result)).toMatchObject({ notEligible: 'age', record: null });
  });

  /** Step 1's save refused by the server with its reason (STEP_REFUSAL). */
  const refusedWith = (reason: string, message: string) =>
    harness({ calls: [[createApplication, () => failure({ status: 200, code: 'BAD_REQUEST', reason, message })]] });

  it('sends a state the brand does not serve to /not-in-state when the server refuses it so', async () => {
    const { run, visited } = refusedWith('NO_PRODUCTS_IN_STATE', 'We do not offer loans in New York');
    const result = await run(
      personalSaga,
      personalSubmitted(personalForm({ stateCode: 'NY', zipCode: '10001' })),
    ).run();
    expect(visited.map((v) => v.to)).toEqual([page.notInState.href()]);
    expect(applicationOf(result)).toMatchObject({ notInState: 'New York', record: null });
  });

  it('shows the server’s words when the ZIP code is not in the chosen state, staying on the form', async () => {
    const message = 'ZIP code 40202 is not in Ohio. Check the state and the ZIP code.';
    const { run, visited } = refusedWith('ZIP_NOT_IN_STATE', message);
    const result = await run(personalSaga, personalSubmitted(personalForm({ zipCode: '40202' }))).run();
    expect(visited).toEqual([]);
    expect(applicationOf(result)).toMatchObject({ error: message, saving: false, record: null });
  });

  it('sends someone the server finds under 18 to /not-eligible', async () => {
    const { run, visited } = refusedWith('UNDER_18', 'You must be at least 18 years old to apply');
    const result = await run(personalSaga, personalSubmitted(personalForm())).run();
    expect(visited.map((v) => v.to)).toEqual([page.notEligible.href()]);
    expect(applicationOf(result)).toMatchObject({ notEligible: 'age' });
  });

  it('keeps what was typed when the server refuses the save, with its message, and when the save fails', async () => {
    const saved = record();
    const refused = harness({
      application: { record: saved },
      calls: [
        [
          savePersonalInformation,
          () => failure({ status: 400, code: 'BAD_REQUEST', message: 'Enter your street address' }),
        ],
      ],
    });
    const first = await refused.run(personalSaga, personalSubmitted(personalForm())).run();
    expect(applicationOf(first)).toMatchObject({ saving: false, error: 'Enter your street address', record: saved });
    expect(refused.visited).toEqual([]);
    const down = harness({
      application: { record: saved },
      calls: [[savePersonalInformation, () => failure({ status: 502, message: 'Bad Gateway' })]],
    });
    const second = await down.run(personalSaga, personalSubmitted(personalForm())).run();
    expect(applicationOf(second).error).toBe(APPLICATION_TEXT.saveFailed);
  });
});

describe('from step 3 to step 4', () => {
  const bank = {
    isReadOnly: true,
    routingNumber: '•••••0021',
    accountNumber: '••••0000',
    accountHoldersName: 'Rosa Diaz',
    accountBalance: '110',
    bankName: 'Tartan Bank',
    accountOpenDate: null,
    accountType: 'CHECKING',
  };

  it('goes on to the loan offer once the bank feature saved the account (its save stored the place to resume)', async () => {
    const atBank = record({ loanApplicationProgress: { applicationUrl: page.bank.root.href() } });
    // The bank's save marked the record stale (it is read again while the bank step shows it): the saga only goes on.
    const { run, visited, calledWith } = harness({ application: { record: atBank, reached: page.bank.root.href() } });
    const result = await run(bankDoneSaga, bankAccountSaved({ applicationId: 'app-1' })).run();
    expect(calledWith).toEqual([]);
    expect(visited.map((v) => v.to)).toEqual([page.products.href()]);
    expect(applicationOf(result)).toMatchObject({ reached: page.products.href(), record: atBank });
  });

  it('goes on from a saved account (Continue), and still goes on when only the place to resume could not be saved', async () => {
    const saved = record({ bankingInformation: bank });
    const { run, visited } = harness({
      application: { record: saved, reached: page.bank.root.href() },
      calls: [[saveProgress, () => failure({ status: 502, message: 'Bad Gateway' })]],
    });
    const result = await run(bankDoneSaga, bankStepContinued({ applicationId: 'app-1' })).run();
    expect(visited.map((v) => v.to)).toEqual([page.products.href()]);
    expect(applicationOf(result).reached).toBe(page.products.href());
  });

  it('does nothing for another application, or one without a bank account', async () => {
    const { run, visited, calledWith } = harness({ application: { record: record() } });
    await run(bankDoneSaga, bankStepContinued({ applicationId: 'app-1' })).run();
    await run(bankDoneSaga, bankAccountSaved({ applicationId: 'app-2' })).run();
    expect(visited).toEqual([]);
    expect(calledWith).toEqual([]);
  });
});

describe('the passwordless resume (/application/resume)', () => {
  const typed = { email: ' Kate.Lane@example.com ', dateOfBirth: '08/14/1993' };

  it('sends a passwordless applicant to the emailed code, coming back to /application', async () => {
    const { run, visited, calledWith } = harness({
      signedIn: null,
      flags: { enablePasswordlessFlow: true },
      calls: [[lookUpApplicant, () => ({ isPasswordless: true })]],
    });
    await run(resumeLookupSaga, resumeLookupRequested(typed)).run();
    expect(calledWith[0]?.args).toEqual([{ email: 'kate.lane@example.com', dateOfBirth: '1993-08-14' }]);
    expect(visited).toEqual([
      {
        to: paths.passwordlessResume.href(),
        state: { email: 'kate.lane@example.com', from: { pathname: page.root.href() } },
      },
    ]);
  });

  it('sends an applicant with a password to the login, coming back to /application', async () => {
    const { run, visited } = harness({ signedIn: null, calls: [[lookUpApplicant, () => ({ isPasswordless: false })]] });
    await run(resumeLookupSaga, resumeLookupRequested(typed)).run();
    expect(visited).toEqual([
      { to: paths.login.href(), state: { email: 'kate.lane@example.com', from: { pathname: page.root.href() } } },
    ]);
  });

  it('says the email was not found (the spec’s text) when nothing matches, and asks for a call when codes are off', async () => {
    const missing = harness({
      signedIn: null,
      calls: [[lookUpApplicant, () => failure({ status: 404, message: 'No customer matches these details' })]],
    });
    const result = await missing.run(resumeLookupSaga, resumeLookupRequested(typed)).run();
    expect(applicationOf(result)).toMatchObject({ resumeNotFound: true, saving: false });
    expect(missing.visited).toEqual([]);
    const off = harness({
      signedIn: null,
      flags: { enablePasswordlessFlow: false },
      calls: [[lookUpApplicant, () => ({ isPasswordless: true })]],
    });
    const closed = await off.run(resumeLookupSaga, resumeLookupRequested(typed)).run();
    expect(applicationOf(closed).error).toMatch(
      /^Your account logs in with a code, which we cannot send right now\. Please call us at \d{3}-\d{3}-\d{4} to continue your application\.$/,
    );
    expect(off.visited).toEqual([]);
  });
});

describe('page views', () => {
  it('carry the application id and nothing personal', async () => {
    const { run, services } = harness({ application: { record: record() } });
    const seen: unknown[] = [];
    services.analytics.pageView = (path, details) => void seen.push([path, details]);
    await run(applicationPageViewSaga, pageViewed(page.personal.href())).run();
    await run(applicationPageViewSaga, pageViewed(paths.login.href())).run();
    expect(seen).toEqual([[page.personal.href(), { applicationId: 'app-1' }]]);
  });

  it('a page opened while the application loads waits for it, so the view carries its id', async () => {
    const { run, services } = harness({ application: { record: null, status: 'loading' } });
    const seen: unknown[] = [];
    services.analytics.pageView = (path, details) => void seen.push([path, details]);
    await run(applicationPageViewSaga, pageViewed(page.amount.href()))
      .dispatch(applicationLoaded({ applicationId: 'app-1', reached: page.amount.href() }))
      .run();
    expect(seen).toEqual([[page.amount.href(), { applicationId: 'app-1' }]]);
  });
});
