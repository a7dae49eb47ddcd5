import delayP from '@redux-saga/delay-p';
import { createFakeAuthService, profileFor } from '../../tests/support/fakeAuthService';
import { sagaHarness } from '../../tests/support/sagaHarness';
import { signOutRequested } from '../events/sessionEvents';
import { logError } from '../api/logRequests';
import type { ApiError } from '../lib/apiError';
import {
  ERROR_REDIRECT_DELAY_MS,
  goToRootLater,
  handleApiError,
  isApiRejection,
  isFault,
  serverUnavailable,
} from './apiErrorSaga';
import type { RootState } from '../store/rootReducer';

const rejection = (
  payload: ApiError,
  options: { api?: string; endpointName?: string; type?: 'query' | 'mutation' } = {},
) => ({
  type: `${options.api ?? 'graphqlApi'}/${options.type === 'mutation' ? 'executeMutation' : 'executeQuery'}/rejected`,
  payload,
  error: { message: 'Rejected' },
  meta: {
    arg: { endpointName: options.endpointName ?? 'me', type: options.type ?? 'query' },
    rejectedWithValue: true,
    requestId: 'r1',
    requestStatus: 'rejected',
  },
});

function harness(path: string, options: { signedIn?: boolean; enrollment?: boolean } = {}) {
  const logged: string[] = [];
  const auth = createFakeAuthService({
    'maria.lopez@example.com': { password: 'x', profile: profileFor('maria.lopez@example.com') },
  });
  const setup = sagaHarness({
    auth,
    calls: new Map<unknown, (...args: never[]) => unknown>([
      [delayP, () => undefined],
      [logError, (message: never) => logged.push(message)],
    ]),
    state: (state: RootState) => ({
      ...state,
      auth: { ...state.auth, status: options.signedIn ? 'signedIn' : 'signedOut' },
      session: { isEnrollment: options.enrollment ?? false },
    }),
  });
  setup.services.navigate.pathname = () => path;
  return { ...setup, logged };
}

