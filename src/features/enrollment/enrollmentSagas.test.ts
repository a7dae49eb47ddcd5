import {
  checkEmailCode,
  checkPhoneCode,
  requestEmailCode,
  resendEmailCode,
  sendPhoneCode,
} from '../../verification/verificationEndpoints';
import { logDetails } from '../../api/logRequests';
import { enrollmentSessionEnded, enrollmentSessionStarted } from '../../events/enrollmentEvents';
import type { RootState } from '../../store/rootReducer';
import { RESEND_NOTICE, WRONG_CODE, PHONE_CODE_EXPIRED } from '../../verification/verificationMessages';
import { createFakeAuthService, profileFor } from '../../../tests/support/fakeAuthService';
import { sagaHarness } from '../../../tests/support/sagaHarness';
import { confirmAddress, fetchCustomerSearch, fetchEnrollmentStatus, prepareEnrollment } from './enrollmentEndpoints';
import { pageFor } from './enrollmentPages';
import {
  emailCodeSaga,
  personalFormSaga,
  phoneCodeRequestSaga,
  phoneCodeSaga,
  resendSaga,
  residentialFormSaga,
} from './enrollmentSagas';
import { PASSWORDLESS_MESSAGE } from './enrollmentMessages';
import {
  addressRefused,
  codeRefused,
  emailCodeEntered,
  emailCodeResent,
  enrollmentRefused,
  initialEnrollmentState,
  personalFormSubmitted,
  phoneCodeEntered,
  phoneCodeSent,
  resendRequested,
  residentialFormSubmitted,
  type EnrollmentSliceState,
  selectEnrollment,
} from './enrollmentSlice';
import { paths } from '../../config/paths';

type Answer = (...args: never[]) => unknown;
const form = {
  firstName: ' Ana ',
  lastName: 'Ortiz',
  email: ' Ana.Ortiz@example.com ',
  password: 'Enroll#2026',
  ssn: '900-00-0003',
  dateOfBirth: '1990-03-08',
};
const status = (state: string, result: string | null = null, attemptsLeft: number | null = null) => ({
  enrollmentId: 'en-1',
  state,
  result,
  attemptsLeft,
});
const failure = (error: { status: number | string; message: string; code?: string }) =>
  Promise.reject(Object.assign(new Error(error.message), error));

function harness(
  options: {
    auth?: ReturnType<typeof createFakeAuthService>;
    enrollment?: Partial<EnrollmentSliceState>;
    calls?: [unknown, Answer][];
  } = {},
) {
  const auth = options.auth ?? createFakeAuthService();
  const calls = new Map<unknown, Answer>([
    [prepareEnrollment, () => status('NEEDS_RESIDENTIAL_INFO', null, 3)],
    [
      fetchCustomerSearch,
      () => ({ firstName: 'Ana', lastName: 'Ortiz', hasRetailPresence: true, isReturningRetailCustomer: true }),
    ],
    [fetchEnrollmentStatus, () => null],
    [requestEmailCode, () => ({ emailVerificationId: 'ev-1', sessionId: 's-1' })],
    [sendPhoneCode, () => ({ status: null, phoneNumberMasked: '(•••) •••-0199' })],
    ...(options.calls ?? []),
  ]);
  const h = sagaHarness({
    auth,
    calls,
    state: (state) => ({
      ...state,
      enrollment: { ...initialEnrollmentState, enrollmentId: 'en-1', ...options.enrollment },
    }),
  });
  return { ...h, auth };
}
const enrollmentOf = (result: { storeState: unknown }) => selectEnrollment(result.storeState as RootState);

describe('the enrollment pages of each state and result', () => {
  it.each([
    ['SEARCH_ENROLLMENT', null, '/enrollment/personal-form'],
    ['NEEDS_RESIDENTIAL_INFO', null, '/enrollment/residential-form'],
    ['NEEDS_OTP_VERIFICATION', null, '/enrollment/otp-send-code'],
    ['NEEDS_EMAIL_VERIFICATION', 'OTP_VERIFIED', '/enrollment/email-verification'],
    ['APPROVED', 'EMAIL_VERIFIED', '/enrollment/success'],
    ['THANK_YOU', null, '/enrollment/thank-you'],
    ['ERROR', null, '/enrollment/error'],
    ['DENIED', 'CUSTOMER_NOT_FOUND', '/enrollment/no-record-located'],
    ['DENIED', 'USER_ALREADY_EXISTS', '/enrollment/customer-already-in-use'],
    ['DENIED', 'EMAIL_INELIGIBLE', '/enrollment/email-verification-not-eligible'],
    ['DENIED', 'OTP_FAILED', '/enrollment/otp-failed'],
    ['DENIED', 'EMAIL_FAILED', '/enrollment/email-verification-failed'],
  ] as const)('%s %s: %s', (state, result, page) => {
    expect(pageFor(state, result)).toBe(page);
  });
});

