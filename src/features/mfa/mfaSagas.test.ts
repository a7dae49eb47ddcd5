import delayP from '@redux-saga/delay-p';
import type { MfaDecision } from '../../api/generated/graphql';
import {
  checkEmailCode,
  checkPhoneCode,
  findPhoneCode,
  requestEmailCode,
  resendEmailCode,
  saveRememberedDevice,
  sendPhoneCode,
} from '../../verification/verificationEndpoints';
import { mfaCheckFailed, mfaCheckPassed } from '../../events/mfaEvents';
import type { RootState } from '../../store/rootReducer';
import { PHONE_CODE_EXPIRED, RESEND_NOTICE, WRONG_CODE } from '../../verification/verificationMessages';
import { sagaHarness } from '../../../tests/support/sagaHarness';
import { fetchMfaChallenge } from './mfaEndpoints';
import {
  channelSaga,
  emailCodeSaga,
  phoneCodeRequestSaga,
  phoneCodeSaga,
  rememberDeviceSaga,
  resendSaga,
  resendWaitSaga,
  startSaga,
} from './mfaSagas';
import {
  channelChosen,
  codeRefused,
  emailCodeEntered,
  emailCodeResent,
  emailCodeSent,
  initialMfaState,
  mfaErrored,
  mfaStarted,
  phoneCodeEntered,
  phoneCodeSent,
  phoneStepShown,
  rememberDeviceAnswered,
  rememberDeviceOffered,
  resendAvailable,
  codeStepFailed,
  type MfaState,
  selectMfa,
} from './mfaSlice';

type Calls = Map<unknown, (...args: never[]) => unknown>;
const ids = { emailVerificationId: 'ev-1', sessionId: 's-1' };
/** A failed request, as RTK Query's unwrap rejects it (a plain status and message, here on an Error). */
const failure = (error: { status: number | string; message: string }) =>
  Promise.reject(Object.assign(new Error(error.message), error));

function harness(
  options: {
    decision?: MfaDecision;
    mfa?: Partial<MfaState>;
    calls?: [unknown, (...args: never[]) => unknown][];
    flags?: Record<string, unknown>;
  } = {},
) {
  const calls: Calls = new Map<unknown, (...args: never[]) => unknown>([
    [fetchMfaChallenge, () => ({ mfaId: 'mfa-1', decision: options.decision ?? 'OTP_EMAIL' })],
    [requestEmailCode, () => ids],
    [findPhoneCode, () => ({ status: null, phoneNumberMasked: '(•••) •••-0142' })],
    [sendPhoneCode, () => ({ status: null, phoneNumberMasked: '(•••) •••-0142' })],
    [saveRememberedDevice, () => ({ rememberDevice: { success: true } })],
    ...(options.calls ?? []),
  ]);
  const h = sagaHarness({
    calls,
    flags: options.flags,
    state: (state) => ({ ...state, mfa: { ...initialMfaState, mfaId: 'mfa-1', from: '/account', ...options.mfa } }),
  });
  return h;
}

const mfaOf = (result: { storeState: unknown }) => selectMfa(result.storeState as RootState);

