// The lender's clock: its cut-offs and its days are Eastern time. The zone's offset comes from the IANA database
// through @date-fns/tz (never a fixed -5 hours: half the year it is -4). Business days (weekdays that are not federal
// holidays) are in businessDays.ts, so a page that only needs the date does not load the holiday list.

import { TZDateMini } from '@date-fns/tz';

export const LENDER_TIME_ZONE = 'America/New_York';

/** The calendar date (ISO) and the wall-clock time of an instant in Eastern time. */
export function easternWallClock(instant: Date): { date: string; hour: number; minute: number; second: number } {
  const eastern = new TZDateMini(instant.getTime(), LENDER_TIME_ZONE);
  const date = `${String(eastern.getFullYear())}-${String(eastern.getMonth() + 1).padStart(2, '0')}-${String(eastern.getDate()).padStart(2, '0')}`;
  return { date, hour: eastern.getHours(), minute: eastern.getMinutes(), second: eastern.getSeconds() };
}

/** Whole days from `now` to the start (Eastern midnight) of `dueDate`, rounded up; 0 once the day has begun. */
export function daysUntil(dueDate: string, now: Date): number {
  const start = easternInstant(dueDate, 0).getTime();
  return Math.max(0, Math.ceil((start - now.getTime()) / 86_400_000));
}

/** The instant a wall-clock time on an Eastern calendar date falls at. */
export function easternInstant(isoDate: string, hour: number, minute = 0): Date {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(new TZDateMini(year, month - 1, day, hour, minute, LENDER_TIME_ZONE).getTime());
}
