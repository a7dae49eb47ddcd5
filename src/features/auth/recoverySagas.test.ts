import type { RootState } from '../../store/rootReducer';
import { createFakeAuthService, profileFor } from '../../../tests/support/fakeAuthService';
import { defaultCustomer } from '../../../tests/support/fakeBackend';
import { sagaHarness, type HarnessOptions } from '../../../tests/support/sagaHarness';
import { lookUpEmail, postAuthEvent, postPasswordChanged } from './authRequests';
import { readCustomer } from '../../api/customerRequests';
import { signInSucceeded } from './authSlice';
import {
  changePasswordSaga,
  forgotEmailSaga,
  forgotPasswordSaga,
  passwordlessAnswerSaga,
  passwordlessStartSaga,
} from './recoverySagas';
import {
  changePasswordFailed,
  changePasswordRequested,
  changePasswordSucceeded,
  forgotEmailRequested,
  forgotEmailSettled,
  forgotPasswordRequested,
  forgotPasswordSettled,
  passwordlessCodeEntered,
  passwordlessCodeRequested,
  passwordlessCodeSent,
  passwordlessFailed,
  selectRecovery,
  passwordlessRestarted,
} from './recoverySlice';

const accounts = () => ({
  'maria.lopez@example.com': { password: 'Portal#2026', profile: profileFor('maria.lopez@example.com') },
  'pat.nopass@example.com': {
    password: '',
    profile: profileFor('pat.nopass@example.com', { firstName: 'Pat', isPasswordless: true }),
  },
  'enroll.only@example.com': {
    password: 'Portal#2026',
    profile: profileFor('enroll.only@example.com', { groups: ['enrollment.user'] }),
  },
});

function harness(
  options: {
    flags?: HarnessOptions['flags'];
    result?: string;
    auth?: ReturnType<typeof createFakeAuthService>;
    lookup?: () => unknown;
    changed?: () => unknown;
  } = {},
) {
  const auth =
    options.auth ??
    createFakeAuthService(accounts(), {
      codes: { 'pat.nopass@example.com': '246810', 'enroll.only@example.com': '111111' },
    });
  const events: unknown[] = [];
  const notices: unknown[] = [];
  const calls = new Map<unknown, (...args: never[]) => unknown>([
    [postAuthEvent, (event: never) => (events.push(event), { result: options.result ?? 'OK' })],
    [
      postPasswordChanged,
      (email: never) => (notices.push(email), options.changed ? options.changed() : { success: true }),
    ],
    [lookUpEmail, options.lookup ?? (() => ({ maskedEmail: 'm•••z@example.com' }))],
    [readCustomer, () => defaultCustomer],
  ]);
  return { ...sagaHarness({ auth, flags: options.flags, calls }), auth, events, notices };
}

const recovery = (result: { storeState: unknown }) => selectRecovery(result.storeState as RootState);

describe('forgot password', () => {
  it('checks the request (with the fingerprint and the passwordless flag), then mails the reset link', async () => {
    const { run, auth, events } = harness();
    const result = await run(forgotPasswordSaga, forgotPasswordRequested({ email: ' Maria.Lopez@example.com ' }))
      .put(
        forgotPasswordSettled({
          ok: true,
          message: 'Please check your email and click on the provided link to reset your password.',
        }),
      )
      .run();
    expect(events).toEqual([
      {
        type: 'forgotPassword',
        email: 'maria.lopez@example.com',
        blackBox: 'test-black-box',
        flags: { enablePasswordlessFlow: true },
      },
    ]);
    expect(auth.calls).toEqual(['forgotPassword:maria.lopez@example.com']);
    expect(recovery(result).forgotPassword).toEqual({
      status: 'done',
      message: 'Please check your email and click on the provided link to reset your password.',
      notFound: false,
    });
  });

  it('goes to the fail page on DENIED and sends no mail', async () => {
    const { run, auth, visited } = harness({ result: 'DENIED' });
    await run(forgotPasswordSaga, forgotPasswordRequested({ email: 'maria.lopez@example.com' })).run();
    expect(visited).toEqual([{ to: '/authentication/forgot-password/fail', state: undefined }]);
    expect(auth.calls).toEqual([]);
  });

  it('goes to the passwordless resume with the email on FAILED_P', async () => {
    const { run, auth, visited } = harness({ result: 'FAILED_P' });
    await run(forgotPasswordSaga, forgotPasswordRequested({ email: 'pat.nopass@example.com' })).run();
    expect(visited).toEqual([
      { to: '/authentication/resume-passwordless', state: { email: 'pat.nopass@example.com' } },
    ]);
    expect(auth.calls).toEqual([]);
  });

  it('says no account matches (with enrollment offered) for an unknown email', async () => {
    const { run } = harness();
    const result = await run(forgotPasswordSaga, forgotPasswordRequested({ email: 'nobody@example.com' })).run();
    expect(recovery(result).forgotPassword).toEqual({
      status: 'failed',
      message: "We couldn't find an account matching the email address you entered. Please review and try again.",
      notFound: true,
    });
  });

  it('with the forgotPassword flag off: no check, the other success text, and the no-saved-data text when there is nothing to reset', async () => {
    const off = { forgotPassword: false };
    const sent = harness({ flags: off });
    const ok = await sent.run(forgotPasswordSaga, forgotPasswordRequested({ email: 'maria.lopez@example.com' })).run();
    expect(sent.events).toEqual([]);
    expect(recovery(ok).forgotPassword.message).toBe(
      'Instructions for resetting your password have been sent to your email',
    );
    const noData =
      'Either your account information entered is incorrect or you no longer have saved data. We only keep incomplete applications for 21 days.';
    for (const email of ['nobody@example.com', 'pat.nopass@example.com']) {
      const { run } = harness({ flags: off });
      expect(recovery(await run(forgotPasswordSaga, forgotPasswordRequested({ email })).run()).forgotPassword).toEqual({
        status: 'failed',
        message: noData,
        notFound: false,
      });
    }
  });

  it('shows the generic error when the check cannot be reached, and the provider message for its refusals', async () => {
    const auth = createFakeAuthService(accounts());
    const calls = new Map<unknown, (...args: never[]) => unknown>([
      [postAuthEvent, () => Promise.reject(Object.assign(new Error('Network error'), { status: 'FETCH_ERROR' }))],
    ]);
    const result = await sagaHarness({ auth, calls })
      .run(forgotPasswordSaga, forgotPasswordRequested({ email: 'maria.lopez@example.com' }))
      .run();
    expect(recovery(result).forgotPassword.message).toBe(
      "Hmmm... something's not working at the moment. Please try again later.",
    );
    expect(auth.calls).toEqual([]);
    const limited = harness();
    limited.auth.forgotPassword = () =>
      Promise.reject(
        Object.assign(new Error('Attempt limit exceeded, please try after some time.'), {
          name: 'LimitExceededException',
        }),
      );
    const refused = await limited
      .run(forgotPasswordSaga, forgotPasswordRequested({ email: 'maria.lopez@example.com' }))
      .run();
    expect(recovery(refused).forgotPassword.message).toBe('Attempt limit exceeded, please try after some time.');
  });
});

