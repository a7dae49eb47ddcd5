// /otp and /identity on the server (issue 14): the application's mobile number verified by a texted code (the MFA
// code module) or by the carrier's check (the Boku stand-in's signed link), the photo-ID scan (the Intellicheck
// stand-in) with its sandbox failures and its limit, the opt-out, and submission refused until both are done; only
// the applicant's own application, and only the applicant (an acting agent cannot).
import { atStepFour, withPhones } from '../../tests/support/applicationClient';
import { graphql, graphqlWithCookie, latestMail, serverPage, tokensFor } from '../../tests/support/serverClient';

const SUBMIT = 'mutation Submit($id: ID!) { submitApplication(id: $id) { applicationState } }';
const LINK =
  'query Link($id: ID!, $phone: String!) { generateBokuEVURL(applicationId: $id, phoneNumber: $phone) { url } }';
const PHONE = '{ phoneVerification { verified method phoneNumberMasked } }';
const SCAN =
  'mutation Scan($id: ID!) { startIdentityVerification(applicationId: $id) { id applicationId status userToken reason scansLeft } }';
const SEARCH =
  'query Search($id: ID!) { searchIntellicheckVerification(applicationId: $id) { status userToken reason scansLeft } }';

const errorOf = (result: Awaited<ReturnType<typeof graphql>>) => result.body.errors?.[0]?.message;
const dataOf = <T>(result: Awaited<ReturnType<typeof graphql>>) => result.body.data as T;
const phoneOf = async (token: string, id: string) =>
  dataOf<{ application: unknown }>(await graphql(`{ application(id: "${id}") ${PHONE} }`, token)).application;
const uniquePhone = () => `61455${String(Math.floor(10_000 + Math.random() * 89_999))}`;

jest.setTimeout(30_000);

