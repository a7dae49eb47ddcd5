import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeAuthService, profileFor } from '../../../../tests/support/fakeAuthService';
import {
  defaultCustomer,
  HttpFailure,
  installFakeBackend,
  type FakeBackend,
} from '../../../../tests/support/fakeBackend';
import { renderApp, testFlags } from '../../../../tests/support/renderApp';

const me = {
  id: 'c-1',
  email: 'maria.lopez@example.com',
  firstName: 'Maria',
  lastName: 'Lopez',
  brand: 'cng',
  customerType: 'ONLINE_RETURNING',
  stateCode: 'OH',
};
const WRONG = 'Verification failed. Please make sure the code was entered correctly and try again.';
const RESENT = 'A new code has been resent. It may take up to 2 minutes to receive the new code.';

/** Maria, signed in, with an open application (the MFA rules pick her) and this sign-in not yet checked. */
function owingTheCheck(decision: string, graphql: Record<string, unknown> = {}, flags = {}) {
  const backend = installFakeBackend({
    graphql: {
      Me: { me: { ...defaultCustomer, ...me, hasOpenApplication: true } },
      MfaChallenge: { mfaChallenge: { mfaId: 'mfa-1', decision } },
      EmailVerification: { emailVerificationQuery: { emailVerificationId: 'ev-1', sessionId: 's-1' } },
      OtpSearch: { otpSearch: { status: null, phoneNumberMasked: '(•••) •••-0142' } },
      OtpSendCode: { otpSendCode: { status: null, phoneNumberMasked: '(•••) •••-0142' } },
      RememberDevice: { rememberDevice: { success: true } },
      ...graphql,
    },
  });
  const auth = createFakeAuthService(
    { 'maria.lopez@example.com': { password: 'x', profile: profileFor('maria.lopez@example.com') } },
    { signedInAs: 'maria.lopez@example.com' },
  );
  const view = renderApp('/account', { auth, flags });
  return { ...view, backend, auth };
}

const operations = (backend: FakeBackend) => backend.calls.map((c) => c.operation);
/** A screen's first render waits for its lazy chunk: a busy machine takes longer than the default second. */
const chunkLoad = { timeout: 5000 };

const callOf = (backend: FakeBackend, operation: string) => backend.calls.find((c) => c.operation === operation)?.input;

