// Enrollment over real HTTP: an enrollment sign-up, the search by SSN and date of birth and each of its
// results, the residential check, the phone and email codes (read from MailDev), and the login it ends in.
import { cognito, expectTrustEnded, graphql, latestMail, tokensFor } from '../../tests/support/serverClient';

const PASSWORD = 'Enroll#2026';
type Status = { enrollmentId: string; state: string; result: string | null; attemptsLeft: number | null };

/** Signs up from the enrollment screen (an enrollment user, confirmed at once) and signs in. */
async function enrollmentUser(email: string, brand = 'cng'): Promise<string> {
  const signUp = await cognito('SignUp', {
    Username: email,
    Password: PASSWORD,
    UserAttributes: [
      { Name: 'email', Value: email },
      { Name: 'name', Value: 'Pat' },
      { Name: 'family_name', Value: 'Tester' },
      { Name: 'custom:source', Value: brand.toUpperCase() },
      { Name: 'custom:brand', Value: brand },
      { Name: 'custom:isPasswordless', Value: 'false' },
    ],
    ClientMetadata: { flow: 'enrollment' },
  });
  expect(signUp.body).toMatchObject({ UserConfirmed: true });
  return (await tokensFor(email, PASSWORD)).IdToken;
}

const STATUS = 'enrollmentId state result attemptsLeft';
async function prepare(token: string, ssn: string, dateOfBirth: string, brand = 'cng') {
  const result = await graphql(
    `mutation { prepareForEnrollment(ssn: "${ssn}", dateOfBirth: "${dateOfBirth}") { ${STATUS} } }`,
    token,
    brand,
  );
  return { status: result.body.data?.prepareForEnrollment as Status, error: result.body.errors?.[0]?.message };
}
async function address(
  token: string,
  enrollmentId: string,
  addressLine1: string,
  zipCode: string,
  phone: string,
  brand = 'cng',
) {
  const result = await graphql(
    `mutation { confirmEnrollmentAddress(enrollmentId: "${enrollmentId}", addressLine1: "${addressLine1}", zipCode: "${zipCode}", phone: "${phone}") { ${STATUS} } }`,
    token,
    brand,
  );
  return result.body.data?.confirmEnrollmentAddress as Status;
}
const codeIn = (text: string) => /code is (\d{6})/.exec(text)![1]!;