describe('change password', () => {
  it('sets the new password, sends the password-changed notice and goes to login with the email', async () => {
    const { run, auth, notices, visited } = harness();
    await run(
      changePasswordSaga,
      changePasswordRequested({ email: 'maria.lopez@example.com', code: '123456', newPassword: 'NewPass#2027' }),
    )
      .put(changePasswordSucceeded())
      .run();
    expect(auth.calls).toEqual(['confirmForgotPassword:maria.lopez@example.com']);
    expect(notices).toEqual(['maria.lopez@example.com']);
    expect(visited).toEqual([{ to: '/login', state: { email: 'maria.lopez@example.com', passwordChanged: true } }]);
  });

  it("says 'This link is no longer valid.' for a wrong or used code, and sends no notice", async () => {
    const { run, notices, visited } = harness();
    await run(
      changePasswordSaga,
      changePasswordRequested({ email: 'maria.lopez@example.com', code: '000000', newPassword: 'NewPass#2027' }),
    )
      .put(changePasswordFailed('This link is no longer valid.'))
      .run();
    expect(notices).toEqual([]);
    expect(visited).toEqual([]);
  });

  it("shows the identity service's words when the account's codes are paused, and sends no notice", async () => {
    const { run, notices } = harness();
    await run(
      changePasswordSaga,
      changePasswordRequested({ email: 'maria.lopez@example.com', code: '999999', newPassword: 'NewPass#2027' }),
    )
      .put(
        changePasswordFailed(
          'For your security, we have paused codes for this account after too many were asked for or entered. Please try again tomorrow, or call us.',
        ),
      )
      .run();
    expect(notices).toEqual([]);
  });

  it('shows the password rule when the identity service refuses the password', async () => {
    const { run } = harness();
    await run(
      changePasswordSaga,
      changePasswordRequested({ email: 'maria.lopez@example.com', code: '123456', newPassword: 'short1' }),
    )
      .put(
        changePasswordFailed(
          'Password must be at least 8 characters, contain at least one number and at least one letter',
        ),
      )
      .run();
  });

  it('still goes to login when only the notice fails (the password has changed)', async () => {
    const { run, visited } = harness({ changed: () => Promise.reject(new Error('down')) });
    await run(
      changePasswordSaga,
      changePasswordRequested({ email: 'maria.lopez@example.com', code: '123456', newPassword: 'NewPass#2027' }),
    )
      .put(changePasswordSucceeded())
      .run();
    expect(visited.map((v) => v.to)).toEqual(['/login']);
  });
});

