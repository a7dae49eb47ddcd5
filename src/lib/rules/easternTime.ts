// The lender's clock: its cut-offs and its days are Eastern time. The zone's offset comes from the IANA database
// through @date-fns/tz (never a fixed -5 hours: half the year it is -4). Business days (weekdays that are not federal
// holidays) are in businessDays.ts, so a page that only needs the date does not load the holiday list.

import { tzOffset } from '@date-fns/tz';
import { LENDER_TIME_ZONE } from './lenderTimeZone';

/** Whole days the device's clock is moved by to agree with the lender's date (0 until the lender's date is read). */
let dayShiftMs = 0;

/**
 * The browser's one "now": every rule and page that needs the time asks here (never `new Date()` of its own), so a
 * test sets it in one way: jest's fake timers, or Playwright's `page.clock` in Chromium, which set what `Date.now`
 * reads. Once the lender's date is known (`agreeWithLenderDate`, from getCurrentDate) the device's clock is moved by
 * whole days to agree with it: a device set days wrong shows the lender's dates. The server's rules take `now` as a
 * parameter instead (and never move).
 */
export const lenderNow = (): Date => new Date(Date.now() + dayShiftMs);

/**
 * Agrees with the lender's date (YYYY-MM-DD, getCurrentDate): the device's Eastern date is moved by the whole days
 * between them. `null` (a session ended) goes back to the device's clock. Anything that is not a date changes nothing.
 */
export function agreeWithLenderDate(lenderDate: string | null, deviceNow = new Date(Date.now())): void {
  if (lenderDate === null) {
    dayShiftMs = 0;
    return;
  }
  const lender = /^\d{4}-\d{2}-\d{2}$/.test(lenderDate) ? Date.parse(`${lenderDate}T00:00:00Z`) : NaN;
  if (Number.isNaN(lender)) return;
  dayShiftMs = lender - Date.parse(`${easternDate(deviceNow)}T00:00:00Z`);
}

/** Milliseconds from `now` to the lender's next midnight (Eastern). */
export function untilLenderMidnight(now: Date): number {
  const [year, month, day] = easternDate(now).split('-').map(Number) as [number, number, number];
  const tomorrow = new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
  return easternInstant(tomorrow, 0).getTime() - now.getTime();
}

/**
 * The calendar date (ISO) and the wall-clock time of an instant in Eastern time: the instant moved by the zone's
 * offset then, read as UTC. (No Date subclass such as TZDate: a test's fake clock replaces `Date`, and a subclass of
 * it loses its own methods, which read the browser's zone instead of Eastern.)
 */
export function easternWallClock(instant: Date): { date: string; hour: number; minute: number; second: number } {
  const wall = new Date(instant.getTime() + tzOffset(LENDER_TIME_ZONE, instant) * 60_000);
  return {
    date: wall.toISOString().slice(0, 10),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  };
}

/** The Eastern calendar date (ISO) of an instant: the lender's date then. */
export const easternDate = (instant: Date): string => easternWallClock(instant).date;

/** Whole days from `now` to the start (Eastern midnight) of `dueDate`, rounded up; 0 once the day has begun. */
export function daysUntil(dueDate: string, now: Date): number {
  const start = easternInstant(dueDate, 0).getTime();
  return Math.max(0, Math.ceil((start - now.getTime()) / 86_400_000));
}

/** The instant a wall-clock time on an Eastern calendar date falls at. */
export function easternInstant(isoDate: string, hour: number, minute = 0): Date {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  // The offset at the wall time read as UTC is the one that applies, except near a change of offset: a second pass,
  // with the offset at the first answer, settles it.
  const first = asUtc - tzOffset(LENDER_TIME_ZONE, new Date(asUtc)) * 60_000;
  return new Date(asUtc - tzOffset(LENDER_TIME_ZONE, new Date(first)) * 60_000);
}
