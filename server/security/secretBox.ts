// Secrets at rest, AES-256-GCM under a key made from a secret of the settings and the purpose it serves: the bank's
// (the Plaid access token, the asset report token, full account and routing numbers; settings.bankDataKey) and the
// token signing key's (settings.signingKeySecret), and a card payment's processor token until it is charged. Each value gets its own random nonce; the tag makes a changed
// value fail to open instead of reading as something else.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

export function createSecretBox(
  secret: string,
  purpose: 'bank-data' | 'signing-key' | 'card-token' = 'bank-data',
): SecretBox {
  const key = createHash('sha256').update(`${purpose}:${secret}`).digest();
  return {
    seal(plain) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return Buffer.concat([nonce, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(sealed) {
      const raw = Buffer.from(sealed, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}
