// Enrollments as stored: one per try of an enrollment user, with its state, result and address tries; and the
// change that makes an enrollment user the customer's login.
import { and, count, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Logins } from '../../identity/logins';
import { customers, type CustomerId } from '../../db/schema/customers';
import { enrollments, type StoredEnrollmentResult, type StoredEnrollmentState } from '../../db/schema/enrollments';

export type EnrollmentRow = typeof enrollments.$inferSelect;

export async function findOwnEnrollment(
  db: Database,
  enrollmentId: string,
  userSub: string,
): Promise<EnrollmentRow | undefined> {
  const [row] = await db
    .select()
    .from(enrollments)
    .where(and(eq(enrollments.id, enrollmentId), eq(enrollments.userSub, userSub)));
  return row;
}

export async function latestEnrollment(db: Database, userSub: string): Promise<EnrollmentRow | undefined> {
  const [latest] = await db
    .select()
    .from(enrollments)
    .where(eq(enrollments.userSub, userSub))
    .orderBy(desc(enrollments.createdAt))
    .limit(1);
  return latest;
}

export async function countEnrollments(db: Database, userSub: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(enrollments).where(eq(enrollments.userSub, userSub));
  return row?.total ?? 0;
}

export async function createEnrollment(
  db: Database,
  values: {
    userSub: string;
    customerId: CustomerId | null;
    state: StoredEnrollmentState;
    result: StoredEnrollmentResult | null;
  },
): Promise<EnrollmentRow> {
  const [row] = await db.insert(enrollments).values(values).returning();
  return row!;
}

export async function settleEnrollment(
  db: Database,
  id: string,
  state: StoredEnrollmentState,
  result: StoredEnrollmentResult | null,
): Promise<EnrollmentRow> {
  const [updated] = await db.update(enrollments).set({ state, result }).where(eq(enrollments.id, id)).returning();
  return updated!;
}

/** A recent enrollment of this record that failed a code check, if any. */
export async function recentFailedEnrollment(
  db: Database,
  customerId: CustomerId,
  since: Date,
): Promise<EnrollmentRow | undefined> {
  const [failed] = await db
    .select()
    .from(enrollments)
    .where(
      and(
        eq(enrollments.customerId, customerId),
        inArray(enrollments.result, ['OTP_FAILED', 'EMAIL_FAILED']),
        gt(enrollments.createdAt, since),
      ),
    )
    .limit(1);
  return failed;
}

/** Takes one address try atomically (parallel answers cannot pass the limit): the row, or none when none was left. */
export async function takeAddressTry(db: Database, id: string, maxTries: number): Promise<EnrollmentRow | undefined> {
  const [taken] = await db
    .update(enrollments)
    .set({ addressAttempts: sql`${enrollments.addressAttempts} + 1` })
    .where(and(eq(enrollments.id, id), lt(enrollments.addressAttempts, maxTries)))
    .returning();
  return taken;
}

/**
 * The enrollment user becomes the customer's login (its sessions end); the record takes the verified email; the
 * enrollment is approved: together, or none of them (server/identity/logins.ts).
 */
export async function makeLogin(
  logins: Logins,
  change: {
    userSub: string;
    email: string;
    enrollmentId: string;
    customerId: CustomerId;
    brand: string;
    source: string;
    firstName: string;
    lastName: string;
  },
): Promise<void> {
  const becomeCustomer = {
    kind: 'becomeCustomer',
    sub: change.userSub,
    brand: change.brand,
    source: change.source,
    givenName: change.firstName,
    familyName: change.lastName,
  } as const;
  await logins.commit([becomeCustomer], async (tx) => {
    await tx
      .update(customers)
      .set({ email: change.email, isPasswordless: false })
      .where(eq(customers.id, change.customerId));
    await tx
      .update(enrollments)
      .set({ state: 'APPROVED', result: 'EMAIL_VERIFIED' })
      .where(eq(enrollments.id, change.enrollmentId));
  });
}
