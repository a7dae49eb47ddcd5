// A card token is bound to whoever first uses it, and to what for (issue 68). The card processor's frame makes a token
// for whoever types a card; until it is charged (a payment posts a moment after it is taken) the processor still
// describes it, so one customer's token could be sent by another, or for a second payment. The first use claims it:
// the customer and the purpose (a payment of one loan under one key, or one application's funding), kept by the
// token's SHA-256. The same use again (a retried request) passes; any other is refused at once.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cardTokenClaims } from '../../db/schema/loans';
import type { CustomerId } from '../../db/schema/customers';

export const CARD_TOKEN_TAKEN = 'This card entry was already used. Please enter your card again.';

/** What a token is taken for: one payment (a loan and its key) or one application's funding. */
export const paymentPurpose = (loanNumber: string, idempotencyKey: string) => `payment:${loanNumber}:${idempotencyKey}`;
export const fundingPurpose = (applicationId: string) => `funding:${applicationId}`;

/**
 * Binds the token to this customer and purpose at its first use (inside the caller's transaction, so a use that is
 * refused afterwards binds nothing): false when it is bound to anyone or anything else.
 */
export async function claimCardToken(
  db: Database,
  token: string,
  customerId: CustomerId,
  purpose: string,
): Promise<boolean> {
  const tokenHash = createHash('sha256').update(token).digest('hex');
  const [claimed] = await db
    .insert(cardTokenClaims)
    .values({ tokenHash, customerId, purpose })
    .onConflictDoNothing()
    .returning({ tokenHash: cardTokenClaims.tokenHash });
  if (claimed) return true;
  const [held] = await db.select().from(cardTokenClaims).where(eq(cardTokenClaims.tokenHash, tokenHash));
  return held !== undefined && held.customerId === customerId && held.purpose === purpose;
}

/**
 * Whether a token was ever claimed. A token the processor no longer describes because a payment it was claimed for
 * has posted (charged) is refused as used, as it was before the posting: the answer does not depend on how quickly
 * the processor posts. One it never made, or whose time ran out unused, is refused as expired.
 */
export async function cardTokenClaimed(db: Database, token: string): Promise<boolean> {
  const tokenHash = createHash('sha256').update(token).digest('hex');
  const [held] = await db
    .select({ tokenHash: cardTokenClaims.tokenHash })
    .from(cardTokenClaims)
    .where(eq(cardTokenClaims.tokenHash, tokenHash));
  return held !== undefined;
}
