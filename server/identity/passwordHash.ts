// scrypt password hashes for USER_PASSWORD_AUTH ("scrypt$<salt b64>$<hash b64>"), and the one-time codes
// (password reset, sign-up, passwordless, MFA): 6 random digits, kept only as a SHA-256 hash.
import { createHash, createHmac, randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(password, salt, 32);
  return `scrypt$${salt.toString('base64')}$${hash.toString('base64')}`;
}

export async function checkPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64'), expected.length);
  return timingSafeEqual(actual, expected);
}

/**
 * A hash no password matches (its salt and hash are random at each start): checked for a sign-in with an unknown
 * email, so that it costs the scrypt a real user's wrong password costs.
 */
export const DUMMY_PASSWORD_HASH = `scrypt$${randomBytes(16).toString('base64')}$${randomBytes(32).toString('base64')}`;

/** SHA-256 (hex) of a secret that is looked up by value: refresh tokens, one-time codes. */
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/** A new 6-digit one-time code. */
export const newOneTimeCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** Whether a code someone typed matches a stored code hash (in constant time). */
export function codeMatches(code: string, codeHash: string): boolean {
  const given = Buffer.from(sha256(code.trim()));
  const stored = Buffer.from(codeHash);
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** An SSN as stored: HMAC-SHA256 keyed with the server's pepper (digits only), so the hash cannot be reversed by trying every SSN. */
export const keyedSsn = (pepper: string, ssn: string): string =>
  createHmac('sha256', pepper).update(ssn.replace(/\D/g, '')).digest('hex');