describe('the personal form', () => {
  it('signs up an enrollment user with the spec’s attributes, signs it in, finds the record and moves to the residential form', async () => {
    const { run, auth, visited, calledWith } = harness();
    const result = await run(personalFormSaga, personalFormSubmitted(form)).put(enrollmentSessionStarted()).run();
    expect(auth.calls).toEqual(['signUp:ana.ortiz@example.com', 'signIn:ana.ortiz@example.com']);
    expect(calledWith.find((c) => c.fn === 'prepareEnrollment')?.args).toEqual([
      { ssn: '900000003', dateOfBirth: '1990-03-08' },
    ]);
    expect(enrollmentOf(result)).toMatchObject({
      state: 'NEEDS_RESIDENTIAL_INFO',
      enrollmentId: 'en-1',
      firstName: 'Ana',
      email: 'ana.ortiz@example.com',
      attemptsLeft: 3,
      submitting: false,
    });
    expect(visited).toEqual([{ to: '/enrollment/residential-form', state: undefined }]);
    const profile = await auth.currentProfile();
    expect(profile).toMatchObject({
      firstName: 'Ana',
      lastName: 'Ortiz',
      customSource: 'CNG',
      customBrand: 'cng',
      isPasswordless: false,
      groups: ['enrollment.user'],
    });
  });

  it('a DENIED search shows its page and ends the enrollment session', async () => {
    const { run, auth, visited } = harness({
      calls: [[prepareEnrollment, () => status('DENIED', 'USER_ALREADY_EXISTS')]],
    });
    await run(personalFormSaga, personalFormSubmitted(form)).put(enrollmentSessionEnded()).run();
    expect(auth.calls).toContain('signOut');
    expect(visited).toEqual([{ to: '/enrollment/customer-already-in-use', state: undefined }]);
  });

  it('a passwordless customer’s email is pointed to the code login', async () => {
    const auth = createFakeAuthService();
    auth.signUp = () =>
      Promise.reject(
        Object.assign(new Error('PreSignUp failed with error PASSWORDLESS_CUSTOMER.'), {
          name: 'UserLambdaValidationException',
        }),
      );
    const { run } = harness({ auth });
    await run(personalFormSaga, personalFormSubmitted(form))
      .put(enrollmentRefused({ message: PASSWORDLESS_MESSAGE, passwordless: true }))
      .run();
  });

  it("any other sign-up failure reads 'SignUp Error'", async () => {
    const auth = createFakeAuthService();
    auth.signUp = () =>
      Promise.reject(
        Object.assign(new Error('Password did not conform with policy'), { name: 'InvalidPasswordException' }),
      );
    await harness({ auth })
      .run(personalFormSaga, personalFormSubmitted(form))
      .put(enrollmentRefused({ message: 'SignUp Error' }))
      .run();
  });

  it('reports how a failed sign-up was classified with logDetails, without the form’s personal data', async () => {
    const auth = createFakeAuthService();
    auth.signUp = () =>
      Promise.reject(
        Object.assign(new Error(`PreSignUp failed with error LEGACY_CUSTOMER ${form.email}`), {
          name: 'UserLambdaValidationException',
        }),
      );
    const { run, calledWith } = harness({ auth, calls: [[logDetails, () => undefined]] });
    await run(personalFormSaga, personalFormSubmitted(form)).run();
    const reported = calledWith.filter((c) => c.fn === 'logDetails');
    expect(reported.map((c) => c.args)).toEqual([
      [
        'Enrollment: sign-up failed',
        {
          step: 'signUp',
          error: 'UserLambdaValidationException',
          failure: {
            message: 'Authentication Error',
            userExists: false,
            source: 'LEGACY',
            isPasswordless: false,
            conversionEligible: false,
          },
        },
      ],
    ]);
    const sent = JSON.stringify(reported);
    for (const personal of ['ana.ortiz@example.com', '900000003', form.ssn, 'Ana', 'Ortiz', form.password])
      expect(sent).not.toContain(personal);
  });

  it('an email with an unfinished enrollment (same password) carries on where it stopped, without a new search', async () => {
    const auth = createFakeAuthService({
      'ana.ortiz@example.com': {
        password: 'Enroll#2026',
        profile: profileFor('ana.ortiz@example.com', { groups: ['enrollment.user'] }),
      },
    });
    const { run, visited, calledWith } = harness({
      auth,
      calls: [[fetchEnrollmentStatus, () => status('NEEDS_OTP_VERIFICATION')]],
    });
    await run(personalFormSaga, personalFormSubmitted(form)).run();
    expect(calledWith.some((c) => c.fn === 'prepareEnrollment')).toBe(false);
    expect(visited).toEqual([{ to: '/enrollment/otp-send-code', state: undefined }]);
  });

  it('an email that is a customer’s login goes to the email-in-use page, signed out', async () => {
    const auth = createFakeAuthService({
      'ana.ortiz@example.com': { password: 'Enroll#2026', profile: profileFor('ana.ortiz@example.com') },
    });
    const { run, visited } = harness({ auth });
    const result = await run(personalFormSaga, personalFormSubmitted(form)).run();
    expect(auth.calls).toContain('signOut:local');
    expect(visited).toEqual([{ to: '/enrollment/email-already-in-use', state: undefined }]);
    expect(enrollmentOf(result).email).toBe('ana.ortiz@example.com');
  });

  it('a refused search (bad input, too many tries) shows the server’s message on the form', async () => {
    const { run } = harness({
      calls: [
        [
          prepareEnrollment,
          () =>
            failure({
              status: 200,
              code: 'BAD_REQUEST',
              message: 'Too many tries. Please call us for help with your enrollment.',
            }),
        ],
      ],
    });
    await run(personalFormSaga, personalFormSubmitted(form))
      .put(enrollmentRefused({ message: 'Too many tries. Please call us for help with your enrollment.' }))
      .run();
  });

  it('a search past the limit of lookups shows the server’s message on the form', async () => {
    const limited = 'Too many tries from this device or for these details. Please wait 10 minutes and try again.';
    const { run } = harness({
      calls: [[prepareEnrollment, () => failure({ status: 200, code: 'RATE_LIMITED', message: limited })]],
    });
    await run(personalFormSaga, personalFormSubmitted(form))
      .put(enrollmentRefused({ message: limited }))
      .run();
  });

  it('a failed call moves to the error state', async () => {
    const { run, visited } = harness({ calls: [[prepareEnrollment, () => failure({ status: 500, message: 'down' })]] });
    const result = await run(personalFormSaga, personalFormSubmitted(form)).run();
    expect(enrollmentOf(result).state).toBe('ERROR');
    expect(visited).toEqual([{ to: '/enrollment/error', state: undefined }]);
  });
});

