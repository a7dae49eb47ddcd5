// Applications and product availability as stored. Only unsubmitted applications created within the last 21 days
// count as open (older ones are purged by the job, and ignored until it runs).
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedFor } from '../../db/prepared';
import { applications, bankLinks, productAvailability } from '../../db/schema/applications';
import { customers, type CustomerId } from '../../db/schema/customers';
import { APPLICATION_TYPE, retentionCutoff } from './applicationRules';
import { isUuid } from '../uuid';

export type ApplicationRow = typeof applications.$inferSelect;
export type ProductRow = typeof productAvailability.$inferSelect;

/** Who may read or change an application: the customer it was made for, on the brand it was made on. */
export interface ApplicationOwner {
  customerId: CustomerId | null;
  brand: string;
}

/** Whether `row` is the owner's (the one rule: the same customer, the same brand, not emptied by the purge). */
export const ownedBy = (
  row: Pick<ApplicationRow, 'customerId' | 'brand' | 'purgedAt'> | undefined,
  owner: ApplicationOwner,
): row is ApplicationRow =>
  !!row && !!owner.customerId && row.customerId === owner.customerId && row.brand === owner.brand && !row.purgedAt;

/**
 * The application `id` when it is the owner's, else undefined: every route that names an application asks here, and
 * answers "not found" otherwise, so whose an application is, or whether it exists, is never told.
 */
export async function ownedApplication(
  db: Database,
  id: string,
  owner: ApplicationOwner,
): Promise<ApplicationRow | undefined> {
  if (!owner.customerId || !isUuid(id)) return undefined;
  const row = await applicationById(db, id);
  return ownedBy(row, owner) ? row : undefined;
}

// Asked by every call that names an application (its owner checked first): prepared once a database handle.
const applicationWithId = preparedFor((db) =>
  db
    .select()
    .from(applications)
    .where(eq(applications.id, sql.placeholder('id')))
    .prepare('application_by_id'),
);

export async function applicationById(db: Database, id: string): Promise<ApplicationRow | undefined> {
  const [row] = await applicationWithId(db).execute({ id });
  return row;
}

/** The customer's newest open application on this brand, if any: unsubmitted, or submitted and not yet decided, or approved and not yet signed (not a conversion's draft). */
export async function openApplicationOf(
  db: Database,
  customerId: CustomerId,
  brand: string,
  now: Date,
): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(applications)
    .where(
      and(
        eq(applications.customerId, customerId),
        eq(applications.brand, brand),
        or(
          eq(applications.status, 'UNSUBMITTED'),
          and(eq(applications.status, 'APPROVED'), ne(applications.state, 'ORIGINATED')),
        ),
        // A conversion's draft (made by Continue, not yet the CONVERSION or REFINANCE it becomes) is the conversion
        // pages' own, never an application to resume.
        or(isNull(applications.conversion), ne(applications.status, 'UNSUBMITTED')),
        isNull(applications.withdrawnAt),
        gt(applications.createdAt, retentionCutoff(now)),
      ),
    )
    .orderBy(desc(applications.createdAt))
    .limit(1);
  return row;
}

/** Regulation B: an applicant may ask for the reasons within 60 days of the notice of the action taken. */
export const NOTICE_DAYS = 60;

/** The customer's newest application on this brand declined within the last `NOTICE_DAYS` days (its notice can still be read), if any. */
export async function declinedApplicationOf(
  db: Database,
  customerId: CustomerId,
  brand: string,
  now: Date,
): Promise<ApplicationRow | undefined> {
  const since = new Date(now.getTime() - NOTICE_DAYS * 86_400_000);
  const [row] = await db
    .select()
    .from(applications)
    .where(
      and(
        eq(applications.customerId, customerId),
        eq(applications.brand, brand),
        eq(applications.status, 'DENIED'),
        gt(applications.modifiedAt, since),
      ),
    )
    .orderBy(desc(applications.modifiedAt))
    .limit(1);
  return row;
}

export async function insertApplication(
  db: Database,
  values: typeof applications.$inferInsert,
): Promise<ApplicationRow> {
  const [row] = await db.insert(applications).values(values).returning();
  return row!;
}

export async function updateApplication(
  db: Database,
  id: string,
  values: Partial<typeof applications.$inferInsert>,
  now: Date,
): Promise<ApplicationRow> {
  const [row] = await db
    .update(applications)
    .set({ ...values, modifiedAt: now })
    .where(eq(applications.id, id))
    .returning();
  return row!;
}

/**
 * Changes the application `id` only if it is the owner's (`ownedBy`) and can still be changed (`whyUnchangeable` gives
 * no reason: not of the earlier online application, not submitted, unsubmitted, not withdrawn), in the one statement
 * that writes it: a step saved as the application is submitted cannot change it after. Undefined when
 * nothing was changed.
 */
