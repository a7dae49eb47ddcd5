// Two texts compared in constant time (a key, a secret, a hash a caller sent): how long the comparison takes says
// nothing of how much of the text was right. Texts of different lengths are different at once; a length is no secret.
import { timingSafeEqual } from 'node:crypto';

export function sameText(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