const mismatch = (left: number) => ({
  key: `These details don't match our records. You have {left} ${left === 1 ? 'try' : 'tries'} left.`,
  values: { left },
});

describe('the residential form', () => {
  const at = { state: 'NEEDS_RESIDENTIAL_INFO' } as const;
  it('wrong answers: the message with the tries left', async () => {
    const { run, calledWith } = harness({
      enrollment: at,
      calls: [[confirmAddress, () => status('NEEDS_RESIDENTIAL_INFO', null, 2)]],
    });
    const result = await run(
      residentialFormSaga,
      residentialFormSubmitted({ addressLine1: ' 88 Elm St ', zipCode: '43004', phone: '(614) 555-0199' }),
    )
      .put(addressRefused({ attemptsLeft: 2, message: mismatch(2) }))
      .run();
    expect(calledWith[0]?.args).toEqual([
      { enrollmentId: 'en-1', addressLine1: '88 Elm St', zipCode: '43004', phone: '6145550199' },
    ]);
    // The store holds the message's key and values (a screen words it in the page's language), plain data.
    expect(enrollmentOf(result).error).toEqual(mismatch(2));
    expect(mismatch(1).key).toBe("These details don't match our records. You have {left} try left.");
  });

  it('the right answers move on to the phone check', async () => {
    const { run, visited } = harness({
      enrollment: at,
      calls: [[confirmAddress, () => status('NEEDS_OTP_VERIFICATION')]],
    });
    await run(
      residentialFormSaga,
      residentialFormSubmitted({ addressLine1: '88 Elm St', zipCode: '43004', phone: '6145550199' }),
    ).run();
    expect(visited).toEqual([{ to: '/enrollment/otp-send-code', state: undefined }]);
  });
});

