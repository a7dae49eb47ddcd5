// Password tries, counted alike for every name (issue 68, part 2; decision 0050). A login's tries are counted in its
// row (takeSignInTry: five, then a lock of 15 minutes). A name without a password login (nobody, or a passwordless
// customer) is counted the same way under its decoy id, so the sixth try of any name is answered 'Password attempts
// exceeded', as fast, and a lock tells nobody who has a login.
//
// A stranger's wrong passwords do not lock the owner out: a try sent with the owner's remembered device (its
// HttpOnly cookie) is checked even while the login is locked, up to five wrong ones a device in the lock's time; a
// passkey never looks at the lock. The wrong try that sets the lock is told to the owner by mail, saying what happened.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { letRememberedDeviceThrough } from '../domain/mfa/mfaRepository';
import type { Mailer } from '../mail/mailer';
import { sharedLimiter, takePoints } from '../security/sharedRateLimits';
import type { Settings } from '../settings';
import { sha256 } from './passwordHash';
import { takeSignInTry, type UserRow } from './userStore';

/** How long a decoy's wrong tries are remembered: a login's are kept until the right password, which a decoy never has. */
const DECOY_MEMORY_SECONDS = 30 * 24 * 60 * 60;

export const lockoutNotice = (minutes: number, tries: number) => ({
  subject: 'Your account was locked for a while',
  text: `Someone entered a wrong password for your account ${String(tries)} times in a row, so we locked password logins for ${String(minutes)} minutes. Nobody got in with these tries. If it was you, wait and try again, or reset your password. If it was not you, your account is safe: you can still log in with a passkey or on a device you told us to remember, and a new password ends every other session. Call us if you are worried.`,
});

export function signInTries(deps: {
  db: Database;
  settings: Pick<Settings, 'maxFailedSignIns' | 'lockoutSeconds'>;
  mailer: Mailer;
  log: FastifyBaseLogger;
}) {
  const { db, settings, mailer } = deps;
  const limit = settings.maxFailedSignIns;
  const decoys = sharedLimiter(db, 'decoy-sign-in', limit, DECOY_MEMORY_SECONDS);
  const devices = sharedLimiter(db, 'device-sign-in', limit, settings.lockoutSeconds);
  const notices = sharedLimiter(db, 'lockout-notice', 1, 24 * 60 * 60);

  /** The rows of tries let through a lock by the owner's device: their wrong password set no lock. */
  const throughDevice = new WeakSet<UserRow>();

  const take = (limiter: typeof decoys, key: string) => takePoints([[limiter, key]]);

  /** A try of a name without a password login, under its decoy id: false when its "lock" holds. */
  async function decoyTry(decoyId: string): Promise<boolean> {
    const taken = await take(decoys, decoyId);
    // The try that reaches the limit sets the lock, as a login's does; the lock's end starts the count again.
    if (taken && taken.consumedPoints >= limit) await decoys.block(decoyId, settings.lockoutSeconds);
    return taken !== null;
  }

  /**
   * A try of a login's password: the row as counted, or undefined while it is locked (and the try is not from the
   * owner's remembered device with tries left).
   */
  async function loginTry(user: UserRow, deviceSecret: string | null): Promise<UserRow | undefined> {
    const counted = await takeSignInTry(db, user.sub, limit, settings.lockoutSeconds);
    if (counted) return counted;
    // The owner's live device (marked as let through now, as the multi-factor check marks it).
    if (!deviceSecret || !(await letRememberedDeviceThrough(db, user.sub, sha256(deviceSecret)))) return undefined;
    if (!(await take(devices, sha256(deviceSecret)))) return undefined;
    throughDevice.add(user);
    return user;
  }

  /**
   * The password of a counted try was wrong: if that try set the lock, the owner is told (after the answer), once a
   * day at most, so a stranger locking the login every quarter of an hour does not flood the mailbox.
   */
  function wrongPassword(counted: UserRow) {
    if (throughDevice.has(counted) || !counted.lockedUntil || counted.failedAttempts !== limit) return;
    void take(notices, counted.sub)
      .then((once) =>
        once
          ? mailer.send({ to: counted.email, ...lockoutNotice(Math.round(settings.lockoutSeconds / 60), limit) })
          : undefined,
      )
      .catch(() => deps.log.warn('the lockout notice could not be sent'));
  }

  return { decoyTry, loginTry, wrongPassword };
}