describe('/otp: the mobile number', () => {
  it('verifies it with a texted code (wrong, then right), and submission waits for it', async () => {
    const phone = uniquePhone();
    const { token, id } = await atStepFour({
      personal: withPhones([
        { type: 'H', number: '6145550111' },
        { type: 'C', number: phone },
      ]),
    });
    await graphql(
      'mutation C($id: ID!) { saveLoanSelection(id: $id, productCode: "ILP", loanAmount: 1000, termMonths: 12) { id } }',
      token,
      'cng',
      { id },
    );
    const masked = `(•••) •••-${phone.slice(-4)}`;
    expect(await phoneOf(token, id)).toEqual({
      phoneVerification: { verified: false, method: null, phoneNumberMasked: masked },
    });
    expect(errorOf(await graphql(SUBMIT, token, 'cng', { id }))).toBe(
      'Verify your mobile number before you submit your application',
    );

    expect(dataOf(await graphql(`{ otpSearch(applicationId: "${id}") { status phoneNumberMasked } }`, token))).toEqual({
      otpSearch: { status: null, phoneNumberMasked: masked },
    });
    const sent = Date.now();
    expect(
      dataOf(await graphql(`mutation { otpSendCode(applicationId: "${id}") { phoneNumberMasked } }`, token)),
    ).toEqual({ otpSendCode: { phoneNumberMasked: masked } });
    // The mobile (cell) number gets the text, not the first number given.
    const text = await latestMail(`${phone}@sms.portal.test`, /Your verification code/, sent - 1000);
    const code = /code is (\d{6})/.exec(text.text)![1]!;
    const verify = (given: string) =>
      graphql(
        `mutation { otpVerifyCode(applicationId: "${id}", verificationCode: "${given}") { success status attemptsLeft } }`,
        token,
      );
    expect(dataOf(await verify(code === '000000' ? '111111' : '000000'))).toEqual({
      otpVerifyCode: { success: false, status: null, attemptsLeft: 4 },
    });
    expect(dataOf(await verify(code))).toEqual({
      otpVerifyCode: { success: true, status: 'OTP_VALID', attemptsLeft: 4 },
    });
    expect(await phoneOf(token, id)).toEqual({
      phoneVerification: { verified: true, method: 'CODE', phoneNumberMasked: masked },
    });
    // Now the ID is what is missing.
    expect(errorOf(await graphql(SUBMIT, token, 'cng', { id }))).toBe(
      'Verify your ID, or choose another way to show it, before you submit your application',
    );
    // An email code is not how an application verifies.
    expect(
      errorOf(await graphql(`{ emailVerificationQuery(applicationId: "${id}") { sessionId } }`, token)),
    ).toBeDefined();
  });

  it('verifies it through the carrier’s check: a signed link for the application’s own number only', async () => {
    const { token, id } = await atStepFour();
    expect(errorOf(await graphql(LINK, token, 'cng', { id, phone: '6145550000' }))).toBe(
      'This is not the phone number on your application.',
    );
    const { url } = dataOf<{ generateBokuEVURL: { url: string } }>(
      await graphql(LINK, token, 'cng', { id, phone: '(614) 555-0188' }),
    ).generateBokuEVURL;
    expect(url).toMatch(/^http:\/\/cng\.localhost:\d+\/stand-in\/boku\/[\w-]+\.[\w-]+$/);
    expect(url).not.toContain('6145550188');
    expect(url).not.toContain(id);
    const page = await serverPage(url);
    expect(page.status).toBe(200);
    expect(page.text).toContain('(•••) •••-0188');
    expect(page.text).not.toContain('6145550188');
    // An altered link is refused, and changes nothing.
    const altered = url.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
    expect((await serverPage(altered, 'POST')).location).toBe('/application/otp?carrier=expired');
    expect(await phoneOf(token, id)).toMatchObject({ phoneVerification: { verified: false } });
    const remember = `mutation { rememberDevice(applicationId: "${id}", blackBox: "laptop-9") { success } }`;
    expect(errorOf(await graphql(remember, token))).toBe('Verify your mobile number before remembering this device.');
    expect((await serverPage(url, 'POST')).location).toBe('/application/otp?carrier=verified');
    expect(await phoneOf(token, id)).toMatchObject({ phoneVerification: { verified: true, method: 'CARRIER' } });
    // The verified number is the passed check the remember-my-device modal needs (spec 4.8).
    // It hands this browser a device secret (issue 47), and the check of a later sign-in lets that browser through.
    const remembered = await graphqlWithCookie(remember, token, null);
    expect(remembered.body.data).toEqual({ rememberDevice: { success: true } });
    expect(remembered.setCookies[0]).toMatch(
      /^portal_device=[\w-]{43}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Strict$/,
    );
    const challenge = '{ mfaChallenge(blackBox: "laptop-9") { decision } }';
    expect((await graphqlWithCookie(challenge, token, remembered.cookies)).body.data).toEqual({
      mfaChallenge: { decision: 'BYPASS' },
    });
    expect((await graphqlWithCookie(challenge, token, null)).body.data).not.toEqual({
      mfaChallenge: { decision: 'BYPASS' },
    });
    // A changed mobile number must be verified again.
    const changed = await graphql(
      'mutation P($id: ID!, $p: PersonalInformationInput!) { savePersonalInformation(id: $id, personalInformation: $p) { id } }',
      token,
      'cng',
      {
        id,
        p: {
          firstName: 'Rosa',
          lastName: 'Diaz',
          dateOfBirth: '1991-05-17',
          documentType: 'SSN',
          documentNumber: '900000101',
          stateIdType: 'DRIVERS_LICENSE',
          driverLicenseNumber: 'RD123456',
          driverLicenseStateCode: 'OH',
          stateIdExpirationDate: new Date(Date.now() + 300 * 86_400_000).toISOString().slice(0, 10),
          ...withPhones([{ type: 'C', number: '6145550177' }]),
          additionalInformation: { monthsAtAddress: 24, ownResidence: false },
          smsOptIn: true,
        },
      },
    );
    expect(changed.body.errors).toBeUndefined();
    expect(await phoneOf(token, id)).toMatchObject({
      phoneVerification: { verified: false, phoneNumberMasked: '(•••) •••-0177' },
    });
  });

  it('says when the carrier cannot confirm the number (sandbox 0199), and keeps it unverified', async () => {
    const { token, id } = await atStepFour({
      personal: withPhones([{ type: 'C', number: '6145550199' }]),
    });
    const { url } = dataOf<{ generateBokuEVURL: { url: string } }>(
      await graphql(LINK, token, 'cng', { id, phone: '6145550199' }),
    ).generateBokuEVURL;
    expect((await serverPage(url, 'POST')).location).toBe('/application/otp?carrier=unconfirmed');
    expect(await phoneOf(token, id)).toMatchObject({ phoneVerification: { verified: false } });
  });

  it('answers only the applicant, for their own application', async () => {
    const mine = await atStepFour();
    const theirs = await atStepFour();
    expect(errorOf(await graphql(LINK, theirs.token, 'cng', { id: mine.id, phone: '6145550188' }))).toBeDefined();
    expect(
      errorOf(await graphql(`mutation { otpSendCode(applicationId: "${mine.id}") { status } }`, theirs.token)),
    ).toBeDefined();
    expect(errorOf(await graphql(SCAN, theirs.token, 'cng', { id: mine.id }))).toBeDefined();
    expect(
      errorOf(
        await graphql(
          `mutation { rememberDevice(applicationId: "${mine.id}", blackBox: "x") { success } }`,
          theirs.token,
        ),
      ),
    ).toBeDefined();
    expect(dataOf(await graphql(SEARCH, mine.token, 'cng', { id: mine.id }))).toEqual({
      searchIntellicheckVerification: null,
    });
  });
});