describe('passwordless resume', () => {
  const withCodeSent =
    (email: string) =>
    (state: RootState): RootState => ({
      ...state,
      recovery: {
        ...selectRecovery(state),
        passwordless: { step: 'code', submitting: true, error: null, email, failures: 0 },
      },
    });

  it('asks for a code by email', async () => {
    const { run, auth } = harness();
    await run(passwordlessStartSaga, passwordlessCodeRequested({ email: 'Pat.Nopass@example.com' }))
      .put(passwordlessCodeSent({ email: 'pat.nopass@example.com' }))
      .run();
    expect(auth.calls).toEqual(['startPasswordless:pat.nopass@example.com']);
  });

  it('keeps the code step on a wrong code, with the wrong-code message', async () => {
    const auth = createFakeAuthService(accounts(), { codes: { 'pat.nopass@example.com': '246810' } });
    await auth.startPasswordless('pat.nopass@example.com');
    const { run } = sagaHarness({ auth, state: withCodeSent('pat.nopass@example.com') });
    const result = await run(passwordlessAnswerSaga, passwordlessCodeEntered({ code: '111111' }))
      .put(
        passwordlessFailed({
          message: 'Verification failed. Please make sure the code was entered correctly and try again.',
          restart: false,
        }),
      )
      .run();
    expect(recovery(result).passwordless).toMatchObject({ step: 'code', submitting: false });
  });

  it('signs in with the right code and goes to the root', async () => {
    const auth = createFakeAuthService(accounts(), { codes: { 'pat.nopass@example.com': '246810' } });
    await auth.startPasswordless('pat.nopass@example.com');
    const calls = new Map<unknown, (...args: never[]) => unknown>([[readCustomer, () => defaultCustomer]]);
    const { run, visited } = sagaHarness({ auth, calls, state: withCodeSent('pat.nopass@example.com') });
    const result = await run(passwordlessAnswerSaga, passwordlessCodeEntered({ code: ' 246810 ' }))
      .put.like({ action: { type: signInSucceeded.type } })
      .put(passwordlessRestarted())
      .run();
    expect((result.storeState as RootState).auth).toMatchObject({ status: 'signedIn', isPasswordless: true });
    expect(visited.map((v) => v.to)).toEqual(['/']);
  });

  it('starts over when the provider gives up (too many wrong codes)', async () => {
    const auth = createFakeAuthService(accounts());
    auth.answerPasswordless = () =>
      Promise.reject(
        Object.assign(new Error('Too many wrong codes. Please ask for a new code.'), {
          name: 'NotAuthorizedException',
        }),
      );
    const { run } = sagaHarness({ auth, state: withCodeSent('pat.nopass@example.com') });
    const result = await run(passwordlessAnswerSaga, passwordlessCodeEntered({ code: '999999' })).run();
    expect(recovery(result).passwordless).toMatchObject({
      step: 'email',
      error: 'Too many wrong codes. Please ask for a new code.',
      email: 'pat.nopass@example.com',
    });
  });

  it("refuses an enrollment-type user after the code, with 'Incorrect username or password.'", async () => {
    const auth = createFakeAuthService(accounts(), { codes: { 'enroll.only@example.com': '111111' } });
    await auth.startPasswordless('enroll.only@example.com');
    const { run } = sagaHarness({ auth, state: withCodeSent('enroll.only@example.com') });
    const result = await run(passwordlessAnswerSaga, passwordlessCodeEntered({ code: '111111' })).run();
    expect(recovery(result).passwordless).toMatchObject({ step: 'email', error: 'Incorrect username or password.' });
    expect((result.storeState as RootState).auth.status).not.toBe('signedIn');
  });
});

describe('forgot email', () => {
  const details = { lastName: 'Lopez', dateOfBirth: '1988-04-12', ssnLast4: '4821' };

  it('shows the masked address of the matching account', async () => {
    const { run, calledWith } = harness();
    await run(forgotEmailSaga, forgotEmailRequested(details))
      .put(forgotEmailSettled({ maskedEmail: 'm•••z@example.com', error: null }))
      .run();
    expect(calledWith).toEqual([{ fn: 'lookUpEmail', args: [details] }]);
  });

  it('goes to the fail page when nothing matches, and shows the generic error on other failures', async () => {
    const missing = harness({
      lookup: () => Promise.reject(Object.assign(new Error('No account matches these details'), { status: 404 })),
    });
    await missing.run(forgotEmailSaga, forgotEmailRequested(details)).run();
    expect(missing.visited).toEqual([{ to: '/authentication/forgot-email/fail', state: undefined }]);
    const broken = harness({ lookup: () => Promise.reject(Object.assign(new Error('boom'), { status: 500 })) });
    await broken
      .run(forgotEmailSaga, forgotEmailRequested(details))
      .put(
        forgotEmailSettled({
          maskedEmail: null,
          error: "Hmmm... something's not working at the moment. Please try again later.",
        }),
      )
      .run();
    expect(broken.visited).toEqual([]);
  });

  it('past the limit of lookups, says so in the server’s words and stays on the form', async () => {
    const limited = 'Too many tries from this device or for these details. Please wait 10 minutes and try again.';
    const held = harness({ lookup: () => Promise.reject(Object.assign(new Error(limited), { status: 429 })) });
    await held
      .run(forgotEmailSaga, forgotEmailRequested(details))
      .put(forgotEmailSettled({ maskedEmail: null, error: limited }))
      .run();
    expect(held.visited).toEqual([]);
  });
});