async function phoneCode(token: string, enrollmentId: string, smsTo: string, brand = 'cng') {
  const sent = Date.now();
  await graphql(`mutation { otpSendCode(enrollmentId: "${enrollmentId}") { phoneNumberMasked } }`, token, brand);
  return codeIn((await latestMail(smsTo, /\[Text message to/, sent - 1000)).text);
}
const verifyPhone = async (token: string, enrollmentId: string, code: string, brand = 'cng') =>
  (
    await graphql(
      `mutation { otpVerifyCode(enrollmentId: "${enrollmentId}", verificationCode: "${code}") { success status attemptsLeft } }`,
      token,
      brand,
    )
  ).body.data?.otpVerifyCode;

describe('enrollment', () => {
  it('makes an enrollment user that may only make the enrollment’s calls', async () => {
    const token = await enrollmentUser('enroll.probe@example.com');
    expect((await graphql('{ me { firstName } }', token)).body.errors?.[0]?.message).toBe(
      'Finish your enrollment first.',
    );
    expect((await graphql('{ enrollmentStatus { state } }', token)).body.data).toEqual({ enrollmentStatus: null });
    expect((await graphql('{ customerSystemSearch { firstName } }', token)).body.errors?.[0]?.message).toBe(
      'No customer record found',
    );
    // A customer cannot start an enrollment.
    const maria = await tokensFor('maria.lopez@example.com');
    expect((await prepare(maria.IdToken, '900000003', '1990-03-08')).error).toBe('Only an enrollment can do this.');
  });

  it('refuses bad input with the form’s messages, and answers CUSTOMER_NOT_FOUND for an unknown SSN or the wrong date of birth', async () => {
    const token = await enrollmentUser('enroll.search@example.com');
    expect((await prepare(token, '12345', '1990-03-08')).error).toBe('Enter your 9-digit Social Security number');
    const young = new Date(Date.now() - 17 * 365 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    expect((await prepare(token, '900000003', young)).error).toBe('You must be at least 18 years old to enroll');
    expect((await prepare(token, '999999999', '1990-03-08')).status).toMatchObject({
      state: 'DENIED',
      result: 'CUSTOMER_NOT_FOUND',
    });
    expect((await prepare(token, '900-00-0003', '1990-03-09')).status).toMatchObject({
      state: 'DENIED',
      result: 'CUSTOMER_NOT_FOUND',
    });
    expect((await prepare(token, '900000003', '1990-03-09')).error).toBeUndefined();
    // Five searches per enrollment user, then a call.
    expect((await prepare(token, '900000003', '1990-03-09')).status.result).toBe('CUSTOMER_NOT_FOUND');
    expect((await prepare(token, '900000003', '1990-03-09')).status.result).toBe('CUSTOMER_NOT_FOUND');
    expect((await prepare(token, '900000003', '1990-03-09')).error).toBe(
      'Too many tries. Please call us for help with your enrollment.',
    );
  });

  it('answers USER_ALREADY_EXISTS for a record that has a login, and EMAIL_INELIGIBLE for another customer’s email', async () => {
    const token = await enrollmentUser('enroll.exists@example.com');
    expect((await prepare(token, '900000001', '1988-04-12')).status).toMatchObject({
      state: 'DENIED',
      result: 'USER_ALREADY_EXISTS',
    });
    const other = await enrollmentUser('joe.dunn@example.com');
    expect((await prepare(other, '900000002', '1979-06-15', 'cng')).status).toMatchObject({
      state: 'DENIED',
      result: 'EMAIL_INELIGIBLE',
    });
  });

  it('refuses a passwordless customer’s email at sign-up (they log in with a code)', async () => {
    const signUp = await cognito('SignUp', {
      Username: 'lee.park@example.com',
      Password: PASSWORD,
      UserAttributes: [
        { Name: 'email', Value: 'lee.park@example.com' },
        { Name: 'name', Value: 'Lee' },
        { Name: 'family_name', Value: 'Park' },
        { Name: 'custom:brand', Value: 'cng' },
      ],
      ClientMetadata: { flow: 'enrollment' },
    });
    expect(signUp.body.message).toBe('PreSignUp failed with error PASSWORDLESS_CUSTOMER.');
  });

  it('walks the whole enrollment: address, phone code, email code; the enrollment user becomes the customer’s login', async () => {
    const email = 'ana.ortiz@example.com';
    const token = await enrollmentUser(email);
    const { status } = await prepare(token, '900-00-0003', '1990-03-08');
    expect(status).toMatchObject({ state: 'NEEDS_RESIDENTIAL_INFO', result: null, attemptsLeft: 3 });
    const id = status.enrollmentId;
    expect(
      (
        await graphql(
          '{ customerSystemSearch { firstName lastName isReturningRetailCustomer hasRetailPresence stateCode } }',
          token,
        )
      ).body.data,
    ).toEqual({
      customerSystemSearch: {
        firstName: 'Ana',
        lastName: 'Ortiz',
        isReturningRetailCustomer: true,
        hasRetailPresence: true,
        stateCode: 'OH',
      },
    });
    expect((await graphql('{ searchSsn(ssn: "900000003") { firstName } }', token)).body.data).toEqual({
      searchSsn: { firstName: 'Ana' },
    });
    expect((await graphql('{ searchSsn(ssn: "900000001") { firstName } }', token)).body.errors?.[0]?.message).toBe(
      'No customer record found',
    );
    // No code before the checks that come first.
    expect(
      (await graphql(`mutation { otpSendCode(enrollmentId: "${id}") { phoneNumberMasked } }`, token)).body.errors?.[0]
        ?.message,
    ).toBe('This enrollment is not at the phone check.');

    // The phone is the spec's: 10 digits or '(ddd) ddd-dddd'; another shape is bad input and costs no attempt.
    const dotted = await graphql(
      `mutation { confirmEnrollmentAddress(enrollmentId: "${id}", addressLine1: "88 Elm Street", zipCode: "43004", phone: "614.555.0199") { attemptsLeft } }`,
      token,
    );
    expect(dotted.body.errors?.[0]?.message).toBe('Enter a 10-digit phone number');
    expect(await address(token, id, '99 Elm St', '43004', '6145550199')).toMatchObject({
      state: 'NEEDS_RESIDENTIAL_INFO',
      attemptsLeft: 2,
    });
    expect(await address(token, id, '88 Elm Street', '43004', '(614) 555-0199')).toMatchObject({
      state: 'NEEDS_OTP_VERIFICATION',
      result: null,
    });

    expect(
      (await graphql(`{ otpSearch(enrollmentId: "${id}") { status phoneNumberMasked } }`, token)).body.data,
    ).toEqual({ otpSearch: { status: null, phoneNumberMasked: '(•••) •••-0199' } });
    const code = await phoneCode(token, id, '6145550199@sms.portal.test');
    expect(await verifyPhone(token, id, code === '000000' ? '111111' : '000000')).toEqual({
      success: false,
      status: null,
      attemptsLeft: 4,
    });
    expect(await verifyPhone(token, id, code)).toMatchObject({ success: true, status: 'OTP_VALID' });
    expect((await graphql('{ enrollmentStatus { state result } }', token)).body.data).toEqual({
      enrollmentStatus: { state: 'NEEDS_EMAIL_VERIFICATION', result: 'OTP_VERIFIED' },
    });

    const sent = Date.now();
    const ids = (
      await graphql(`{ emailVerificationQuery(enrollmentId: "${id}") { emailVerificationId sessionId } }`, token)
    ).body.data!.emailVerificationQuery as {
      emailVerificationId: string;
      sessionId: string;
    };
    const emailCode = codeIn((await latestMail(email, /Your verification code/, sent - 1000)).text);
    const validated = await graphql(
      `mutation { validateEmailVerificationCode(enrollmentId: "${id}", emailVerificationId: "${ids.emailVerificationId}", sessionId: "${ids.sessionId}", verificationCode: "${emailCode}") { success status } }`,
      token,
    );
    expect(validated.body.data).toEqual({ validateEmailVerificationCode: { success: true, status: 'APPROVED' } });
    // The enrollment session is over; the new login works and is Ana's.
    await expectTrustEnded(() => graphql('{ enrollmentStatus { state } }', token), token);
    const login = await tokensFor(email, PASSWORD);
    expect((await graphql('{ me { firstName lastName customerType } }', login.IdToken)).body.data).toEqual({
      me: { firstName: 'Ana', lastName: 'Ortiz', customerType: 'RETAIL_RETURNING' },
    });
    // Enrolling again finds the login.
    const again = await enrollmentUser('ana.again@example.com');
    expect((await prepare(again, '900000003', '1990-03-08')).status).toMatchObject({
      state: 'DENIED',
      result: 'USER_ALREADY_EXISTS',
    });
  });

  it('ends at THANK_YOU when there is no phone to check; 3 wrong addresses are CUSTOMER_NOT_FOUND', async () => {
    const joe = await enrollmentUser('joe.new@example.com');
    const { status } = await prepare(joe, '900000004', '1975-12-01');
    expect(await address(joe, status.enrollmentId, '5 Oak Ave', '43017', '6145550100')).toMatchObject({
      state: 'THANK_YOU',
    });

    const token = await enrollmentUser('sam.tries@example.com', 'csh');
    const sam = (await prepare(token, '900000002', '1979-06-15', 'csh')).status;
    expect(await address(token, sam.enrollmentId, '12 Market St', '63102', '3145550123', 'csh')).toMatchObject({
      attemptsLeft: 2,
    });
    expect(await address(token, sam.enrollmentId, '13 Market St', '63101', '3145550123', 'csh')).toMatchObject({
      attemptsLeft: 1,
    });
    expect(await address(token, sam.enrollmentId, '12 Market St', '63101', '3145550124', 'csh')).toMatchObject({
      state: 'DENIED',
      result: 'CUSTOMER_NOT_FOUND',
      attemptsLeft: 0,
    });
  });

  it('five wrong phone codes: OTP_FAILED, and the record cannot start another enrollment for 30 minutes', async () => {
    const token = await enrollmentUser('sam.phone@example.com', 'csh');
    const { status } = await prepare(token, '900000002', '1979-06-15', 'csh');
    await address(token, status.enrollmentId, '12 Market St', '63101', '3145550123', 'csh');
    await phoneCode(token, status.enrollmentId, '3145550123@sms.portal.test', 'csh');
    for (let i = 0; i < 4; i += 1)
      expect(await verifyPhone(token, status.enrollmentId, '99999999', 'csh')).toMatchObject({ status: null });
    expect(await verifyPhone(token, status.enrollmentId, '99999999', 'csh')).toMatchObject({ status: 'OTP_EXCEEDED' });
    expect((await graphql('{ enrollmentStatus { state result } }', token, 'csh')).body.data).toEqual({
      enrollmentStatus: { state: 'DENIED', result: 'OTP_FAILED' },
    });
    const later = await enrollmentUser('sam.later@example.com', 'csh');
    expect((await prepare(later, '900000002', '1979-06-15', 'csh')).status).toMatchObject({
      state: 'DENIED',
      result: 'OTP_FAILED',
    });
  });

  it('five wrong email codes: EMAIL_FAILED', async () => {
    const email = 'kim.new@example.com';
    const token = await enrollmentUser(email);
    const { status } = await prepare(token, '900000005', '1986-08-20');
    await address(token, status.enrollmentId, '230 Pine Rd', '43201', '6145550177');
    await verifyPhone(
      token,
      status.enrollmentId,
      await phoneCode(token, status.enrollmentId, '6145550177@sms.portal.test'),
    );
    const ids = (
      await graphql(
        `{ emailVerificationQuery(enrollmentId: "${status.enrollmentId}") { emailVerificationId sessionId } }`,
        token,
      )
    ).body.data!.emailVerificationQuery as { emailVerificationId: string; sessionId: string };
    const wrongTry = () =>
      graphql(
        `mutation { validateEmailVerificationCode(enrollmentId: "${status.enrollmentId}", emailVerificationId: "${ids.emailVerificationId}", sessionId: "${ids.sessionId}", verificationCode: "99999999") { status } }`,
        token,
      );
    for (let i = 0; i < 4; i += 1)
      expect((await wrongTry()).body.data).toEqual({ validateEmailVerificationCode: { status: 'PENDING' } });
    expect((await wrongTry()).body.data).toEqual({ validateEmailVerificationCode: { status: 'DENIED' } });
    expect((await graphql('{ enrollmentStatus { state result } }', token)).body.data).toEqual({
      enrollmentStatus: { state: 'DENIED', result: 'EMAIL_FAILED' },
    });
  });
});