export async function updateIfChangeable(
  db: Database,
  id: string,
  owner: ApplicationOwner,
  values: Partial<typeof applications.$inferInsert>,
  now: Date,
): Promise<ApplicationRow | undefined> {
  if (!owner.customerId || !isUuid(id)) return undefined;
  const [row] = await db
    .update(applications)
    .set({ ...values, modifiedAt: now })
    .where(
      and(
        eq(applications.id, id),
        eq(applications.customerId, owner.customerId),
        eq(applications.brand, owner.brand),
        isNull(applications.purgedAt),
        ne(applications.applicationType, APPLICATION_TYPE.legacy),
        isNull(applications.submittedAt),
        eq(applications.status, 'UNSUBMITTED'),
        isNull(applications.withdrawnAt),
      ),
    )
    .returning();
  return row;
}

/** The application, its row locked until the transaction `tx` ends (a read, a decision and a write made as one). */
export async function lockedApplication(tx: Database, id: string): Promise<ApplicationRow | undefined> {
  const [row] = await tx.select().from(applications).where(eq(applications.id, id)).for('update');
  return row;
}

/** Withdraws one application unless it already was: false when it was (another call got there first). */
export async function withdrawOnce(db: Database, id: string, now: Date): Promise<boolean> {
  const taken = await db
    .update(applications)
    .set({ withdrawnAt: now, modifiedAt: now })
    .where(and(eq(applications.id, id), isNull(applications.withdrawnAt)))
    .returning({ id: applications.id });
  return taken.length > 0;
}

/** Withdraws every unsubmitted application of the customer on this brand (a new one replaces them). */
export async function withdrawOpenApplications(
  db: Database,
  customerId: CustomerId,
  brand: string,
  now: Date,
): Promise<void> {
  await db
    .update(applications)
    .set({ withdrawnAt: now, modifiedAt: now })
    .where(
      and(
        eq(applications.customerId, customerId),
        eq(applications.brand, brand),
        eq(applications.status, 'UNSUBMITTED'),
        isNull(applications.submittedAt),
        isNull(applications.withdrawnAt),
      ),
    );
}

/**
 * Empties unsubmitted applications older than the retention period (everything the customer gave is deleted; the
 * row stays, marked purged, so the customer can be told why nothing is saved); returns how many it emptied.
 */
export async function purgeExpired(db: Database, now: Date): Promise<number> {
  const gone = await db
    .update(applications)
    .set({
      personal: null,
      ssnHash: null,
      ssnLast4: null,
      income: null,
      bank: null,
      loan: null,
      storeNumber: null,
      cmsData: null,
      ipAddress: null,
      applicationUrl: null,
      purgedAt: now,
      withdrawnAt: now,
    })
    .where(
      and(
        eq(applications.status, 'UNSUBMITTED'),
        isNull(applications.submittedAt),
        isNull(applications.purgedAt),
        lte(applications.createdAt, retentionCutoff(now)),
      ),
    )
    .returning({ id: applications.id });
  if (gone.length > 0)
    await db.delete(bankLinks).where(
      inArray(
        bankLinks.applicationId,
        gone.map((row) => row.id),
      ),
    );
  return gone.length;
}

/** Whether the customer had an application on this brand that expired unsubmitted (purged, or due to be). */
export async function hadExpiredApplication(
  db: Database,
  customerId: CustomerId,
  brand: string,
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.customerId, customerId),
        eq(applications.brand, brand),
        eq(applications.status, 'UNSUBMITTED'),
        isNull(applications.submittedAt),
        or(isNull(applications.withdrawnAt), isNotNull(applications.purgedAt)),
        lte(applications.createdAt, retentionCutoff(now)),
      ),
    )
    .limit(1);
  return !!row;
}

export async function productsOf(db: Database, brand: string, stateCode: string): Promise<ProductRow[]> {
  return db
    .select()
    .from(productAvailability)
    .where(and(eq(productAvailability.brand, brand), eq(productAvailability.stateCode, stateCode)))
    .orderBy(asc(productAvailability.productCode));
}

/** Whether the customer has an application still kept (not purged) whose step 1 gave this date of birth: the resume lookup. */
export async function keptApplicationWithBirthDate(
  db: Database,
  customerEmail: string,
  dateOfBirth: string,
): Promise<boolean> {
  const kept = await db
    .select({ id: applications.id })
    .from(applications)
    .innerJoin(customers, eq(customers.id, applications.customerId))
    .where(
      and(
        eq(customers.email, customerEmail),
        isNull(applications.purgedAt),
        sql`${applications.personal}->>'dateOfBirth' = ${dateOfBirth}`,
      ),
    )
    .limit(1);
  return kept.length > 0;
}

/** The application whose funded loan has this number (a loan not yet on the loans table). */
export async function applicationByLoanNumber(db: Database, loanNumber: string): Promise<ApplicationRow | undefined> {
  const [row] = await db.select().from(applications).where(eq(applications.loanNumber, loanNumber)).limit(1);
  return row;
}

/** The application whose photo-ID scan has this user token (the ID-capture stand-in's page). */
export async function applicationByScanToken(db: Database, userToken: string): Promise<ApplicationRow | undefined> {
  const [row] = await db.select().from(applications).where(eq(applications.identityUserToken, userToken)).limit(1);
  return row;
}
