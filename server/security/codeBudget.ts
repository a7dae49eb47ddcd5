// What one account may spend on one-time codes, whatever kind of code and however many client addresses ask
// (issue 68, part 1; decision 0076): every code issued to the account (a password reset, a passwordless sign-in, a
// sign-up, a multi-factor check, an enrollment, an application's phone, a change of contact details) and every wrong
// try at any of them is counted against the account, not against the one code, so asking for a new code never buys
// new guesses. Codes and texts sent to one address are counted too, so nobody can be flooded through several
// accounts. Counted in the database (any number of instances allow together what one allows), keys kept only as hashes.
//
// A guess is taken before the code is compared and given back when the code was right, so however many tries arrive
// at once no more than the day's guesses are ever compared. When a cap is reached, codes for the account are refused
// until its window ends (the cool-off), and the customer is told by mail once in that time.
import { createHash } from 'node:crypto';
import type { Database } from '../db/client';
import type { Settings } from '../settings';
import { sharedLimiter, takePoints } from './sharedRateLimits';

export const HOUR_SECONDS = 60 * 60;
export const DAY_SECONDS = 24 * HOUR_SECONDS;

/** What the portal shows when an account's codes are paused (GraphQL and REST). */
export const CODES_PAUSED =
  'For your security, we have paused codes for this account after too many were asked for or entered. Please try again tomorrow, or call us.';

/** The mail a customer gets, once a cool-off, when their account's codes are paused. */
export const CODES_PAUSED_NOTICE = {
  subject: 'We paused codes for your account',
  text: 'More one-time codes were asked for or entered for your account than we allow in a day, so we have paused codes for it for up to 24 hours. Your password and your passkeys have not changed, and you can still log in with them. If this was not you, someone may be trying to get into your account: call us.',
} as const;

export type CodeBudgetSettings = Pick<Settings, 'codeGuessesPerDay' | 'codesPerHour' | 'codesPerDay'>;

/** Who is told when the account's codes are paused (nobody, for a name without a login). */
export type PausedNotice = (() => Promise<void>) | null;

export interface CodeBudget {
  /** One more code for `account`, sent to `destination` (an email or a phone's address): false when a cap is reached. */
  issue(account: string, destination: string, notice: PausedNotice): Promise<boolean>;
  /** One guess at a code of `account`, taken before the code is compared: false when the day's guesses are spent. */
  guess(account: string, notice: PausedNotice): Promise<boolean>;
  /** The guess was the right code, or compared none (no code in flight): it is not a wrong try, and is given back. */
  giveBack(account: string): Promise<void>;
}

/**
 * The account a code is counted against: a login's own id, or for a name without a login the name itself. It depends
 * on the name alone, so every name is counted (and refused) alike, whoever has a login.
 */
export const accountOf = (user: { sub: string } | undefined | null, name: string): string =>
  user ? loginAccount(user.sub) : `name:${name.trim().toLowerCase()}`;
/** The account of a login, by its id (a signed-in caller's codes). */
export const loginAccount = (sub: string): string => `user:${sub}`;
/** The account of a customer record that has no login yet (an enrollment claims it). */
export const recordAccount = (customerId: string): string => `customer:${customerId}`;

const budgets = new WeakMap<Database, CodeBudget>();

/** The budget of this database (one a database, so its limiters are made once). */
export function codeBudget(db: Database, settings: CodeBudgetSettings): CodeBudget {
  let budget = budgets.get(db);
  if (!budget) {
    budget = makeBudget(db, settings);
    budgets.set(db, budget);
  }
  return budget;
}

const hashed = (kind: string, value: string) =>
  createHash('sha256').update(`${kind}:${value.trim().toLowerCase()}`).digest('hex');

function makeBudget(db: Database, settings: CodeBudgetSettings): CodeBudget {
  const guesses = sharedLimiter(db, 'code-guesses', settings.codeGuessesPerDay, DAY_SECONDS);
  const issuedHour = sharedLimiter(db, 'codes-hour', settings.codesPerHour, HOUR_SECONDS);
  const issuedDay = sharedLimiter(db, 'codes-day', settings.codesPerDay, DAY_SECONDS);
  const notices = sharedLimiter(db, 'codes-paused-notice', 1, DAY_SECONDS);

  /** Takes a point of each limiter for its key; false as soon as one is spent. */
  const take = async (points: Parameters<typeof takePoints>[0]) => (await takePoints(points)) !== null;

  /** The customer hears of a pause once in its time; a mail that cannot go out does not change the answer. */
  async function paused(account: string, notice: PausedNotice): Promise<false> {
    if (notice && (await take([[notices, hashed('account', account)]]))) await notice().catch(() => undefined);
    return false;
  }

  return {
    async issue(account, destination, notice) {
      const key = hashed('account', account);
      const to = hashed('destination', destination);
      const allowed = await take([
        [issuedHour, key],
        [issuedDay, key],
        [issuedHour, to],
        [issuedDay, to],
      ]);
      return allowed || paused(account, notice);
    },
    async guess(account, notice) {
      return (await take([[guesses, hashed('account', account)]])) || paused(account, notice);
    },
    async giveBack(account) {
      await guesses.reward(hashed('account', account), 1);
    },
  };
}
