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

  it.each(ZONES)('at 23:30 Eastern it is still the 24th (%s)', async (timeZone) => {
    process.env.TZ = timeZone;
    jest.useFakeTimers({ now: LATE });
    expect(isoToday()).toBe('2026-11-24');
    // A payday today is not in the past; yesterday is.
    expect(await accepts(income('11/24/2026'))).toBe(true);
    expect(await accepts(income('11/23/2026'))).toBe(false);
    // Turning 18 tomorrow: not yet.
    expect(isOfAge('11/25/2008')).toBe(false);
    expect(isAtLeast(18, '2008-11-24')).toBe(true);
  });

  it.each(ZONES)('at 00:30 Eastern it is the 25th (%s)', async (timeZone) => {
    process.env.TZ = timeZone;
    jest.useFakeTimers({ now: EARLY });
    expect(isoToday()).toBe('2026-11-25');
    expect(await accepts(income('11/24/2026'))).toBe(false);
    expect(await accepts(income('11/25/2026'))).toBe(true);
    expect(isOfAge('11/25/2008')).toBe(true);
  });

  it('summer time moves the edge with the zone (EDT, −4): 23:30 on July 4th is still the 4th', () => {
    expect(isoToday(new Date('2026-07-05T03:30:00Z'))).toBe('2026-07-04');
    expect(isoToday(new Date('2026-07-05T04:30:00Z'))).toBe('2026-07-05');
  });
});
