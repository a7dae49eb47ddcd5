import { daysUntil } from './easternTime';

describe('days to a due date', () => {
  it('are whole days, rounded up', () => {
    expect(daysUntil('2026-11-25', new Date('2026-11-23T15:00:00Z'))).toBe(2); // Mon 10 am → Wed: 1 day 14 hours
    expect(daysUntil('2026-11-24', new Date('2026-11-23T05:00:00Z'))).toBe(1); // midnight to midnight
    expect(daysUntil('2026-11-24', new Date('2026-11-23T05:00:01Z'))).toBe(1);
    expect(daysUntil('2026-11-23', new Date('2026-11-23T15:00:00Z'))).toBe(0); // the day has begun
  });

  it('across the spring change (a 23-hour day) still count calendar days', () => {
    expect(daysUntil('2026-03-09', new Date('2026-03-08T05:00:00Z'))).toBe(1); // midnight EST 8 Mar → midnight EDT 9 Mar
    expect(daysUntil('2026-03-10', new Date('2026-03-08T05:00:00Z'))).toBe(2);
  });
});
