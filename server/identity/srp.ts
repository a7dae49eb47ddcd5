// The server half of SRP-6a exactly as Amazon Cognito (and so aws-amplify) does it: the 3072-bit group of
// RFC 5054 with g = 2, k = H(N | PAD(g)), x = H(PAD(salt) | H(poolName | userId | ":" | password)), a
// 16-byte HKDF key ("Caldera Derived Key") from S and u, and the password claim signed with HMAC-SHA256.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const N_HEX =
  'FFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD129024E088A67CC74020BBEA63B139B22514A08798E3404DD' +
  'EF9519B3CD3A431B302B0A6DF25F14374FE1356D6D51C245E485B576625E7EC6F44C42E9A637ED6B0BFF5CB6F406B7ED' +
  'EE386BFB5A899FA5AE9F24117C4B1FE649286651ECE45B3DC2007CB8A163BF0598DA48361C55D39A69163FA8FD24CF5F' +
  '83655D23DCA3AD961C62F356208552BB9ED529077096966D670C354E4ABC9804F1746C08CA18217C32905E462E36CE3B' +
  'E39E772C180E86039B2783A2EC07A28FB5C55DF06F4C52C9DE2BCBF6955817183995497CEA956AE515D2261898FA0510' +
  '15728E5A8AAAC42DAD33170D04507A33A85521ABDF1CBA64ECFB850458DBEF0A8AEA71575D060C7DB3970F85A6E1E4C7' +
  'ABF5AE8CDB0933D71E8C94E04A25619DCEE3D2261AD2EE6BF12FFA06D98A0864D87602733EC86A64521F2B18177B200C' +
  'BBE117577A615D6C770988C0BAD946E208E24FA074E5AB3143DB5BFCE0FD108E4B82D120A93AD2CAFFFFFFFFFFFFFFFF';

export const N = BigInt(`0x${N_HEX}`);
export const g = 2n;

/** Hex of a non-negative integer as Java's BigInteger.toByteArray would give it (even length, sign byte). */
export function padHex(value: bigint): string {
  let hex = value.toString(16);
  if (hex.length % 2 === 1) hex = `0${hex}`;
  return /^[89a-f]/i.test(hex) ? `00${hex}` : hex;
}

const sha256Hex = (data: Buffer | string): string => createHash('sha256').update(data).digest('hex').padStart(64, '0');
const hashHex = (hex: string): string => sha256Hex(Buffer.from(hex, 'hex'));
const toBig = (hex: string): bigint => BigInt(`0x${hex}`);

export function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = ((base % modulus) + modulus) % modulus;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    e >>= 1n;
    b = (b * b) % modulus;
  }
  return result;
}

const k = toBig(hashHex(padHex(N) + padHex(g)));

function privateX(poolName: string, userId: string, password: string, saltHex: string): bigint {
  const inner = sha256Hex(`${poolName}${userId}:${password}`);
  return toBig(hashHex(padHex(toBig(saltHex)) + inner));
}

/** A salt as a user's is kept: 16 bytes, written as padHex writes them (so 30 to 34 hex characters). */
export const saltOf = (bytes: Buffer): string => padHex(toBig(bytes.subarray(0, 16).toString('hex')));

/** A new salt and verifier for a password; the server stores these and never the password. */
export function createVerifier(poolName: string, userId: string, password: string): { salt: string; verifier: string } {
  const salt = saltOf(randomBytes(16));
  const verifier = modPow(g, privateX(poolName, userId, password, salt), N);
  return { salt, verifier: padHex(verifier) };
}

/** The server's ephemeral pair: b stays on the server, B goes to the client as SRP_B. */
export function createServerEphemeral(verifierHex: string): { b: string; B: string } {
  const b = toBig(randomBytes(128).toString('hex'));
  const B = (k * toBig(verifierHex) + modPow(g, b, N)) % N;
  return { b: b.toString(16), B: B.toString(16) };
}

function hkdf(S: bigint, u: bigint): Buffer {
  const prk = createHmac('sha256', Buffer.from(padHex(u), 'hex'))
    .update(Buffer.from(padHex(S), 'hex'))
    .digest();
  return createHmac('sha256', prk)
    .update(Buffer.concat([Buffer.from('Caldera Derived Key'), Buffer.from([1])]))
    .digest()
    .subarray(0, 16);
}

export interface PasswordClaim {
  poolName: string;
  userId: string;
  secretBlock: string;
  timestamp: string;
  signature: string;
  A: string;
  b: string;
  B: string;
  verifier: string;
}

/** True when the client's PASSWORD_CLAIM_SIGNATURE proves it knows the password behind the verifier. */
export function verifyPasswordClaim(claim: PasswordClaim): boolean {
  const A = toBig(claim.A);
  if (A % N === 0n) return false;
  const B = toBig(claim.B);
  const u = toBig(hashHex(padHex(A) + padHex(B)));
  if (u === 0n) return false;
  const S = modPow(A * modPow(toBig(claim.verifier), u, N), toBig(claim.b), N);
  const key = hkdf(S, u);
  const expected = createHmac('sha256', key)
    .update(
      Buffer.concat([
        Buffer.from(claim.poolName),
        Buffer.from(claim.userId),
        Buffer.from(claim.secretBlock, 'base64'),
        Buffer.from(claim.timestamp),
      ]),
    )
    .digest();
  const given = Buffer.from(claim.signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Cognito's timestamp form "ddd MMM D HH:mm:ss UTC YYYY", parsed to epoch ms (NaN when malformed). */
export function parseSrpTimestamp(text: string): number {
  const match = /^[A-Z][a-z]{2} ([A-Z][a-z]{2}) (\d{1,2}) (\d{2}):(\d{2}):(\d{2}) UTC (\d{4})$/.exec(text);
  if (!match) return Number.NaN;
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const month = months.indexOf(match[1]!);
  if (month < 0) return Number.NaN;
  return Date.UTC(Number(match[6]), month, Number(match[2]), Number(match[3]), Number(match[4]), Number(match[5]));
}