describe('the decision', () => {
  it.each([
    ['BYPASS', '/mfa/bypass'],
    ['ALLOW', '/mfa/approved'],
  ] as const)('%s lets the customer through to the page asked for', async (decision, view) => {
    const { run, visited, pageViews, calledWith } = harness({ decision });
    await run(startSaga, mfaStarted('/account')).put(mfaCheckPassed()).run();
    expect(calledWith[0]).toEqual({ fn: 'fetchMfaChallenge', args: ['test-black-box'] });
    expect(pageViews).toEqual([view]);
    expect(visited).toEqual([{ to: '/account', state: undefined }]);
  });

  it('DENY fails the check', async () => {
    const { run, pageViews, visited } = harness({ decision: 'DENY' });
    await run(startSaga, mfaStarted('/account'))
      .put(mfaCheckFailed({ reason: 'denied' }))
      .run();
    expect(pageViews).toEqual(['/mfa/denied']);
    expect(visited).toEqual([]);
  });

  it('OTP_EMAIL and OTP_PHONE_EMAIL show the Email Verification screen with a code on its way', async () => {
    for (const [decision, view] of [
      ['OTP_EMAIL', '/mfa/otp-email'],
      ['OTP_PHONE_EMAIL', '/mfa/otp-phone-email'],
    ] as const) {
      const { run, pageViews, calledWith } = harness({ decision });
      const result = await run(startSaga, mfaStarted('/account')).put(emailCodeSent(ids)).run();
      expect(mfaOf(result)).toMatchObject({ step: 'email', decision, emailCode: ids, resendVisible: false });
      expect(calledWith.find((c) => c.fn === 'requestEmailCode')?.args).toEqual([{ mfaId: 'mfa-1' }]);
      expect(pageViews).toEqual([view]);
    }
  });

  it('OTP_PHONE shows the phone screen with the masked number, before any code is sent', async () => {
    const { run, pageViews } = harness({ decision: 'OTP_PHONE' });
    const result = await run(startSaga, mfaStarted('/account'))
      .put(phoneStepShown({ masked: '(•••) •••-0142', sent: false }))
      .run();
    expect(mfaOf(result).step).toBe('phone');
    expect(pageViews).toEqual(['/mfa/otp-phone']);
  });

  it('moves to the error state when the decision cannot be had', async () => {
    const { run } = harness({ calls: [[fetchMfaChallenge, () => failure({ status: 500, message: 'down' })]] });
    const result = await run(startSaga, mfaStarted('/account')).put(mfaErrored()).run();
    expect(mfaOf(result).step).toBe('error');
  });
});