describe('network and auth error rules', () => {
  it('recognises rejected GraphQL and REST calls, but never the log call itself', () => {
    expect(isApiRejection(rejection({ status: 500, message: 'x' }))).toBe(true);
    expect(isApiRejection(rejection({ status: 500, message: 'x' }, { api: 'restApi' }))).toBe(true);
    expect(
      isApiRejection(rejection({ status: 500, message: 'x' }, { endpointName: 'logMessage', type: 'mutation' })),
    ).toBe(false);
    expect(isApiRejection({ type: 'graphqlApi/executeQuery/fulfilled', payload: {} })).toBe(false);
  });

  it.each([502, 504])(
    'says the server cannot be reached after a %s, waits 15 seconds, then goes to the root',
    async (status) => {
      const { run, visited } = harness('/account');
      await run(handleApiError, rejection({ status, message: 'Bad Gateway' }))
        .put(serverUnavailable())
        .run();
      expect(visited).toEqual([{ to: '/error/unavailable', state: undefined }]);
      const onLogin = harness('/login');
      await onLogin
        .run(handleApiError, rejection({ status, message: 'Bad Gateway' }))
        .put(serverUnavailable())
        .run();
      expect(onLogin.visited).toEqual([]);
      const later = harness('/account');
      await later.run(goToRootLater).delay(ERROR_REDIRECT_DELAY_MS).run();
      expect(later.visited).toEqual([{ to: '/', state: undefined }]);
      expect(ERROR_REDIRECT_DELAY_MS).toBe(15000);
    },
  );

  it('signs out to login with the timeout flag on a 403 or an unauthenticated answer when someone was signed in', async () => {
    for (const error of [
      { status: 403, message: 'Incorrect Brand' },
      { status: 401, message: 'Unauthorized' },
      { status: 'UNAUTHENTICATED', message: 'No current user' },
    ] as ApiError[]) {
      const { run, visited } = harness('/account', { signedIn: true });
      await run(handleApiError, rejection(error, { type: 'mutation' }))
        .put(signOutRequested({ timeout: true }))
        .run();
      expect(visited).toEqual([]);
    }
  });

  it('goes to login without the flag when nobody was signed in, and stays put when already on login', async () => {
    const out = harness('/account');
    await out.run(handleApiError, rejection({ status: 403, message: 'Forbidden' })).run();
    expect(out.visited).toEqual([{ to: '/login', state: undefined }]);
    const onLogin = harness('/login', { signedIn: true });
    const result = await onLogin.run(handleApiError, rejection({ status: 403, message: 'Forbidden' })).run();
    expect(onLogin.visited).toEqual([]);
    expect(result.effects.put).toBeUndefined();
  });

  it('sends other query errors on account pages to /account/error', async () => {
    const { run, visited } = harness('/account', { signedIn: true });
    await run(handleApiError, rejection({ status: 500, message: 'boom' })).run();
    expect(visited).toEqual([{ to: '/account/error', state: undefined }]);
  });

  it('does nothing with a call cut short by the page being left (a reload, another address): the next page decides', async () => {
    const leaving = harness('/loan/conversion', { signedIn: true });
    leaving.services.navigate.leaving = () => true;
    await leaving
      .run(handleApiError, rejection({ status: 'FETCH_ERROR', message: 'Failed to fetch' }))
      .not.put(signOutRequested({ timeout: true }))
      .run();
    expect(leaving.visited).toEqual([]);
    expect(leaving.logged).toEqual([]);
  });

  it('logs other query errors elsewhere and goes to /error, or the enrollment error page for enrollment customers', async () => {
    const plain = harness('/loan/conversion', { signedIn: true });
    await plain
      .run(handleApiError, rejection({ status: 500, message: 'boom' }, { endpointName: 'conversionOffers' }))
      .run();
    expect(plain.visited).toEqual([{ to: '/error', state: undefined }]);
    expect(plain.logged).toEqual(['Request conversionOffers failed on /loan/conversion: boom']);
    const enrolling = harness('/enrollment/personal-form', { signedIn: true, enrollment: true });
    await enrolling.run(handleApiError, rejection({ status: 500, message: 'boom' })).run();
    expect(enrolling.visited).toEqual([{ to: '/enrollment/error', state: undefined }]);
  });

  it('only logs a failed read of the page frame (the screen share, the learning-center links) or of the passkeys: the person stays', async () => {
    for (const [path, endpointName] of [
      ['/account', 'remoteSession'],
      ['/account', 'learningCenterLinks'],
      ['/account/personal', 'passkeys'],
      ['/admin/landing', 'passkeys'],
    ] as const) {
      const { run, visited, logged } = harness(path, { signedIn: true });
      await run(handleApiError, rejection({ status: 500, message: 'boom' }, { endpointName })).run();
      expect(visited).toEqual([]);
      expect(logged).toEqual([`${endpointName} failed: boom`]);
    }
  });

  it("leaves mutations' and REST calls' refusals, and the sign-in and recovery pages' errors, to their screens", async () => {
    for (const [path, action] of [
      [
        '/account',
        rejection(
          { status: 200, message: 'Not admin', code: 'FORBIDDEN' },
          { type: 'mutation', endpointName: 'startImpersonation' },
        ),
      ],
      [
        '/application/personal-information',
        rejection(
          { status: 200, message: 'Enter a valid ZIP code.', code: 'BAD_USER_INPUT' },
          { type: 'mutation', endpointName: 'savePersonalInformation' },
        ),
      ],
      ['/account', rejection({ status: 404, message: 'No account matches' }, { api: 'restApi', type: 'mutation' })],
      ['/find-a-store', rejection({ status: 400, message: 'Enter a ZIP code' }, { api: 'restApi' })],
      ['/login', rejection({ status: 500, message: 'boom' })],
      ['/authentication/resume-passwordless', rejection({ status: 500, message: 'boom' })],
      [
        '/authentication/resume-passwordless',
        rejection({ status: 500, message: 'boom' }, { api: 'restApi', type: 'mutation', endpointName: 'resumeLookup' }),
      ],
    ] as const) {
      const { run, visited } = harness(path, { signedIn: true });
      await run(handleApiError, action).run();
      expect(visited).toEqual([]);
    }
  });

  // Issue 48: mutations and REST calls follow the rule like queries, for faults (decision 0055).
  it.each([
    ['a GraphQL fault', { status: 200, message: 'Something went wrong', code: 'INTERNAL' }],
    ['a 500', { status: 500, message: 'boom' }],
    ['no answer', { status: 'FETCH_ERROR', message: 'Failed to fetch' }],
    ['an answer that is not one', { status: 'PARSE_ERROR', message: 'Unexpected response (200)' }],
  ] as const)('a mutation’s %s goes to the error page of where the person is', async (_name, error) => {
    const account = harness('/account/personal', { signedIn: true });
    await account
      .run(handleApiError, rejection(error, { type: 'mutation', endpointName: 'requestContactChange' }))
      .run();
    expect(account.visited).toEqual([{ to: '/account/error', state: undefined }]);
    const applying = harness('/application/income', { signedIn: true });
    await applying
      .run(handleApiError, rejection(error, { type: 'mutation', endpointName: 'saveIncomeInformation' }))
      .run();
    expect(applying.visited).toEqual([{ to: '/error', state: undefined }]);
    expect(applying.logged).toEqual([`Request saveIncomeInformation failed on /application/income: ${error.message}`]);
    const enrolling = harness('/enrollment/otp-verify-code', { enrollment: true });
    await enrolling.run(handleApiError, rejection(error, { type: 'mutation', endpointName: 'otpVerifyCode' })).run();
    expect(enrolling.visited).toEqual([{ to: '/enrollment/error', state: undefined }]);
  });

  it('a REST call’s fault goes to the error page too; a store search on the locator', async () => {
    const { run, visited, logged } = harness('/find-a-store');
    await run(
      handleApiError,
      rejection({ status: 503, message: 'Request failed (503)' }, { api: 'restApi', endpointName: 'storesNear' }),
    ).run();
    expect(visited).toEqual([{ to: '/error', state: undefined }]);
    expect(logged).toEqual(['Request storesNear failed on /find-a-store: Request failed (503)']);
  });

  it('a payment’s fault and an upload’s stay on their page (the payment keeps the key that makes trying again safe); the frame’s calls only log', async () => {
    const paying = harness('/account/payment', { signedIn: true });
    await paying
      .run(
        handleApiError,
        rejection({ status: 500, message: 'boom' }, { type: 'mutation', endpointName: 'makePayment' }),
      )
      .run();
    expect(paying.visited).toEqual([]);
    // A document's upload says it failed beside the document, and the page stays.
    const uploading = harness('/application/upload-docs', { signedIn: true });
    await uploading
      .run(
        handleApiError,
        rejection(
          { status: 'FETCH_ERROR', message: 'The upload did not reach the server' },
          { api: 'restApi', type: 'mutation', endpointName: 'uploadDocument' },
        ),
      )
      .run();
    expect(uploading.visited).toEqual([]);
    const expiring = harness('/account', { signedIn: true });
    await expiring
      .run(
        handleApiError,
        rejection(
          { status: 'FETCH_ERROR', message: 'Failed to fetch' },
          { type: 'mutation', endpointName: 'timeoutExpireAction' },
        ),
      )
      .run();
    expect(expiring.visited).toEqual([]);
    expect(expiring.logged).toEqual(['timeoutExpireAction failed: Failed to fetch']);
  });

  it('a file download follows the same rules: a fault to the error page, a 403 to login, a 404 to its screen', async () => {
    // A download is a REST mutation (fileDownload.ts).
    const download = (status: ApiError['status']) =>
      rejection(
        { status, message: `Request failed (${String(status)})` },
        { api: 'restApi', endpointName: 'fileDownload', type: 'mutation' },
      );
    const fault = harness('/application/adverse-action', { signedIn: true });
    await fault.run(handleApiError, download(500)).run();
    expect(fault.visited).toEqual([{ to: '/error', state: undefined }]);
    const refused = harness('/account/open-loan', { signedIn: true });
    const result = await refused.run(handleApiError, download(403)).run();
    expect(result.effects.put).toEqual([
      expect.objectContaining({ payload: { action: signOutRequested({ timeout: true }), channel: undefined } }),
    ]);
    const missing = harness('/account/open-loan', { signedIn: true });
    await missing.run(handleApiError, download(404)).run();
    expect(missing.visited).toEqual([]);
  });

  it('a fault is a failure of the server or the network, never a refusal with a reason', () => {
    for (const status of [500, 501, 503, 599, 'FETCH_ERROR', 'PARSE_ERROR'] as const)
      expect(isFault({ status, message: '' })).toBe(true);
    expect(isFault({ status: 200, message: '', code: 'INTERNAL' })).toBe(true);
    for (const [status, code] of [
      [200, 'BAD_USER_INPUT'],
      [200, 'BAD_REQUEST'],
      [200, 'RATE_LIMITED'],
      [200, 'ERROR_IFRAME'],
      [400, 'GRAPHQL_VALIDATION_FAILED'],
      [404, undefined],
      [409, undefined],
      [429, undefined],
    ] as const)
      expect(isFault({ status, message: '', code })).toBe(false);
  });
});