describe('/authentication/mfa', () => {
  it('sends a customer who owes the check there first; OTP_EMAIL: the Email Verification screen, a wrong code, then the right one leads to the page asked for', async () => {
    const user = userEvent.setup();
    let tries = 0;
    const { backend, pageViews } = owingTheCheck('OTP_EMAIL', {
      ValidateEmailVerificationCode: () => ({
        validateEmailVerificationCode: { success: tries > 0, status: tries++ > 0 ? 'APPROVED' : 'PENDING' },
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Email Verification' }, chunkLoad)).toBeInTheDocument();
    expect(screen.getByText('m•••z@example.com')).toBeInTheDocument();
    expect(callOf(backend, 'MfaChallenge')).toEqual({ blackBox: 'test-black-box' });
    expect(screen.queryByRole('heading', { name: /Welcome back/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Receive code by phone instead' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend Code' })).not.toBeInTheDocument();

    const code = screen.getByLabelText('Verification Code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    // Sent by the keyboard from 'Verify Code' and refused: the field is empty again, and has the focus for the next try.
    await user.type(code, '111111');
    act(() => screen.getByRole('button', { name: 'Verify Code' }).focus());
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(WRONG);
    expect(screen.getByLabelText('Verification Code')).toHaveValue('');
    expect(screen.getByLabelText('Verification Code')).toHaveFocus();
    expect(callOf(backend, 'ValidateEmailVerificationCode')).toEqual({
      emailVerificationId: 'ev-1',
      sessionId: 's-1',
      mfaId: 'mfa-1',
      verificationCode: '111111',
    });

    await user.type(screen.getByLabelText('Verification Code'), '246810');
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back, Maria Lopez' }, chunkLoad)).toBeInTheDocument();
    expect(operations(backend)).not.toContain('RememberDevice');
    expect(pageViews).toEqual(expect.arrayContaining(['/mfa/otp-email', '/mfa/approved']));
  });

  it("checks the code field: 'Required.', 'Max characters exceeded.', digits only; Verify Code waits for a valid code", async () => {
    const user = userEvent.setup();
    const { backend } = owingTheCheck('OTP_EMAIL');
    const code = await screen.findByLabelText('Verification Code');
    await user.click(code);
    await user.tab();
    expect(await screen.findByText('Required.')).toBeInTheDocument();
    await user.type(code, '12345678901');
    expect(await screen.findByText('Max characters exceeded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify Code' })).toHaveAttribute('aria-disabled', 'true');
    await user.clear(code);
    await user.type(code, '12ab');
    expect(await screen.findByText('Use digits only.')).toBeInTheDocument();
    expect(operations(backend)).not.toContain('ValidateEmailVerificationCode');
  });

  it('Remember My Device (with its tooltip) saves the device with the fingerprint and the MFA id', async () => {
    const user = userEvent.setup();
    const { backend, pageViews } = owingTheCheck('OTP_EMAIL', {
      ValidateEmailVerificationCode: { validateEmailVerificationCode: { success: true, status: 'APPROVED' } },
    });
    const remember = await screen.findByRole('checkbox', { name: 'Remember My Device' });
    await user.click(screen.getByRole('button', { name: 'About Remember My Device' }));
    expect(screen.getByRole('tooltip')).toHaveTextContent(
      "Tick this on a device only you use. We won't ask you for a code on this device for the next 30 days.",
    );
    await user.click(remember);
    await user.type(screen.getByLabelText('Verification Code'), '246810');
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    await screen.findByRole('heading', { name: 'Welcome back, Maria Lopez' }, chunkLoad);
    expect(callOf(backend, 'RememberDevice')).toEqual({
      applicationId: null,
      blackBox: 'test-black-box',
      mfaId: 'mfa-1',
    });
    expect(pageViews).toEqual(expect.arrayContaining(['/mfa/remember-device-accept', '/mfa/approved']));
  });

  it('hides the resend link until the flag’s wait has passed, and again after a resend, with the notice', async () => {
    // The flag's real wait (30 seconds) on jest's fake clock.
    jest.useFakeTimers();
    try {
      const wait = testFlags.timeouts.verification.otp_email * 1000;
      const pass = (ms: number) => act(() => jest.advanceTimersByTime(ms));
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const { backend } = owingTheCheck('OTP_EMAIL', {
        EmailResendCode: { emailResendCode: { success: true, sessionId: 's-2' } },
        ValidateEmailVerificationCode: { validateEmailVerificationCode: { success: false, status: 'PENDING' } },
      });
      await screen.findByRole('heading', { name: 'Email Verification' }, chunkLoad);
      pass(wait - 1000);
      expect(screen.queryByRole('button', { name: 'Resend Code' })).not.toBeInTheDocument();
      pass(1000);
      await user.click(await screen.findByRole('button', { name: 'Resend Code' }));
      expect(await screen.findByText(RESENT)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Resend Code' })).not.toBeInTheDocument();
      expect(callOf(backend, 'EmailResendCode')).toEqual({ mfaId: 'mfa-1' });
      // The next try uses the new session id.
      await user.type(screen.getByLabelText('Verification Code'), '123456');
      await user.click(screen.getByRole('button', { name: 'Verify Code' }));
      await screen.findByText(WRONG);
      expect(backend.calls.filter((c) => c.operation === 'ValidateEmailVerificationCode').at(-1)?.input).toMatchObject({
        sessionId: 's-2',
      });
      expect(screen.queryByRole('button', { name: 'Resend Code' })).not.toBeInTheDocument();
      pass(wait);
      expect(await screen.findByRole('button', { name: 'Resend Code' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('OTP_PHONE_EMAIL: Receive code by phone instead, and back to email', async () => {
    const user = userEvent.setup();
    const { pageViews } = owingTheCheck('OTP_PHONE_EMAIL');
    await user.click(await screen.findByRole('button', { name: 'Receive code by phone instead' }));
    expect(await screen.findByRole('heading', { name: 'Phone Verification' }, chunkLoad)).toBeInTheDocument();
    expect(screen.getByText('(•••) •••-0142')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Receive code by email instead' }));
    expect(await screen.findByRole('heading', { name: 'Email Verification' }, chunkLoad)).toBeInTheDocument();
    expect(pageViews).toContain('/mfa/otp-phone-email');
  });

  it('OTP_PHONE: Send Code, a wrong code, an expired one, then the right one and the remember-device question (Not Now)', async () => {
    const user = userEvent.setup();
    const answers = [
      { success: false, status: null, attemptsLeft: 4 },
      { success: false, status: 'OTP_EXPIRED', attemptsLeft: 0 },
      { success: true, status: 'OTP_VALID', attemptsLeft: 3 },
    ];
    const { backend, pageViews } = owingTheCheck('OTP_PHONE', {
      OtpVerifyCode: () => ({ otpVerifyCode: answers.shift() }),
    });
    expect(await screen.findByRole('heading', { name: 'Phone Verification' }, chunkLoad)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Receive code by email instead' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    const code = await screen.findByLabelText('Verification Code');
    expect(callOf(backend, 'OtpSendCode')).toEqual({ mfaId: 'mfa-1' });

    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(WRONG);

    await user.type(screen.getByLabelText('Verification Code'), '222222');
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(
      await screen.findByText('This code has expired. Please send a new code and enter it here.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend Code' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Verification Code'), '333333');
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remember this device?' });
    expect(screen.getByText('Your phone number is verified.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Not Now' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back, Maria Lopez' }, chunkLoad)).toBeInTheDocument();
    expect(operations(backend)).not.toContain('RememberDevice');
    expect(pageViews).toEqual(
      expect.arrayContaining([
        '/mfa/otp-phone',
        '/mfa/remember-device',
        '/mfa/remember-device-decline',
        '/mfa/approved',
      ]),
    );
  });

  it('OTP_EXCEEDED signs the customer out and shows the failure page', async () => {
    const user = userEvent.setup();
    const { auth } = owingTheCheck('OTP_PHONE', {
      OtpVerifyCode: { otpVerifyCode: { success: false, status: 'OTP_EXCEEDED', attemptsLeft: 0 } },
    });
    await user.click(await screen.findByRole('button', { name: 'Send Code' }));
    await user.type(await screen.findByLabelText('Verification Code'), '111111');
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(
      await screen.findByRole('heading', { name: "We couldn't verify your identity" }, chunkLoad),
    ).toBeInTheDocument();
    expect(screen.getByText(/Too many incorrect codes were entered/)).toBeInTheDocument();
    expect(auth.calls).toContain('signOut');
    expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/login');
  });

  it('DENY signs the customer out and shows the failure page with the brand’s phone number', async () => {
    const { auth } = owingTheCheck('DENY');
    expect(
      await screen.findByRole('heading', { name: "We couldn't verify your identity" }, chunkLoad),
    ).toBeInTheDocument();
    expect(screen.getByText(/For your security, we could not complete the verification/)).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: '800-555-0101' })).toHaveAttribute(
      'href',
      'tel:+18005550101',
    );
    expect(auth.calls).toContain('signOut');
  });

  it('a failed call offers to try again', async () => {
    const user = userEvent.setup();
    let calls = 0;
    owingTheCheck('OTP_EMAIL', {
      MfaChallenge: () =>
        calls++ === 0 ? new HttpFailure(500, 'down') : { mfaChallenge: { mfaId: 'mfa-2', decision: 'ALLOW' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back, Maria Lopez' }, chunkLoad)).toBeInTheDocument();
  });

  it('lets a customer the rules do not pick straight through', async () => {
    installFakeBackend({ graphql: { Me: { me: { ...defaultCustomer, ...me } } } });
    const auth = createFakeAuthService(
      { 'maria.lopez@example.com': { password: 'x', profile: profileFor('maria.lopez@example.com') } },
      { signedInAs: 'maria.lopez@example.com' },
    );
    renderApp('/account', { auth });
    expect(await screen.findByRole('heading', { name: 'Welcome back, Maria Lopez' }, chunkLoad)).toBeInTheDocument();
  });

  it('is only for signed-in visitors', async () => {
    renderApp('/authentication/mfa');
    await waitFor(() => expect(screen.getByRole('heading', { name: /log in/i })).toBeInTheDocument());
  });
});
