// The in-process allowance in front of the shared count: whatever the requests' order and how many instances share the
// count, the instances together never admit more than the limit in a window; one instance alone admits exactly the
// limit (near it, points are counted one at a time); several are refused at most (block - 1) each before it; and a
// busy user's requests write the shared count once a block, not once each.
import fc from 'fast-check';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { localAllowance } from './localAllowance';

/** A shared count (memory stands in for the database's) that records how often it is written. */
function sharedCount(points: number) {
  const limiter = new RateLimiterMemory({ points, duration: 60 });
  const writes = { count: 0 };
  const consume = limiter.consume.bind(limiter);
  limiter.consume = (key, spent, options) => {
    writes.count += 1;
    return consume(key, spent, options);
  };
  return { limiter, writes };
}

/** Sends `requests`, in batches sent at once, to the instances named; counts what is admitted and refused. */
async function send(instances: ReturnType<typeof localAllowance>[], batches: number[][]) {
  let admitted = 0;
  let refused = 0;
  for (const batch of batches) {
    const answers = await Promise.allSettled(batch.map((at) => instances[at % instances.length]!.consume('user-1')));
    for (const answer of answers) {
      if (answer.status === 'fulfilled') admitted += 1;
      else {
        expect(answer.reason).toBeInstanceOf(RateLimiterRes);
        expect((answer.reason as RateLimiterRes).msBeforeNext).toBeGreaterThan(0);
        refused += 1;
      }
    }
  }
  return { admitted, refused };
}

const scenario = fc.record({
  limit: fc.integer({ min: 1, max: 120 }),
  block: fc.integer({ min: 1, max: 25 }),
  instances: fc.integer({ min: 1, max: 4 }),
  batches: fc.array(fc.array(fc.nat({ max: 7 }), { minLength: 1, maxLength: 12 }), { minLength: 1, maxLength: 30 }),
});

it('never admits more than the limit in a window, across instances, in any order', async () => {
  await fc.assert(
    fc.asyncProperty(scenario, async ({ limit, block, instances, batches }) => {
      const { limiter } = sharedCount(limit);
      const allowances = Array.from({ length: instances }, () => localAllowance(limiter, block));
      const { admitted, refused } = await send(allowances, batches);
      const sent = batches.flat().length;
      expect(admitted + refused).toBe(sent);
      expect(admitted).toBeLessThanOrEqual(limit);
      // Refused early only for the points other instances hold unspent.
      expect(admitted).toBeGreaterThanOrEqual(Math.min(sent, limit - (instances - 1) * (block - 1)));
    }),
    { numRuns: 200 },
  );
});

it('lets one instance admit exactly the limit, then refuses', async () => {
  await fc.assert(
    fc.asyncProperty(fc.integer({ min: 1, max: 200 }), fc.integer({ min: 1, max: 40 }), async (limit, block) => {
      const { limiter } = sharedCount(limit);
      const { admitted, refused } = await send([localAllowance(limiter, block)], [Array<number>(limit + 5).fill(0)]);
      expect(admitted).toBe(limit);
      expect(refused).toBe(5);
    }),
    { numRuns: 100 },
  );
});

it('writes the shared count once a block for a busy user, however many requests arrive at once', async () => {
  const { limiter, writes } = sharedCount(1200);
  const allowance = localAllowance(limiter, 20);
  await send([allowance], [Array<number>(50).fill(0), Array<number>(50).fill(0)]);
  expect(writes.count).toBe(5);
});

it('lets the points lapse with the shared window', async () => {
  let clock = 1_000_000;
  const { limiter, writes } = sharedCount(100);
  const allowance = localAllowance(limiter, 10, () => clock);
  await allowance.consume('user-1');
  clock += 61_000;
  await allowance.consume('user-1');
  expect(writes.count).toBe(2);
});

it('takes only whole blocks of at least one point', () => {
  const { limiter } = sharedCount(10);
  expect(() => localAllowance(limiter, 0)).toThrow('A block is a whole number of points, at least 1');
  expect(() => localAllowance(limiter, 1.5)).toThrow('A block is a whole number of points, at least 1');
});
