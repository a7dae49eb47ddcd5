// "Today" is the lender's date (Eastern) wherever a date is checked: a next pay date, a date of birth (18 years),
// a hire date, an ID's expiry. The edges: 23:30 Eastern (04:30 UTC the next day, when a UTC clock has moved on) and
// 00:30 Eastern, with the process (the browser) in Pacific, Hawaii and UTC time.
import fc from 'fast-check';
import { easternInstant, easternWallClock } from '../rules/easternTime';
import { isoToday } from './applicationDates';
import { incomeInformationSchema, isOfAge } from './applicationSchemas';
import { isAtLeast } from './enrollmentSchemas';

const ZONES = ['America/Los_Angeles', 'Pacific/Honolulu', 'UTC', 'America/New_York'];
// 2026-11-24 23:30 Eastern (EST, -5) and 2026-11-25 00:30 Eastern.
const LATE = new Date('2026-11-25T04:30:00Z');
const EARLY = new Date('2026-11-25T05:30:00Z');

const income = (nextPaymentDate: string) => ({
  type: 'E',
  employerName: 'Buckeye Logistics',
  workPhone: '6145550100',
  workExtension: '',
  jobTitle: '',
  employmentHireDate: '2021-03-01',
  paymentFrequency: 'BI',
  nextPaymentDate,
  paymentDayOfWeek: 'TUESDAY',
  paymentMethod: 'DIRECT_DEPOSIT',
  amountGross: '1850',
  amountNet: '1420.50',
});

const accepts = async (value: object) => incomeInformationSchema.isValid(value);

describe('the lender’s date, in every zone a browser may be in', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    jest.useRealTimers();
    process.env.TZ = zone;
  });

  // [the instant, the lender's date then, a payday accepted, a payday refused as past, 18 on the 25th?]
  const EDGES = [
    ['23:30 Eastern, still the 24th', LATE, '2026-11-24', '11/24/2026', '11/23/2026', false],
    ['00:30 Eastern, the 25th', EARLY, '2026-11-25', '11/25/2026', '11/24/2026', true],
  ] as const;
  const CASES = EDGES.flatMap(([name, ...edge]) => ZONES.map((timeZone) => [name, timeZone, ...edge] as const));

  it.each(CASES)('at %s (%s)', async (_name, timeZone, instant, today, payday, pastPayday, eighteenOnThe25th) => {
    process.env.TZ = timeZone;
    jest.useFakeTimers({ now: instant });
    expect(isoToday()).toBe(today);
    // A payday today is not in the past; the day before is.
    expect(await accepts(income(payday))).toBe(true);
    expect(await accepts(income(pastPayday))).toBe(false);
    // Born on the 25th: 18 once it is the 25th; born on the 24th: 18 either way.
    expect(isOfAge('11/25/2008')).toBe(eighteenOnThe25th);
    expect(isAtLeast(18, '2008-11-24')).toBe(true);
  });

  it('summer time moves the edge with the zone (EDT, −4): 23:30 on July 4th is still the 4th', () => {
    expect(isoToday(new Date('2026-07-05T03:30:00Z'))).toBe('2026-07-04');
    expect(isoToday(new Date('2026-07-05T04:30:00Z'))).toBe('2026-07-05');
  });

  it.each([
    ['UTC', LATE, '2026-11-24'],
    ['Pacific/Honolulu', EARLY, '2026-11-25'],
  ] as const)(
    'holds when the clock was faked before the rules loaded, as Playwright’s clock does in a page (its Date returns native dates, so a Date subclass such as TZDate would read the browser’s zone): %s',
    (timeZone, instant, today) => {
      process.env.TZ = timeZone;
      const NativeDate = Date;
      // The shape of Playwright's fake: a function whose `new` returns a native Date, the clock fixed.
      function FakeDate(...args: unknown[]) {
        return args.length ? new NativeDate(...(args as [number])) : new NativeDate(instant.getTime());
      }
      Object.assign(FakeDate, { now: () => instant.getTime(), UTC: NativeDate.UTC, parse: NativeDate.parse });
      FakeDate.prototype = NativeDate.prototype;
      globalThis.Date = FakeDate as unknown as DateConstructor;
      try {
        jest.isolateModules(() => {
          // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded afresh under the fake clock
          const fresh = require('./applicationDates') as { isoToday: typeof isoToday };
          expect(fresh.isoToday()).toBe(today);
        });
      } finally {
        globalThis.Date = NativeDate;
      }
    },
  );
});

describe('the Eastern wall clock against the browser’s own time-zone database', () => {
  const intl = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  const partsOf = (instant: Date) =>
    Object.fromEntries(intl.formatToParts(instant).map((part) => [part.type, part.value]));
  const instants = fc.date({
    min: new Date('2000-01-01T00:00:00Z'),
    max: new Date('2040-12-31T23:59:59Z'),
    noInvalidDate: true,
  });

  it('reads the same date and time as Intl for any instant (summer and winter, the changes included)', () => {
    fc.assert(
      fc.property(instants, (instant) => {
        const parts = partsOf(instant);
        const wall = easternWallClock(instant);
        expect(wall).toEqual({
          date: `${parts.year}-${parts.month}-${parts.day}`,
          hour: Number(parts.hour),
          minute: Number(parts.minute),
          second: Number(parts.second),
        });
      }),
      { numRuns: 500 },
    );
  });

  it('finds the instant of a wall time that exists (never the hour skipped in March) and reads it back', () => {
    fc.assert(
      fc.property(instants, fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), (day, hour, minute) => {
        const date = easternWallClock(day).date;
        fc.pre(hour !== 2);
        const instant = easternInstant(date, hour, minute);
        expect(easternWallClock(instant)).toEqual({ date, hour, minute, second: 0 });
      }),
      { numRuns: 500 },
    );
  });
});
