import { addBusinessDays, isBusinessDay, refundTiming } from './businessDays';

// Instants are written in UTC; the comments say what the clock reads in New York.
describe('when the money of a refinance arrives', () => {
  it('Friday 7:59 pm Eastern: the next business day (Monday); 8:01 pm: two business days (Tuesday)', () => {
    expect(refundTiming(new Date('2026-11-21T00:59:00Z'))).toEqual({ businessDays: 1, depositOn: '2026-11-23' }); // Fri 20 Nov 7:59 pm EST
    expect(refundTiming(new Date('2026-11-21T01:01:00Z'))).toEqual({ businessDays: 2, depositOn: '2026-11-24' }); // Fri 8:01 pm EST
  });

  it('8:00 pm on the dot is still by 8:00 pm; a second later is not', () => {
    expect(refundTiming(new Date('2026-11-19T01:00:00Z')).businessDays).toBe(1); // Wed 18 Nov 8:00:00 pm EST
    expect(refundTiming(new Date('2026-11-19T01:00:01Z')).businessDays).toBe(2);
  });

  it('on a weekend: two business days', () => {
    expect(refundTiming(new Date('2026-11-21T15:00:00Z'))).toEqual({ businessDays: 2, depositOn: '2026-11-24' }); // Sat 10 am
    expect(refundTiming(new Date('2026-11-22T15:00:00Z'))).toEqual({ businessDays: 2, depositOn: '2026-11-24' }); // Sun 10 am
  });

  it('on a federal holiday: two business days; the day before one skips it', () => {
    expect(refundTiming(new Date('2026-11-26T15:00:00Z'))).toEqual({ businessDays: 2, depositOn: '2026-11-30' }); // Thanksgiving 10 am
    expect(refundTiming(new Date('2026-11-25T15:00:00Z'))).toEqual({ businessDays: 1, depositOn: '2026-11-27' }); // Wed before it
    // New Year's Day 2023 fell on a Sunday and was kept on Monday 2 January.
    expect(refundTiming(new Date('2022-12-31T02:00:00Z'))).toEqual({ businessDays: 2, depositOn: '2023-01-04' }); // Fri 30 Dec 9 pm
  });

  it('a holiday on a Saturday does not close the Friday before it (the Federal Reserve is open)', () => {
    expect(isBusinessDay('2026-07-03')).toBe(true); // Independence Day 2026 is a Saturday
    expect(refundTiming(new Date('2026-07-02T14:00:00Z'))).toEqual({ businessDays: 1, depositOn: '2026-07-03' });
  });

  it('reads the clock in Eastern daylight time after the March change and standard time after November, never a fixed offset', () => {
    // Fri 13 Mar 2026 00:30 UTC is 8:30 pm EDT (UTC−4): after the cut-off. A fixed −5 would read 7:30 pm.
    expect(refundTiming(new Date('2026-03-14T00:30:00Z'))).toEqual({ businessDays: 2, depositOn: '2026-03-17' });
    // Fri 30 Oct 2026 (still EDT) 8:00:30 pm; the clocks go back on Sunday 1 November.
    expect(refundTiming(new Date('2026-10-31T00:00:30Z'))).toEqual({ businessDays: 2, depositOn: '2026-11-03' });
    // Fri 6 Nov 2026 (EST, UTC−5) 7:30 pm.
    expect(refundTiming(new Date('2026-11-07T00:30:00Z'))).toEqual({ businessDays: 1, depositOn: '2026-11-09' });
  });

  it('counts business days past weekends and holidays', () => {
    expect(addBusinessDays('2026-12-24', 1)).toBe('2026-12-28'); // Christmas (Fri) and the weekend
    expect(addBusinessDays('2026-12-31', 2)).toBe('2027-01-05'); // New Year's Day (Fri), the weekend, Monday
  });
});
