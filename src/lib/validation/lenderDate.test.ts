// "Today" is the lender's date (Eastern) wherever a date is checked: a next pay date, a date of birth (18 years),
// a hire date, an ID's expiry. The edges: 23:30 Eastern (04:30 UTC the next day, when a UTC clock has moved on) and
// 00:30 Eastern, with the process (the browser) in Pacific, Hawaii and UTC time.
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
});
