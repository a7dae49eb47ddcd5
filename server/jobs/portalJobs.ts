// The portal's timed work, each a queue of the job queue (jobQueue.ts): the decision machine's steps (a job an
// application step, at the time it is due), the payment processor's postings (a job a payment), the sweeps that
// take up any step, posting or notice of action taken overdue (every minute, and at start: an instance may stop
// between saving and asking), the mailing of a declined application's notice (a job an application),
// the 21-day purge of unsubmitted applications, with the sign-in challenges that ran out unanswered (every hour,
// and at start), and, with a user pool, the changes to logins it has not taken yet (every minute, and at start;
// decision 0082). Each runs once across all instances; each handler can run again safely (a step already taken is not
// taken twice: the state it moves from is checked as it is written).
import type { Database } from '../db/client';
import { purgeExpired } from '../domain/application/applicationRepository';
import { purgeExpiredChallenges } from '../identity/userStore';
import { stepDue, sweepOverdue, type DecisionDeps } from '../domain/application/decision/decisionService';
import type { ChangeFeed } from '../db/changeFeed';
import { postDue, postPayment, type PaymentDeps } from '../domain/loans/paymentService';
import type { JobQueue } from './jobQueue';
import type { Logins } from '../identity/logins';
import { sendAdverseNotice, unsentNotices } from '../domain/application/decision/adverseNotice';

export const JOBS = {
  decisionStep: 'decision-step',
  decisionSweep: 'decision-sweep',
  posting: 'payment-posting',
  postingSweep: 'payment-sweep',
  purge: 'purge-expired-applications',
  notice: 'adverse-action-notice',
  loginChanges: 'login-changes-sweep',
} as const;

/** How long past due a step or a posting may wait before a sweep takes it up (its own job is normally there first). */
const SWEEP_GRACE_MS = 10_000;

/** The decision machine's way to ask for an application's next step. */
export const stepAsker = (jobs: JobQueue) => (applicationId: string, at: Date) =>
  jobs.runAt(JOBS.decisionStep, { applicationId }, at, applicationId);

/** The decision machine's way to ask for a declined application's notice to be mailed (one job an application). */
export const noticeAsker = (jobs: JobQueue) => (applicationId: string) =>
  jobs.runAt(JOBS.notice, { applicationId }, new Date(), `notice-${applicationId}`);

/** The payment processor's way to ask for a payment's posting. */
export const postingAsker = (jobs: JobQueue) => (paymentId: string, at: Date) =>
  jobs.runAt(JOBS.posting, { paymentId }, at, paymentId);

export async function startPortalJobs(
  jobs: JobQueue,
  deps: {
    db: Database;
    /** With a user pool, the changes to logins it has not taken yet are carried every minute. */
    logins: Logins;
    decisions: DecisionDeps;
    payments: PaymentDeps;
    changes: ChangeFeed;
    report: (line: string) => void;
  },
): Promise<void> {
  const { db, logins, decisions, payments, changes, report } = deps;
  await jobs.work<{ applicationId: string }>(JOBS.decisionStep, async ({ applicationId }) => {
    await stepDue(db, decisions, applicationId);
  });
  await jobs.work(JOBS.decisionSweep, async () => {
    const asked = await sweepOverdue(db, decisions, SWEEP_GRACE_MS);
    if (asked > 0) report(`Asked again for ${asked} overdue decision step(s).`);
    const unsent = await unsentNotices(db, SWEEP_GRACE_MS);
    for (const id of unsent) await decisions.noticeAt(id);
    if (unsent.length > 0) report(`Asked again for ${unsent.length} notice(s) of action taken.`);
  });
  await jobs.work<{ applicationId: string }>(JOBS.notice, async ({ applicationId }) => {
    await sendAdverseNotice(db, decisions.mailer, applicationId);
  });
  await jobs.work<{ paymentId: string }>(JOBS.posting, async ({ paymentId }) => {
    await postPayment(db, payments, changes, paymentId);
  });
  await jobs.work(JOBS.postingSweep, async () => {
    const posted = await postDue(db, payments, payments.afterMs + SWEEP_GRACE_MS, changes);
    if (posted > 0) report(`Posted ${posted} overdue payment(s).`);
  });
  await jobs.work(JOBS.purge, async () => {
    const now = new Date();
    const purged = await purgeExpired(db, now);
    if (purged > 0) report(`Purged ${purged} unsubmitted application(s) older than 21 days.`);
    const challenges = await purgeExpiredChallenges(db, now);
    if (challenges > 0) report(`Deleted ${challenges} sign-in challenge(s) that ran out unanswered.`);
  });
  if (logins.waits) {
    await jobs.work(JOBS.loginChanges, async () => {
      const carried = await logins.settle();
      if (carried > 0) report(`Carried ${carried} waiting change(s) of logins to the user pool.`);
    });
    await jobs.every(JOBS.loginChanges, '* * * * *');
    await jobs.runAt(JOBS.loginChanges, {}, new Date(), 'start', 60);
  }
  await jobs.every(JOBS.decisionSweep, '* * * * *');
  await jobs.every(JOBS.postingSweep, '* * * * *');
  await jobs.every(JOBS.purge, '0 * * * *');
  // At start: once a minute however many instances start (one job a minute of the 'start' key).
  const now = new Date();
  await jobs.runAt(JOBS.decisionSweep, {}, now, 'start', 60);
  await jobs.runAt(JOBS.postingSweep, {}, now, 'start', 60);
  await jobs.runAt(JOBS.purge, {}, now, 'start', 60);
}
