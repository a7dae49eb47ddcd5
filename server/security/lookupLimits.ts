// The answers that tell something about a person are limited per client address and per person, counted in the
// database (any number of instances allow together what one allows), so they cannot be used to sweep a list: the
// pre-sign-up check (an existing login, an existing or passwordless customer), the forgot-password check (DENIED,
// FAILED_P), the enrollment's SSN and birth-date lookup, the forgot-email lookup and the application resume lookup.
// The person's key is kept only as a hash (an email or an SSN never enters the rate_limits table).
import { createHash } from 'node:crypto';
import type { Database } from '../db/client';
import type { Settings } from '../settings';
import { sharedLimiter, takePoints } from './sharedRateLimits';

export const LOOKUP_WINDOW_SECONDS = 10 * 60;
export const LOOKUP_LIMITED =
  'Too many tries from this device or for these details. Please wait 10 minutes and try again.';

export type LookupKind = 'sign-up' | 'forgot-password' | 'enrollment' | 'forgot-email' | 'resume';

/** Whether one more lookup of `kind` for this person (`subject`) from `address` may be answered. */
export type LookupGate = (kind: LookupKind, address: string | null, subject: string) => Promise<boolean>;

const gates = new WeakMap<Database, LookupGate>();

/** The gate of this database (one a database, so its limiters are made once). */
export function lookupGate(db: Database, settings: Pick<Settings, 'lookupsPerAddress' | 'lookupsPerSubject'>) {
  let gate = gates.get(db);
  if (!gate) {
    gate = lookupLimits(db, settings);
    gates.set(db, gate);
  }
  return gate;
}

function lookupLimits(db: Database, settings: Pick<Settings, 'lookupsPerAddress' | 'lookupsPerSubject'>) {
  const perAddress = sharedLimiter(db, 'lookup-address', settings.lookupsPerAddress, LOOKUP_WINDOW_SECONDS);
  const perSubject = sharedLimiter(db, 'lookup-subject', settings.lookupsPerSubject, LOOKUP_WINDOW_SECONDS);
  const gate: LookupGate = async (_kind, address, subject) => {
    // One count a person, whatever the kind of lookup (issue 68): the resume, forgot-password and sign-up checks all
    // look a person up by email, and counting each kind apart gave three times the limit.
    const key = createHash('sha256').update(`person:${subject.trim().toLowerCase()}`).digest('hex');
    const points: Parameters<typeof takePoints>[0] = [[perSubject, key]];
    if (address) points.push([perAddress, address]);
    return (await takePoints(points)) !== null;
  };
  return gate;
}
