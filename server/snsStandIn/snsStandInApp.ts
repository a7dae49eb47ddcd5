// The stand-in of Amazon SNS's API for text messages (issue 70, decision 0080): what https://sns.<region>.amazonaws.com
// is to a lender, answered offline, so that SMS_PROVIDER=sns runs through SNS's own SDK (server/sms/snsTexts.ts) end
// to end on this machine. It speaks SNS's wire format, the AWS Query protocol
// (https://docs.aws.amazon.com/sns/latest/api/CommonParameters.html):
// - every call a POST to / of a form (Action, Version=2010-03-31, the action's parameters), signed with Signature
//   Version 4 for the service `sns`: a request without a signature, with a key it does not know or with a wrong
//   signature is refused 403 as SNS refuses it (MissingAuthenticationToken, InvalidClientTokenId,
//   SignatureDoesNotMatch), checked by signing the same request again with @smithy/signature-v4;
// - answered 200 with the action's XML, or with SNS's ErrorResponse and its status: InvalidParameter (400) for a
//   number a text cannot go to (not a valid North American number in E.164: SNS's own words name it), Throttled (429),
//   InternalError (500);
// - the actions the portal calls: CheckIfPhoneNumberIsOptedOut and Publish (to a phone number); and
//   OptInPhoneNumber, which the lender's staff call to turn a number's texts back on.
// As SNS does, a Publish to a number that replied STOP is taken (a message id) and never delivered. A delivered text
// is shown as the mail stand-in shows texts (MailDev, at the phone's SMS address), so a test reads it the same way.
// Its own sandbox routes (not SNS's): POST /sandbox/reply { phoneNumber, message } is a reply from a phone (STOP opts
// the number out), and `fail` lets a contract test make the next answers of an action fail.
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { checkSigV4, SigV4Refusal, type SigV4Failure } from '../security/sigV4Check';

export interface SnsStandInOptions {
  /** The key pair a caller signs with. */
  keys: { accessKeyId: string; secretAccessKey: string };
  region: string;
  /** Shows a delivered text (the 10 digits of the number, and what it says). */
  deliver: (phone: string, body: string) => Promise<void>;
}

/** What the next answer of an action does instead: SNS refusing it for now, failing, or not answering. */
export type SnsFault = 'throttled' | 'internal' | 'no answer';

export interface PublishedText {
  phoneNumber: string;
  message: string;
  /** The message attributes, by name: their string values. */
  attributes: Record<string, string>;
  /** False for a number that opted out: SNS takes the text and drops it. */
  delivered: boolean;
}

export interface SnsStandIn {
  app: FastifyInstance;
  /** The next `count` calls of `action` fail so. */
  fail(action: string, fault: SnsFault, count?: number): void;
  /** How many calls each action was sent, failed ones included. */
  calls(action: string): number;
  /** Every text taken, in order. */
  published: PublishedText[];
}

const XMLNS = 'http://sns.amazonaws.com/doc/2010-03-31/';
/** A number SNS texts in the United States: +1, an area code and an exchange that do not begin with 0 or 1. */
const NANP = /^\+1[2-9]\d{2}[2-9]\d{6}$/;
/** The words that opt a number out, as SNS takes them. */
const STOP_WORDS = new Set([
  'ARRET',
  'CANCEL',
  'END',
  'OPT-OUT',
  'OPTOUT',
  'QUIT',
  'REMOVE',
  'STOP',
  'TD',
  'UNSUBSCRIBE',
]);
/** SNS's longest text message. */
const MAX_MESSAGE = 1600;

const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

class SnsError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly type: 'Sender' | 'Receiver' = 'Sender',
  ) {
    super(message);
  }
}

const invalidParameter = (message: string) => new SnsError(400, 'InvalidParameter', `Invalid parameter: ${message}`);
const FAULT_ERRORS: Record<Exclude<SnsFault, 'no answer'>, SnsError> = {
  throttled: new SnsError(429, 'Throttled', 'Rate exceeded'),
  internal: new SnsError(500, 'InternalError', 'An internal service error occurred.', 'Receiver'),
};

function errorXml(error: SnsError, id: string): string {
  return `<ErrorResponse xmlns="${XMLNS}"><Error><Type>${error.type}</Type><Code>${error.code}</Code><Message>${escapeXml(error.message)}</Message></Error><RequestId>${id}</RequestId></ErrorResponse>`;
}

function resultXml(action: string, result: string, id: string): string {
  return `<${action}Response xmlns="${XMLNS}"><${action}Result>${result}</${action}Result><ResponseMetadata><RequestId>${id}</RequestId></ResponseMetadata></${action}Response>`;
}

/** SNS's names and statuses for a request its signature check refuses. */
const SIGNATURE_ERRORS: Record<SigV4Failure, [number, string]> = {
  missing: [403, 'MissingAuthenticationToken'],
  malformed: [400, 'IncompleteSignature'],
  'unknown key': [403, 'InvalidClientTokenId'],
  'wrong scope': [403, 'SignatureDoesNotMatch'],
  expired: [403, 'SignatureDoesNotMatch'],
  mismatch: [403, 'SignatureDoesNotMatch'],
};

