// Plaid's Item webhooks (BANK_LINK_MODE=plaid; issue 70), verified as Plaid documents it
// (https://plaid.com/docs/api/webhooks/webhook-verification/), with jose, never by hand:
// 1. the `Plaid-Verification` header is a JWT whose header says ES256 and names its key (`kid`);
// 2. the key is Plaid's, from /webhook_verification_key/get, kept by kid, and not expired;
// 3. the JWT's signature is the key's, and it was issued at most 5 minutes ago and not in the future (30 s allowed
//    either way for the clocks);
// 4. its `request_body_sha256` is the SHA-256 of the body exactly as it came, compared in constant time.
// A verified Item webhook that says the bank's sign-in no longer works (ERROR with ITEM_LOGIN_REQUIRED,
// PENDING_EXPIRATION, PENDING_DISCONNECT, USER_PERMISSION_REVOKED, USER_ACCOUNT_REVOKED) marks every bank link of
// that Item as ITEM_LOGIN_REQUIRED: its accounts are no longer taken for a save, and the page links the bank again.
import { createHash } from 'node:crypto';
import { decodeProtectedHeader, importJWK, jwtVerify, type CryptoKey } from 'jose';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bankLinks } from '../../db/schema/applications';
import { PlaidApiError, type PlaidClient } from './plaidClient';
import { sameText } from '../../security/sameText';

/** How old a webhook's JWT may be (Plaid: 5 minutes). */
export const WEBHOOK_MAX_AGE_SECONDS = 5 * 60;
/** The most keys kept (Plaid rotates rarely: a few at most), and how long a key id Plaid refused stays refused. */
const KEYS_KEPT = 20;
const REFUSED_KID_MS = 60_000;

export type WebhookRefusal =
  'no signature' | 'not ES256' | 'unknown key' | 'expired key' | 'bad signature' | 'body changed';

export function createWebhookVerifier(
  plaid: Pick<PlaidClient, 'webhookVerificationKeyGet'>,
  now: () => number = () => Date.now(),
) {
  const keys = new Map<string, Promise<{ key: CryptoKey; expiredAt: number | null } | null>>();
  const refusedAt = new Map<string, number>();

  /** Plaid's key of this id: fetched once (one fetch at a time per id), an unknown id refused for a minute. */
  function keyOf(kid: string) {
    const refused = refusedAt.get(kid);
    if (refused !== undefined && now() - refused < REFUSED_KID_MS) return Promise.resolve(null);
    let kept = keys.get(kid);
    if (!kept) {
      if (keys.size >= KEYS_KEPT) keys.delete(keys.keys().next().value!);
      kept = plaid.webhookVerificationKeyGet({ key_id: kid }).then(
        async ({ key }) => ({ key: (await importJWK(key, 'ES256')) as CryptoKey, expiredAt: key.expired_at }),
        (error: unknown) => {
          keys.delete(kid);
          if (error instanceof PlaidApiError && error.body.error_type !== 'API_ERROR') {
            if (refusedAt.size >= KEYS_KEPT * 10) refusedAt.clear();
            refusedAt.set(kid, now());
            return null;
          }
          throw error;
        },
      );
      keys.set(kid, kept);
    }
    return kept;
  }

  /** Null when the webhook is Plaid's and its body is the one signed; otherwise why not. */
  return async function verify(signature: string | undefined, rawBody: string): Promise<WebhookRefusal | null> {
    if (!signature || signature.length > 4096) return 'no signature';
    let header: ReturnType<typeof decodeProtectedHeader>;
    try {
      header = decodeProtectedHeader(signature);
    } catch {
      return 'no signature';
    }
    if (header.alg !== 'ES256') return 'not ES256';
    if (typeof header.kid !== 'string' || !header.kid || header.kid.length > 200) return 'unknown key';
    const key = await keyOf(header.kid);
    if (!key) return 'unknown key';
    if (key.expiredAt !== null && key.expiredAt * 1000 <= now()) return 'expired key';
    let claims: Record<string, unknown>;
    try {
      ({ payload: claims } = await jwtVerify(signature, key.key, {
        algorithms: ['ES256'],
        // jose requires `iat`, and refuses one older than this or in the future (past a clock skew of 30 s).
        maxTokenAge: WEBHOOK_MAX_AGE_SECONDS,
        clockTolerance: 30,
        currentDate: new Date(now()),
      }));
    } catch {
      return 'bad signature';
    }
    const signed = claims.request_body_sha256;
    const actual = createHash('sha256').update(rawBody, 'utf8').digest('hex');
    return typeof signed === 'string' && sameText(signed, actual) ? null : 'body changed';
  };
}

/** The Item webhooks that mean the bank's sign-in must be done again (Link in update mode, or a new link). */
const SIGN_IN_AGAIN = new Set([
  'PENDING_EXPIRATION',
  'PENDING_DISCONNECT',
  'USER_PERMISSION_REVOKED',
  'USER_ACCOUNT_REVOKED',
]);

/** What a verified webhook changes: the number of bank links marked. Other webhooks are taken and change nothing. */
export async function applyItemWebhook(db: Database, body: unknown, at = new Date()): Promise<number> {
  if (!body || typeof body !== 'object') return 0;
  const { webhook_type, webhook_code, item_id, error } = body as {
    webhook_type?: unknown;
    webhook_code?: unknown;
    item_id?: unknown;
    error?: { error_code?: unknown } | null;
  };
  if (webhook_type !== 'ITEM' || typeof item_id !== 'string' || !item_id || typeof webhook_code !== 'string') return 0;
  const signInAgain =
    SIGN_IN_AGAIN.has(webhook_code) || (webhook_code === 'ERROR' && error?.error_code === 'ITEM_LOGIN_REQUIRED');
  if (!signInAgain) return 0;
  const marked = await db
    .update(bankLinks)
    .set({ status: 'ITEM_LOGIN_REQUIRED', modifiedAt: at })
    .where(eq(bankLinks.itemId, item_id))
    .returning({ applicationId: bankLinks.applicationId });
  return marked.length;
}
