// Amazon SNS's own SDK against the stand-in of SNS (issue 70, decision 0080): the calls the portal makes (the opt-out
// check, Publish as a transactional text), SNS's refusals told in the person's words (a number no text can reach, a
// number that replied STOP), the faults sent again (Throttled; a timeout of the read) and those never sent twice (a
// Publish that failed or got no answer), the signature, and no number, code or SNS message in what is thrown.
import fc from 'fast-check';
import { PublishCommand, SNSClient } from '@aws-sdk/client-sns';
import { createSnsTexts, failureOf, type SnsSettings } from '../sms/snsTexts';
import { TEXT_FAILURES, TextDeliveryError, type TextMessenger } from '../sms/textMessages';
import { buildSnsStandIn, type SnsStandIn } from './snsStandInApp';

const KEYS = { accessKeyId: 'AKIATESTSTANDIN00001', secretAccessKey: 'secret-of-the-test-0123456789abcdef' };
const REGION = 'us-east-2';
let standIn: SnsStandIn;
let endpoint: string;
const delivered: { phone: string; body: string }[] = [];

beforeAll(async () => {
  standIn = buildSnsStandIn({
    keys: KEYS,
    region: REGION,
    deliver: async (phone, body) => {
      delivered.push({ phone, body });
    },
  });
  endpoint = await standIn.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => standIn.app.close());

const settingsOf = (overrides: Partial<SnsSettings> = {}): SnsSettings => ({
  environment: 'local',
  region: REGION,
  endpoint,
  credentials: KEYS,
  originationNumber: '+18005550111',
  startStandIn: false,
  standInPort: 0,
  ...overrides,
});
const texts = (overrides: Partial<SnsSettings> = {}, timeoutMs = 1_500): TextMessenger =>
  createSnsTexts(settingsOf(overrides), { timeoutMs, attempts: 3 });

async function refusal(run: () => Promise<unknown>): Promise<TextDeliveryError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof TextDeliveryError) return error;
    throw error;
  }
  throw new Error('it was not refused');
}

/** What each action was sent during `run`. */
async function callsDuring(run: () => Promise<unknown>) {
  const before = { check: standIn.calls('CheckIfPhoneNumberIsOptedOut'), publish: standIn.calls('Publish') };
  await run().catch(() => undefined);
  return {
    check: standIn.calls('CheckIfPhoneNumberIsOptedOut') - before.check,
    publish: standIn.calls('Publish') - before.publish,
  };
}

const reply = (phoneNumber: string, message: string) =>
  fetch(`${endpoint}/sandbox/reply`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phoneNumber, message }),
  });

