// Checks that a request was signed with AWS Signature Version 4 by the holder of one key, for one service in one
// region: what an AWS service does before it reads a request. The stand-ins of AWS services (Amazon SNS's,
// server/snsStandIn; Amazon Cognito's admin operations, server/identity/cognitoAdmin.ts) call it, and each answers a
// refusal in its own service's words and shape. It signs the same request again with @smithy/signature-v4, the
// AWS SDK's own signer, and compares the two signatures in constant time: never a signature computed by hand.
import { Sha256 } from '@aws-crypto/sha256-js';
import { SignatureV4 } from '@smithy/signature-v4';
import type { FastifyRequest } from 'fastify';
import { sameText } from './sameText';

/** Why a request was refused; each service names these in its own way. */
export type SigV4Failure =
  /** No Authorization header. */
  | 'missing'
  /** An Authorization header that is not a SigV4 one. */
  | 'malformed'
  /** A key id the service does not know. */
  | 'unknown key'
  /** Signed for another region or service. */
  | 'wrong scope'
  /** Dated too far from now, or not on the day its credential names. */
  | 'expired'
  /** The signature is not the key's (a wrong secret, a changed body or header). */
  | 'mismatch';

export class SigV4Refusal extends Error {
  constructor(
    readonly failure: SigV4Failure,
    message: string,
  ) {
    super(message);
  }
}

export interface SigV4Expectation {
  keys: { accessKeyId: string; secretAccessKey: string };
  region: string;
  /** The signing name: `sns`, `cognito-idp`. */
  service: string;
}

/** How far a request's date may be from this clock (AWS allows 5 minutes). */
const SKEW_MS = 5 * 60 * 1000;

const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/\s]+)\/(\d{8})\/([^/\s]+)\/([^/\s]+)\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/;

/** X-Amz-Date's 20261129T123456Z as a date (NaN when it is not one). */
function amzDate(value: string): Date {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  return m ? new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}Z`) : new Date(Number.NaN);
}

/** Throws a SigV4Refusal unless `request`, with `body` as it arrived, is signed as `expected` says. */
export async function checkSigV4(request: FastifyRequest, body: string, expected: SigV4Expectation): Promise<void> {
  const header = request.headers.authorization;
  if (!header) throw new SigV4Refusal('missing', 'Request is missing Authentication Token');
  const parts = AUTHORIZATION.exec(header);
  if (!parts) throw new SigV4Refusal('malformed', 'The request signature does not conform to AWS standards.');
  const [, keyId, day, region, service, signedHeaders] = parts;
  if (!sameText(keyId!, expected.keys.accessKeyId))
    throw new SigV4Refusal('unknown key', 'The security token included in the request is invalid.');
  if (region !== expected.region || service !== expected.service)
    throw new SigV4Refusal('wrong scope', 'Credential should be scoped to a valid region and service.');
  const stamp = String(request.headers['x-amz-date'] ?? '');
  const date = amzDate(stamp);
  if (Number.isNaN(date.getTime()) || Math.abs(date.getTime() - Date.now()) > SKEW_MS || !stamp.startsWith(day!))
    throw new SigV4Refusal('expired', 'Signature expired: the request is dated too far from now.');
  const headers: Record<string, string> = {};
  for (const name of signedHeaders!.split(';')) headers[name] = String(request.headers[name] ?? '');
  const signer = new SignatureV4({
    credentials: expected.keys,
    region: expected.region,
    service: expected.service,
    sha256: Sha256,
  });
  const [path, query = ''] = request.url.split('?');
  const signed = await signer.sign(
    {
      method: request.method,
      protocol: 'http:',
      hostname: request.hostname,
      path: path!,
      query: Object.fromEntries(new URLSearchParams(query)),
      headers,
      body,
    },
    { signingDate: date },
  );
  if (!sameText(String(signed.headers.authorization ?? ''), header))
    throw new SigV4Refusal(
      'mismatch',
      'The request signature we calculated does not match the signature you provided. Check your AWS Secret Access Key and signing method. Consult the service documentation for details.',
    );
}