/** Refuses a request not signed with the stand-in's key for SNS in its region, as SNS refuses it. */
async function checkSignature(request: FastifyRequest, body: string, options: SnsStandInOptions): Promise<void> {
  try {
    await checkSigV4(request, body, { keys: options.keys, region: options.region, service: 'sns' });
  } catch (error) {
    if (!(error instanceof SigV4Refusal)) throw error;
    const [status, code] = SIGNATURE_ERRORS[error.failure];
    throw new SnsError(status, code, error.message);
  }
}

/** The message attributes of a Publish form: MessageAttributes.entry.N.Name and .Value.StringValue. */
function attributesOf(form: URLSearchParams): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (let n = 1; form.has(`MessageAttributes.entry.${n}.Name`); n += 1)
    attributes[form.get(`MessageAttributes.entry.${n}.Name`)!] =
      form.get(`MessageAttributes.entry.${n}.Value.StringValue`) ?? '';
  return attributes;
}

const required = (form: URLSearchParams, name: string): string => {
  const value = form.get(name);
  if (!value) throw invalidParameter(`${name} is required`);
  return value;
};

/** A number SNS will text, else its refusal (which, as SNS's does, names the number). */
function phoneNumberOf(form: URLSearchParams, name: string): string {
  const number = required(form, name);
  if (!NANP.test(number)) throw invalidParameter(`PhoneNumber Reason: ${number} is not valid to publish to`);
  return number;
}

export function buildSnsStandIn(options: SnsStandInOptions): SnsStandIn {
  // A request left unanswered (a fault) does not hold the stand-in open when it closes.
  const app = Fastify({ logger: false, bodyLimit: 256 * 1024, forceCloseConnections: true });
  const faults = new Map<string, SnsFault[]>();
  const counts = new Map<string, number>();
  const optedOut = new Set<string>();
  const published: PublishedText[] = [];

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  const actions: Record<string, (form: URLSearchParams) => string | Promise<string>> = {
    CheckIfPhoneNumberIsOptedOut(form) {
      const number = phoneNumberOf(form, 'phoneNumber');
      return `<isOptedOut>${optedOut.has(number)}</isOptedOut>`;
    },
    OptInPhoneNumber(form) {
      optedOut.delete(phoneNumberOf(form, 'phoneNumber'));
      return '';
    },
    async Publish(form) {
      if (form.has('TopicArn') || form.has('TargetArn'))
        throw invalidParameter('This stand-in sends text messages only: give PhoneNumber');
      const phoneNumber = phoneNumberOf(form, 'PhoneNumber');
      const message = required(form, 'Message');
      if (message.length > MAX_MESSAGE) throw invalidParameter('Message too long');
      const delivered = !optedOut.has(phoneNumber);
      published.push({ phoneNumber, message, attributes: attributesOf(form), delivered });
      if (delivered) await options.deliver(phoneNumber.slice(2), message);
      return `<MessageId>${randomUUID()}</MessageId>`;
    },
  };

  const answer = (reply: FastifyReply, error: SnsError, id: string) =>
    reply.code(error.status).type('text/xml').header('x-amzn-requestid', id).send(errorXml(error, id));

  app.post('/', async (request, reply) => {
    const id = randomUUID();
    const body = typeof request.body === 'string' ? request.body : '';
    const form = new URLSearchParams(body);
    const action = form.get('Action') ?? '';
    counts.set(action, (counts.get(action) ?? 0) + 1);
    try {
      await checkSignature(request, body, options);
      const run = actions[action];
      if (!run)
        throw new SnsError(
          400,
          'InvalidAction',
          `Could not find operation ${action || '(none)'} for version ${form.get('Version') ?? ''}`,
        );
      if (form.get('Version') !== '2010-03-31') throw invalidParameter('Version must be 2010-03-31');
      const fault = faults.get(action)?.shift();
      if (fault === 'no answer') return new Promise<never>(() => undefined);
      if (fault) throw FAULT_ERRORS[fault];
      const result = await run(form);
      return reply
        .type('text/xml')
        .header('x-amzn-requestid', id)
        .send(resultXml(action, result, id));
    } catch (error) {
      if (error instanceof SnsError) return answer(reply, error, id);
      throw error;
    }
  });

  app.post<{ Body: { phoneNumber?: unknown; message?: unknown } }>('/sandbox/reply', async (request, reply) => {
    const { phoneNumber, message } = request.body ?? {};
    if (typeof phoneNumber !== 'string' || !NANP.test(phoneNumber) || typeof message !== 'string')
      return reply.code(400).send({ error: 'Send { phoneNumber: "+1..." (E.164), message }' });
    if (STOP_WORDS.has(message.trim().toUpperCase())) optedOut.add(phoneNumber);
    return { optedOut: optedOut.has(phoneNumber) };
  });

  return {
    app,
    fail(action, fault, count = 1) {
      faults.set(action, [...(faults.get(action) ?? []), ...Array<SnsFault>(count).fill(fault)]);
    },
    calls: (action) => counts.get(action) ?? 0,
    published,
  };
}
