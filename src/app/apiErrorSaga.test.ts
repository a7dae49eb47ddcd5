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

  it('only logs a failed read of the page frame (the screen share, the learning-center links): the person stays', async () => {
    for (const endpointName of ['remoteSession', 'learningCenterLinks']) {
      const { run, visited, logged } = harness('/account', { signedIn: true });
      await run(handleApiError, rejection({ status: 500, message: 'boom' }, { endpointName })).run();
      expect(visited).toEqual([]);
      expect(logged).toEqual([`${endpointName} failed: boom`]);
    }
  });

  it("leaves mutations' other errors, REST errors and the sign-in and recovery pages' errors to their screens", async () => {
    for (const [path, action] of [
      [
        '/account',
        rejection(
          { status: 200, message: 'Not admin', code: 'FORBIDDEN' },
          { type: 'mutation', endpointName: 'startImpersonation' },
        ),
      ],
      ['/account', rejection({ status: 404, message: 'No account matches' }, { api: 'restApi', type: 'mutation' })],
      ['/login', rejection({ status: 500, message: 'boom' })],
      ['/authentication/resume-passwordless', rejection({ status: 500, message: 'boom' })],
    ] as const) {
      const { run, visited } = harness(path, { signedIn: true });
      await run(handleApiError, action).run();
      expect(visited).toEqual([]);
    }
  });
});
