// What USER_SRP_AUTH answers for a name that has no password login (nobody, or a passwordless customer), as Amazon
// Cognito does with "prevent user existence errors": a salt and a USER_ID_FOR_SRP derived from the name under a
// server secret, so asking twice gives the same answer, shaped exactly as a real user's (a salt of 16 bytes written
// the same way; a version-4 UUID), and a verifier no password meets. Nothing in the answer tells who has a login.
import { createHmac, randomUUID } from 'node:crypto';
import { createVerifier, saltOf } from './srp';

export interface SrpDecoy {
  salt: string;
  userId: string;
  verifier: string;
}

export function srpDecoys(secret: string, poolName: string): (email: string) => SrpDecoy {
  const key = createHmac('sha256', secret).update('srp-decoy-v1').digest();
  const derive = (label: string, email: string) => createHmac('sha256', key).update(`${label}:${email}`).digest();
  // One verifier for every decoy, made once: the client never sees a verifier, only B, which hides it.
  const verifier = createVerifier(poolName, randomUUID(), randomUUID()).verifier;
  return (email) => {
    const id = derive('user-id', email).subarray(0, 16);
    id[6] = (id[6]! & 0x0f) | 0x40;
    id[8] = (id[8]! & 0x3f) | 0x80;
    const hex = id.toString('hex');
    return {
      salt: saltOf(derive('salt', email)),
      userId: `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`,
      verifier,
    };
  };
}
