// Codes by text with SMS_PROVIDER=sns (issue 70, decision 0080): a portal of its own whose texts go through Amazon
// SNS's SDK to the stand-in of SNS, started here. An application's mobile number is verified by a texted code as in
// mail mode (verification.test.ts); then what a provider can refuse: a number no text can reach, a number that replied
// STOP, SNS throttling (sent again) and failing (told, nothing saved, the next ask works).
import { atStepFour, withPhones } from '../../tests/support/applicationClient';
import { ownPortal } from '../../tests/support/ownPortal';
import { graphql, tokensFor } from '../../tests/support/serverClient';
import { buildSnsStandIn, type SnsStandIn } from '../snsStandIn/snsStandInApp';
import { TEXT_FAILURES } from '../sms/textMessages';

const KEYS = { accessKeyId: 'AKIAPORTALTEST000001', secretAccessKey: 'portal-test-secret-0123456789abcdef' };
const REGION = 'us-east-2';
let standIn: SnsStandIn;
let standInUrl = '';
/** The texts the stand-in delivered: the 10 digits and the words. */
const texts: { phone: string; body: string }[] = [];

beforeAll(async () => {
  standIn = buildSnsStandIn({
    keys: KEYS,
    region: REGION,
    deliver: async (phone, body) => {
      texts.push({ phone, body });
    },
  });
  standInUrl = await standIn.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => standIn.app.close());

const portal = ownPortal(() => ({
  SMS_PROVIDER: 'sns',
  SNS_ENV: 'local',
  SNS_ENDPOINT: standInUrl,
  SNS_REGION: REGION,
  SNS_ORIGINATION_NUMBER: '+18005550111',
  AWS_ACCESS_KEY_ID: KEYS.accessKeyId,
  AWS_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
}));

jest.setTimeout(30_000);

const errorOf = (result: Awaited<ReturnType<typeof graphql>>) => result.body.errors?.[0]?.message;
const uniquePhone = (area = '614') => `${area}55${String(Math.floor(10_000 + Math.random() * 89_999))}`;

/** An application at step 4 whose mobile number is `phone`, with its loan chosen. */
async function applicationWith(phone: string) {
  const { token, id } = await atStepFour({
    personal: withPhones([{ type: 'C', number: phone }]),
  });
  const send = () => graphql(`mutation { otpSendCode(applicationId: "${id}") { phoneNumberMasked } }`, token);
  const status = async () =>
    (await graphql(`{ otpSearch(applicationId: "${id}") { status } }`, token)).body.data as {
      otpSearch: { status: string | null };
    };
  const verify = (code: string) =>
    graphql(
      `mutation { otpVerifyCode(applicationId: "${id}", verificationCode: "${code}") { success status } }`,
      token,
    );
  return { send, status, verify };
}

const textTo = (phone: string) => texts.filter((text) => text.phone === phone).at(-1);
const codeIn = (body: string) => /code is (\d{6})/.exec(body)![1]!;

describe('codes by text through Amazon SNS (SMS_PROVIDER=sns)', () => {
  it('texts the code to the mobile number through SNS, and the code verifies it', async () => {
    const phone = uniquePhone();
    const application = await applicationWith(phone);
    expect((await application.send()).body.data).toEqual({
      otpSendCode: { phoneNumberMasked: `(•••) •••-${phone.slice(-4)}` },
    });
    const text = textTo(phone)!;
    expect(text.body).toMatch(
      /^Your verification code is \d{6}\. It expires in 10 minutes\. If you did not ask for it, call us\.$/,
    );
    expect(standIn.published.at(-1)).toMatchObject({
      phoneNumber: `+1${phone}`,
      attributes: { 'AWS.SNS.SMS.SMSType': 'Transactional', 'AWS.MM.SMS.OriginationNumber': '+18005550111' },
    });
    expect((await application.verify(codeIn(text.body))).body.data).toEqual({
      otpVerifyCode: { success: true, status: 'OTP_VALID' },
    });
    // Operators see which provider sends texts, by name.
    const ready = (await (await fetch(`${portal.url}/api/ready`)).json()) as { providers?: { textMessages: string } };
    expect(ready.providers?.textMessages).toBe('sns-stand-in');
  });

  it('tells the person when no text can reach the number, and keeps no code', async () => {
    // (123) 555-…: ten digits the form takes, but no North American number.
    const phone = uniquePhone('123');
    const application = await applicationWith(phone);
    expect(errorOf(await application.send())).toBe(TEXT_FAILURES.INVALID_NUMBER);
    expect(await application.status()).toEqual({ otpSearch: { status: null } });
    expect(errorOf(await application.verify('000000'))).toBeUndefined();
    expect(textTo(phone)).toBeUndefined();
  });

  it('does not text a number that replied STOP, and says how to turn texts back on', async () => {
    const phone = uniquePhone();
    await fetch(`${standInUrl}/sandbox/reply`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phoneNumber: `+1${phone}`, message: 'STOP' }),
    });
    const application = await applicationWith(phone);
    const published = standIn.calls('Publish');
    expect(errorOf(await application.send())).toBe(TEXT_FAILURES.OPTED_OUT);
    expect(standIn.calls('Publish')).toBe(published);
    expect(await application.status()).toEqual({ otpSearch: { status: null } });
  });

  it('sends again after SNS throttles, but after SNS fails it tells the person and saves nothing', async () => {
    const phone = uniquePhone();
    const application = await applicationWith(phone);
    standIn.fail('Publish', 'internal');
    expect(errorOf(await application.send())).toBe(TEXT_FAILURES.UNAVAILABLE);
    expect(textTo(phone)).toBeUndefined();
    expect(await application.status()).toEqual({ otpSearch: { status: null } });

    const published = standIn.calls('Publish');
    standIn.fail('Publish', 'throttled');
    expect(errorOf(await application.send())).toBeUndefined();
    expect(standIn.calls('Publish') - published).toBe(2);
    expect(texts.filter((text) => text.phone === phone)).toHaveLength(1);
    expect((await application.verify(codeIn(textTo(phone)!.body))).body.data).toEqual({
      otpVerifyCode: { success: true, status: 'OTP_VALID' },
    });
  });

  it('refuses a new mobile number no text can reach on /account/personal, and leaves no change waiting', async () => {
    const token = (await tokensFor('ivy.hart@example.com')).IdToken;
    const details = '{ contactDetails { phone pendingChange { kind } } }';
    const before = (await graphql(details, token)).body.data;
    const request = await graphql(
      'mutation R($change: ContactChangeInput!) { requestContactChange(change: $change) { id } }',
      token,
      'cng',
      { change: { kind: 'PHONE', phone: '(123) 555-0100' } },
    );
    expect(errorOf(request)).toBe(TEXT_FAILURES.INVALID_NUMBER);
    expect((await graphql(details, token)).body.data).toEqual(before);
    expect(before).toEqual({ contactDetails: { phone: '(614) 555-0281', pendingChange: null } });
  });
});