describe("Amazon SNS's SDK against the stand-in of SNS", () => {
  it('checks the opt-out, then publishes a transactional text from the origination number, delivered once', async () => {
    const sent = delivered.length;
    const calls = await callsDuring(() =>
      texts().send({ phone: '6145550142', body: 'Your verification code is 204913. It expires in 10 minutes.' }),
    );
    expect(calls).toEqual({ check: 1, publish: 1 });
    expect(delivered.slice(sent)).toEqual([
      { phone: '6145550142', body: 'Your verification code is 204913. It expires in 10 minutes.' },
    ]);
    expect(standIn.published.at(-1)).toEqual({
      phoneNumber: '+16145550142',
      message: 'Your verification code is 204913. It expires in 10 minutes.',
      attributes: { 'AWS.SNS.SMS.SMSType': 'Transactional', 'AWS.MM.SMS.OriginationNumber': '+18005550111' },
      delivered: true,
    });
  });

  it("refuses a number no text can reach in the person's words, without the number or SNS's message", async () => {
    const error = await refusal(() => texts().send({ phone: '1235550100', body: 'Your verification code is 1.' }));
    expect(error.failure).toBe('INVALID_NUMBER');
    expect(error.reason).toBe('InvalidParameterException');
    expect(TEXT_FAILURES[error.failure]).toBe(
      'We could not send a text message to this number. Please check that it is a US mobile number that can receive texts.',
    );
    expect(JSON.stringify({ ...error, message: error.message })).not.toMatch(/5550100/);
  });

  it('does not publish to a number that replied STOP (SNS would drop it unseen), and texts it again once opted in', async () => {
    expect(await (await reply('+16145550177', 'stop')).json()).toEqual({ optedOut: true });
    const calls = await callsDuring(async () => {
      const error = await refusal(() => texts().send({ phone: '6145550177', body: 'Your code is 1.' }));
      expect(error.failure).toBe('OPTED_OUT');
    });
    expect(calls).toEqual({ check: 1, publish: 0 });
    // SNS itself takes a Publish to the number and never delivers it: why the portal asks first.
    const client = new SNSClient({ region: REGION, endpoint, credentials: KEYS });
    await client.send(new PublishCommand({ PhoneNumber: '+16145550177', Message: 'Dropped' }));
    expect(standIn.published.at(-1)).toMatchObject({ phoneNumber: '+16145550177', delivered: false });
    // The lender's staff turn its texts back on (OptInPhoneNumber): texts go again.
    const { OptInPhoneNumberCommand } = await import('@aws-sdk/client-sns');
    await client.send(new OptInPhoneNumberCommand({ phoneNumber: '+16145550177' }));
    await texts().send({ phone: '6145550177', body: 'Your code is 2.' });
    expect(standIn.published.at(-1)).toMatchObject({ phoneNumber: '+16145550177', delivered: true });
    client.destroy();
  });

  it('sends a Publish again after Throttled (SNS took nothing), and gives up after three', async () => {
    standIn.fail('Publish', 'throttled', 2);
    expect(await callsDuring(() => texts().send({ phone: '6145550142', body: 'Throttled twice.' }))).toEqual({
      check: 1,
      publish: 3,
    });
    expect(standIn.published.at(-1)?.message).toBe('Throttled twice.');

    standIn.fail('Publish', 'throttled', 3);
    let error: TextDeliveryError | undefined;
    expect(
      await callsDuring(async () => {
        error = await refusal(() => texts().send({ phone: '6145550142', body: 'Throttled thrice.' }));
      }),
    ).toEqual({ check: 1, publish: 3 });
    expect([error?.failure, error?.reason]).toEqual(['UNAVAILABLE', 'ThrottledException']);
  }, 20_000);

  it('never sends a Publish twice when it may have gone out: a 500, or no answer', async () => {
    standIn.fail('Publish', 'internal');
    let error: TextDeliveryError | undefined;
    expect(
      await callsDuring(async () => {
        error = await refusal(() => texts().send({ phone: '6145550142', body: 'Internal error.' }));
      }),
    ).toEqual({ check: 1, publish: 1 });
    expect([error?.failure, error?.reason]).toEqual(['UNAVAILABLE', 'InternalErrorException']);

    standIn.fail('Publish', 'no answer');
    expect(
      await callsDuring(async () => {
        error = await refusal(() => texts({}, 500).send({ phone: '6145550142', body: 'No answer.' }));
      }),
    ).toEqual({ check: 1, publish: 1 });
    expect(error?.failure).toBe('UNAVAILABLE');
  }, 20_000);

  it('asks again whether a number opted out after no answer or Throttled (a read), then texts', async () => {
    standIn.fail('CheckIfPhoneNumberIsOptedOut', 'no answer');
    standIn.fail('CheckIfPhoneNumberIsOptedOut', 'throttled');
    expect(await callsDuring(() => texts({}, 500).send({ phone: '6145550142', body: 'Read again.' }))).toEqual({
      check: 3,
      publish: 1,
    });
  }, 20_000);

  it('refuses a wrong secret, an unknown key and another region, as SNS does', async () => {
    const reasons = await Promise.all(
      [
        { credentials: { ...KEYS, secretAccessKey: 'not-the-secret' } },
        { credentials: { ...KEYS, accessKeyId: 'AKIASOMEONEELSE00001' } },
        { region: 'eu-west-1' },
      ].map(async (overrides) => {
        const error = await refusal(() => texts(overrides).send({ phone: '6145550142', body: 'Signed badly.' }));
        return [error.failure, error.reason];
      }),
    );
    expect(reasons).toEqual([
      ['UNAVAILABLE', 'SignatureDoesNotMatch'],
      ['UNAVAILABLE', 'InvalidClientTokenId'],
      ['UNAVAILABLE', 'SignatureDoesNotMatch'],
    ]);
    const unsigned = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'Action=Publish&Version=2010-03-31&PhoneNumber=%2B16145550142&Message=hi',
    });
    expect(unsigned.status).toBe(403);
    expect(await unsigned.text()).toContain('<Code>MissingAuthenticationToken</Code>');
  });

  it('never puts the number, the text or SNS’s message in a failure (property)', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[2-9]\d{2}[2-9]\d{6}$/),
        fc.stringMatching(/^\d{6}$/),
        fc.constantFrom('InvalidParameterException', 'ThrottledException', 'InternalErrorException', 'Error'),
        (phone, code, name) => {
          const sdkError = Object.assign(
            new Error(`Invalid parameter: PhoneNumber Reason: +1${phone} is not valid to publish to (${code})`),
            { name },
          );
          const failure = failureOf(sdkError);
          const shown = `${failure.message} ${JSON.stringify(failure)} ${TEXT_FAILURES[failure.failure]}`;
          return !shown.includes(phone) && !shown.includes(code);
        },
      ),
    );
  });
});