describe('/identity: the photo ID', () => {
  it('scans the ID on the stand-in’s page and verifies it; the token is single use', async () => {
    const { token, id } = await atStepFour();
    const started = dataOf<{
      startIdentityVerification: {
        id: string;
        applicationId: string;
        status: string;
        userToken: string;
        scansLeft: number;
      };
    }>(await graphql(SCAN, token, 'cng', { id })).startIdentityVerification;
    expect(started).toMatchObject({ applicationId: id, status: 'PENDING', reason: null, scansLeft: 2 });
    expect(started.userToken).toMatch(/^[\w-]{32}$/);
    const page = await serverPage(`/stand-in/id-scan/${started.userToken}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Scan front and back');
    expect((await serverPage(`/stand-in/id-scan/${started.userToken}`, 'POST')).location).toBe(
      '/application/identity/verify?scan=done',
    );
    expect(dataOf(await graphql(SEARCH, token, 'cng', { id }))).toEqual({
      searchIntellicheckVerification: { status: 'VERIFIED', userToken: null, reason: null, scansLeft: 2 },
    });
    expect((await serverPage(`/stand-in/id-scan/${started.userToken}`, 'POST')).location).toBe(
      '/application/identity/verify?scan=expired',
    );
    expect((await serverPage('/stand-in/id-scan/not-a-token')).location).toBe(
      '/application/identity/verify?scan=expired',
    );
  });

  it('fails an unreadable ID (sandbox 0211) with the reason, stops after 3 scans, and lets the applicant opt out', async () => {
    const { token, id } = await atStepFour({ ssn: '900000211' });
    for (const left of [2, 1, 0]) {
      const { userToken } = dataOf<{ startIdentityVerification: { userToken: string } }>(
        await graphql(SCAN, token, 'cng', { id }),
      ).startIdentityVerification;
      await serverPage(`/stand-in/id-scan/${userToken}`, 'POST');
      expect(dataOf(await graphql(SEARCH, token, 'cng', { id }))).toEqual({
        searchIntellicheckVerification: {
          status: 'FAILED',
          userToken: null,
          reason:
            'We could not read your ID. Make sure the whole ID is in the picture, in good light and without glare.',
          scansLeft: left,
        },
      });
    }
    expect(errorOf(await graphql(SCAN, token, 'cng', { id }))).toBe(
      'You have scanned your ID 3 times. Choose another way to show your ID.',
    );
    const optedOut = await graphql(
      `mutation { optOutOfIdentityVerification(applicationId: "${id}") { status scansLeft } }`,
      token,
    );
    expect(dataOf(optedOut)).toEqual({ optOutOfIdentityVerification: { status: 'OPTED_OUT', scansLeft: 0 } });
  });

  it('refuses an acting agent: only the borrower scans their ID or opts out', async () => {
    const { token, id, email } = await atStepFour();
    const agent = (await tokensFor('agent.okafor@example.com', 'Agent#2026')).IdToken;
    // The decision test acts with this agent too; each act is started and stopped around its own calls.
    expect(
      (await graphql(`mutation { startImpersonation(email: "${email}") { customerEmail } }`, agent)).body.errors,
    ).toBeUndefined();
    const refused = [
      await graphql(SCAN, agent, 'cng', { id }),
      await graphql(`mutation { optOutOfIdentityVerification(applicationId: "${id}") { status } }`, agent),
      await graphql(LINK, agent, 'cng', { id, phone: '6145550188' }),
    ];
    expect((await graphql('mutation { stopImpersonation { success } }', agent)).body.errors).toBeUndefined();
    for (const result of refused) expect(result.body.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
    expect(dataOf(await graphql(SEARCH, token, 'cng', { id }))).toEqual({ searchIntellicheckVerification: null });
  });
});