describe('the email code', () => {
  const onEmail = { step: 'email', decision: 'OTP_EMAIL', emailCode: ids } as const;

  it('PENDING: the wrong-code message and an empty form', async () => {
    const { run } = harness({ mfa: onEmail, calls: [[checkEmailCode, () => ({ success: false, status: 'PENDING' })]] });
    const result = await run(emailCodeSaga, emailCodeEntered({ code: ' 123456 ', rememberDevice: false }))
      .put(codeRefused(WRONG_CODE))
      .run();
    expect(mfaOf(result)).toMatchObject({
      step: 'email',
      error: 'Verification failed. Please make sure the code was entered correctly and try again.',
      failures: 1,
      submitting: false,
    });
  });

  it('APPROVED: passes, and goes where the customer was going', async () => {
    const { run, calledWith, pageViews, visited } = harness({
      mfa: onEmail,
      calls: [[checkEmailCode, () => ({ success: true, status: 'APPROVED' })]],
    });
    await run(emailCodeSaga, emailCodeEntered({ code: '123456', rememberDevice: false }))
      .put(mfaCheckPassed())
      .run();
    expect(calledWith.find((c) => c.fn === 'checkEmailCode')?.args).toEqual([
      { mfaId: 'mfa-1', ...ids, verificationCode: '123456' },
    ]);
    expect(calledWith.some((c) => c.fn === 'saveRememberedDevice')).toBe(false);
    expect(pageViews).toEqual(['/mfa/approved']);
    expect(visited).toEqual([{ to: '/account', state: undefined }]);
  });

  it('APPROVED with Remember My Device: saves the device with the fingerprint and the MFA id', async () => {
    const { run, calledWith, pageViews } = harness({
      mfa: onEmail,
      calls: [[checkEmailCode, () => ({ success: true, status: 'APPROVED' })]],
    });
    await run(emailCodeSaga, emailCodeEntered({ code: '123456', rememberDevice: true }))
      .put(mfaCheckPassed())
      .run();
    expect(calledWith.find((c) => c.fn === 'saveRememberedDevice')?.args).toEqual([
      { applicationId: null, blackBox: 'test-black-box', mfaId: 'mfa-1' },
    ]);
    expect(pageViews).toEqual(['/mfa/remember-device-accept', '/mfa/approved']);
  });

  it('APPROVED even when the device could not be remembered (it is logged)', async () => {
    const { run } = harness({
      mfa: onEmail,
      calls: [
        [checkEmailCode, () => ({ success: true, status: 'APPROVED' })],
        [saveRememberedDevice, () => failure({ status: 500, message: 'down' })],
      ],
    });
    await run(emailCodeSaga, emailCodeEntered({ code: '123456', rememberDevice: true }))
      .put(mfaCheckPassed())
      .run();
  });

  it.each([
    ['DENIED', 'tooManyCodes'],
    ['EXPIRED', 'expired'],
  ] as const)('%s fails the check', async (status, reason) => {
    const { run, pageViews } = harness({ mfa: onEmail, calls: [[checkEmailCode, () => ({ success: false, status })]] });
    await run(emailCodeSaga, emailCodeEntered({ code: '123456', rememberDevice: false }))
      .put(mfaCheckFailed({ reason }))
      .run();
    expect(pageViews).toEqual(['/mfa/denied']);
  });

  it('a thrown error moves to the error state', async () => {
    const { run } = harness({
      mfa: onEmail,
      calls: [[checkEmailCode, () => failure({ status: 'FETCH_ERROR', message: 'offline' })]],
    });
    await run(emailCodeSaga, emailCodeEntered({ code: '123456', rememberDevice: false }))
      .put(mfaErrored())
      .run();
  });

  it('resend: the notice, the new session id, and the link hidden again', async () => {
    const { run } = harness({
      mfa: { ...onEmail, resendVisible: true },
      calls: [[resendEmailCode, () => ({ success: true, sessionId: 's-2' })]],
    });
    const result = await run(resendSaga)
      .put(emailCodeResent({ sessionId: 's-2' }))
      .run();
    expect(mfaOf(result)).toMatchObject({
      notice: 'A new code has been resent. It may take up to 2 minutes to receive the new code.',
      resendVisible: false,
      emailCode: { ...ids, sessionId: 's-2' },
    });
  });

  it('a refused resend shows why', async () => {
    const { run } = harness({
      mfa: onEmail,
      calls: [
        [
          resendEmailCode,
          () => failure({ status: 200, message: 'Please wait 30 seconds before asking for a new code.' }),
        ],
      ],
    });
    await run(resendSaga).put(codeStepFailed('Please wait 30 seconds before asking for a new code.')).run();
  });

  it('shows the resend link after the wait of the flag timeouts.verification.otp_email', async () => {
    const { run } = harness({
      mfa: onEmail,
      flags: { timeouts: { verification: { otp_email: 45 }, session: { idleSeconds: 840, promptSeconds: 60 } } },
    });
    const waits: unknown[] = [];
    await run(resendWaitSaga)
      .provide({ call: (effect, next) => (effect.fn === delayP ? (waits.push(effect.args[0]), true) : next()) })
      .put(resendAvailable())
      .run();
    expect(waits).toEqual([45_000]);
  });
});

