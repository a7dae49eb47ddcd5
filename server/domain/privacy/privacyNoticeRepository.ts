// The privacy notice agreements (privacy_notice_consents): one row per customer record, brand and version.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { privacyNoticeConsents, type CustomerId } from '../../db/schema/customers';

export async function consentOf(db: Database, customerId: CustomerId, brand: string, version: string) {
  const [row] = await db
    .select()
    .from(privacyNoticeConsents)
    .where(
      and(
        eq(privacyNoticeConsents.customerId, customerId),
        eq(privacyNoticeConsents.brand, brand),
        eq(privacyNoticeConsents.version, version),
      ),
    );
  return row ?? null;
}

/** Records the agreement once: a second click (or two at once) keeps the first time. */
export async function recordConsent(db: Database, consent: typeof privacyNoticeConsents.$inferInsert) {
  await db.insert(privacyNoticeConsents).values(consent).onConflictDoNothing();
  return (await consentOf(db, consent.customerId, consent.brand, consent.version))!;
}
