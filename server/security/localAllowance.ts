// A short in-process allowance in front of a shared count (issue 51). Every signed-in GraphQL request used to write the
// shared `rate_limits` row of its user, and a busy user's requests queued on that one row. Now each instance takes the
// user's points from the shared count in blocks and spends them in memory: one write in `block` requests.
//
// The shared count stays the truth across instances: a block is counted before any of it is spent, so the instances
// together never admit more than the limit in a window. Near the limit, where a block no longer fits, the refused
// block is given back and the points are counted one at a time, as without the allowance. The cost: points an instance
// holds and does not spend are counted all the same, so while other instances hold some, a user may be refused up to
// (block - 1) requests an instance before the limit. With blocks of 20 against 1,200 a minute, that is under 2% of the
// limit for each instance.
import type { RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';

interface Held {
  /** Points this instance still holds for the key. */
  left: number;
  /** When the shared window they were counted in ends (ms since the epoch): unspent points lapse with it. */
  until: number;
}

export interface LocalAllowance {
  /** Spends one point for `key`; rejects with the shared limiter's answer (msBeforeNext) once the user is over. */
  consume(key: string): Promise<void>;
}

/** The most keys held at once before the lapsed ones are let go. */
const SWEEP_AT = 10_000;

export function localAllowance(shared: RateLimiterAbstract, block: number, now = () => Date.now()): LocalAllowance {
  if (!Number.isInteger(block) || block < 1) throw new Error('A block is a whole number of points, at least 1');
  const held = new Map<string, Held>();
  /** A block being counted for a key: the requests that arrive meanwhile wait for it, not ask for one of their own. */
  const asking = new Map<string, Promise<void>>();

  const sweep = () => {
    const at = now();
    for (const [key, entry] of held) if (entry.until <= at) held.delete(key);
  };

  /** Counts `points` for the key in the shared store; a refusal is undone (the store counts it all the same) and thrown. */
  async function count(key: string, points: number): Promise<RateLimiterRes> {
    try {
      return await shared.consume(key, points);
    } catch (refusal) {
      if (refusal instanceof Error) throw refusal;
      if (points > 1) await shared.reward(key, points);
      throw refusal;
    }
  }

  /** Takes a block for the key; near the limit, where a block does not fit, one point at a time, as without us. */
  async function take(key: string): Promise<void> {
    let points = block;
    let counted: RateLimiterRes;
    try {
      counted = await count(key, points);
    } catch (refusal) {
      if (refusal instanceof Error || block === 1) throw refusal;
      points = 1;
      counted = await count(key, points);
    }
    if (held.size >= SWEEP_AT) sweep();
    held.set(key, { left: points, until: now() + counted.msBeforeNext });
  }

  async function consume(key: string): Promise<void> {
    for (;;) {
      const entry = held.get(key);
      if (entry && entry.left > 0 && entry.until > now()) {
        entry.left -= 1;
        return;
      }
      const pending = asking.get(key);
      if (pending) {
        // Another request is counting a block: spend from it once it is there (or share its refusal).
        await pending;
        continue;
      }
      const counting = take(key).finally(() => asking.delete(key));
      asking.set(key, counting);
      await counting;
    }
  }

  return { consume };
}