describe('the phone code', () => {
  const at = { state: 'NEEDS_OTP_VERIFICATION', phone: { masked: '(•••) •••-0199', sent: true } } as const;
  it('Send Code texts a code and opens the verify page', async () => {
    const { run, visited } = harness({ enrollment: { ...at, phone: { masked: '(•••) •••-0199', sent: false } } });
    await run(phoneCodeRequestSaga)
      .put(phoneCodeSent({ masked: '(•••) •••-0199', resent: false }))
      .run();
    expect(visited).toEqual([{ to: '/enrollment/otp-verify-code', state: undefined }]);
  });

  it.each([
    [{ success: true, status: 'OTP_VALID', attemptsLeft: 4 }, '/enrollment/email-verification'],
    [{ success: false, status: 'OTP_EXCEEDED', attemptsLeft: 0 }, '/enrollment/otp-failed'],
  ])('%o leads to %s', async (answer, page) => {
    const { run, visited } = harness({ enrollment: at, calls: [[checkPhoneCode, () => answer]] });
    await run(phoneCodeSaga, phoneCodeEntered({ code: '123456' })).run();
    expect(visited).toEqual([{ to: page, state: undefined }]);
  });

  it('a wrong code and an expired one say so', async () => {
    await harness({
      enrollment: at,
      calls: [[checkPhoneCode, () => ({ success: false, status: null, attemptsLeft: 3 })]],
    })
      .run(phoneCodeSaga, phoneCodeEntered({ code: '1' }))
      .put(codeRefused(WRONG_CODE))
      .run();
    const expired = await harness({
      enrollment: at,
      calls: [[checkPhoneCode, () => ({ success: false, status: 'OTP_EXPIRED', attemptsLeft: 0 })]],
    })
      .run(phoneCodeSaga, phoneCodeEntered({ code: '1' }))
      .put(codeRefused(PHONE_CODE_EXPIRED))
      .run();
    expect(enrollmentOf(expired).resendVisible).toBe(true);
  });
});

describe('the email code', () => {
  const at = {
    state: 'NEEDS_EMAIL_VERIFICATION',
    emailCode: { emailVerificationId: 'ev-1', sessionId: 's-1' },
  } as const;
  it('PENDING: the wrong-code message', async () => {
    const { run, calledWith } = harness({
      enrollment: at,
      calls: [[checkEmailCode, () => ({ success: false, status: 'PENDING' })]],
    });
    await run(emailCodeSaga, emailCodeEntered({ code: '123456' }))
      .put(codeRefused(WRONG_CODE))
      .run();
    expect(calledWith[0]?.args).toEqual([
      { enrollmentId: 'en-1', emailVerificationId: 'ev-1', sessionId: 's-1', verificationCode: '123456' },
    ]);
  });

  it('APPROVED: success, and the enrollment session ends', async () => {
    const { run, visited, auth } = harness({
      enrollment: at,
      calls: [[checkEmailCode, () => ({ success: true, status: 'APPROVED' })]],
    });
    const result = await run(emailCodeSaga, emailCodeEntered({ code: '123456' }))
      .put(enrollmentSessionEnded())
      .run();
    expect(enrollmentOf(result)).toMatchObject({ state: 'APPROVED', result: 'EMAIL_VERIFIED' });
    expect(auth.calls).toContain('signOut');
    expect(visited).toEqual([{ to: '/enrollment/success', state: undefined }]);
  });

  it('any other status: EMAIL_FAILED; a thrown error: the error state', async () => {
    const denied = harness({ enrollment: at, calls: [[checkEmailCode, () => ({ success: false, status: 'DENIED' })]] });
    await denied.run(emailCodeSaga, emailCodeEntered({ code: '1' })).run();
    expect(denied.visited).toEqual([{ to: '/enrollment/email-verification-failed', state: undefined }]);
    const thrown = harness({
      enrollment: at,
      calls: [[checkEmailCode, () => failure({ status: 'FETCH_ERROR', message: 'offline' })]],
    });
    await thrown.run(emailCodeSaga, emailCodeEntered({ code: '1' })).run();
    expect(thrown.visited).toEqual([{ to: paths.enrollment.error.href(), state: undefined }]);
  });

  it('resend: the notice and the new session id', async () => {
    const { run } = harness({
      enrollment: at,
      calls: [[resendEmailCode, () => ({ success: true, sessionId: 's-2' })]],
    });
    const result = await run(resendSaga, resendRequested('email'))
      .put(emailCodeResent({ sessionId: 's-2' }))
      .run();
    expect(enrollmentOf(result)).toMatchObject({
      notice: RESEND_NOTICE,
      emailCode: { emailVerificationId: 'ev-1', sessionId: 's-2' },
    });
  });
});