describe('the phone code', () => {
  const onPhone = { step: 'phone', decision: 'OTP_PHONE', phone: { masked: '(•••) •••-0142', sent: true } } as const;

  it('sends a code, then a resend shows the notice', async () => {
    const first = harness({ mfa: { ...onPhone, phone: { masked: '(•••) •••-0142', sent: false } } });
    const sent = await first
      .run(phoneCodeRequestSaga)
      .put(phoneCodeSent({ masked: '(•••) •••-0142', resent: false }))
      .run();
    expect(mfaOf(sent)).toMatchObject({ phone: { sent: true }, notice: null });
    const again = harness({ mfa: onPhone });
    const resent = await again
      .run(resendSaga)
      .put(phoneCodeSent({ masked: '(•••) •••-0142', resent: true }))
      .run();
    expect(mfaOf(resent).notice).toBe(RESEND_NOTICE);
  });

  it('OTP_VALID offers to remember the device', async () => {
    const { run, pageViews } = harness({
      mfa: onPhone,
      calls: [[checkPhoneCode, () => ({ success: true, status: 'OTP_VALID', attemptsLeft: 5 })]],
    });
    await run(phoneCodeSaga, phoneCodeEntered({ code: '123456' }))
      .put(rememberDeviceOffered())
      .run();
    expect(pageViews).toEqual(['/mfa/remember-device']);
  });

  it('a wrong code: the wrong-code message and an empty form', async () => {
    const { run } = harness({
      mfa: onPhone,
      calls: [[checkPhoneCode, () => ({ success: false, status: null, attemptsLeft: 3 })]],
    });
    await run(phoneCodeSaga, phoneCodeEntered({ code: '123456' }))
      .put(codeRefused(WRONG_CODE))
      .run();
  });

  it('OTP_EXPIRED: says so and shows the resend link at once', async () => {
    const { run } = harness({
      mfa: onPhone,
      calls: [[checkPhoneCode, () => ({ success: false, status: 'OTP_EXPIRED', attemptsLeft: 0 })]],
    });
    const result = await run(phoneCodeSaga, phoneCodeEntered({ code: '123456' }))
      .put(codeRefused(PHONE_CODE_EXPIRED))
      .run();
    expect(mfaOf(result)).toMatchObject({
      error: 'This code has expired. Please send a new code and enter it here.',
      resendVisible: true,
    });
  });

  it('OTP_EXCEEDED fails the check', async () => {
    const { run } = harness({
      mfa: onPhone,
      calls: [[checkPhoneCode, () => ({ success: false, status: 'OTP_EXCEEDED', attemptsLeft: 0 })]],
    });
    await run(phoneCodeSaga, phoneCodeEntered({ code: '123456' }))
      .put(mfaCheckFailed({ reason: 'tooManyCodes' }))
      .run();
  });

  it('OTP_PHONE_EMAIL: switches to the phone and back to the email code in flight', async () => {
    const both = { step: 'email', decision: 'OTP_PHONE_EMAIL', emailCode: ids } as const;
    const toPhone = await harness({ mfa: both }).run(channelSaga, channelChosen('phone')).run();
    expect(mfaOf(toPhone)).toMatchObject({ step: 'phone', phone: { masked: '(•••) •••-0142', sent: false } });
    const back = await harness({ mfa: { ...both, step: 'phone' } })
      .run(channelSaga, channelChosen('email'))
      .put(emailCodeSent(ids))
      .run();
    expect(mfaOf(back).step).toBe('email');
    const notAllowed = harness({ mfa: { ...both, decision: 'OTP_EMAIL' } });
    await notAllowed.run(channelSaga, channelChosen('phone')).run();
    expect(notAllowed.calledWith).toEqual([]);
  });
});

describe('the remember-device question', () => {
  it('accept saves the device with the fingerprint and the MFA id, then goes on', async () => {
    const { run, calledWith, pageViews, visited } = harness({ mfa: { step: 'rememberDevice' } });
    await run(rememberDeviceSaga, rememberDeviceAnswered({ accept: true }))
      .put(mfaCheckPassed())
      .run();
    expect(calledWith).toEqual([
      { fn: 'saveRememberedDevice', args: [{ applicationId: null, blackBox: 'test-black-box', mfaId: 'mfa-1' }] },
    ]);
    expect(pageViews).toEqual(['/mfa/remember-device-accept', '/mfa/approved']);
    expect(visited).toEqual([{ to: '/account', state: undefined }]);
  });

  it('decline (or closing the modal) saves nothing and goes on', async () => {
    const { run, calledWith, pageViews } = harness({ mfa: { step: 'rememberDevice' } });
    await run(rememberDeviceSaga, rememberDeviceAnswered({ accept: false }))
      .put(mfaCheckPassed())
      .run();
    expect(calledWith).toEqual([]);
    expect(pageViews).toEqual(['/mfa/remember-device-decline', '/mfa/approved']);
  });
});
