// The lender's clock: its cut-offs are Eastern time, its business days are weekdays that are not federal holidays.
// The zone's offset comes from the IANA database through @date-fns/tz (never a fixed -5 hours: half the year it is
// -4), and the holidays from 18F's list of US federal holidays as OPM defines them.
//
// Money moves on the Federal Reserve's calendar: a holiday falling on a Sunday is kept on the Monday, but one falling
// on a Saturday is not moved to the Friday (the Reserve Banks are open that Friday), so Saturday holidays are not
// shifted here.

import { isAHoliday } from '@18f/us-federal-holidays';
import { TZDateMini } from '@date-fns/tz';
import { addDays } from './loanTerms';

export const LENDER_TIME_ZONE = 'America/New_York';

/** A refinance completed by this time on a business day (Eastern) is deposited the next business day. */
export const REFUND_CUTOFF = { hour: 20, minute: 0 } as const;

/** The calendar date (ISO) and the wall-clock time of an instant in Eastern time. */
export function easternWallClock(instant: Date): { date: string; hour: number; minute: number; second: number } {
  const eastern = new TZDateMini(instant.getTime(), LENDER_TIME_ZONE);
  const date = `${String(eastern.getFullYear())}-${String(eastern.getMonth() + 1).padStart(2, '0')}-${String(eastern.getDate()).padStart(2, '0')}`;
  return { date, hour: eastern.getHours(), minute: eastern.getMinutes(), second: eastern.getSeconds() };
}

const weekday = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`).getUTCDay();

export function isFederalHoliday(isoDate: string): boolean {
  return isAHoliday(new Date(`${isoDate}T00:00:00Z`), { utc: true, shiftSaturdayHolidays: false, shiftSundayHolidays: true });
}

export function isBusinessDay(isoDate: string): boolean {
  const day = weekday(isoDate);
  return day !== 0 && day !== 6 && !isFederalHoliday(isoDate);
}

/** The `count`th business day after `isoDate`. */
export function addBusinessDays(isoDate: string, count: number): string {
  let date = isoDate;
  for (let left = count; left > 0; ) {
    date = addDays(date, 1);
    if (isBusinessDay(date)) left -= 1;
  }
  return date;
}

export interface RefundTiming {
  /** 1 when completed on a business day by 8:00 pm Eastern, 2 otherwise. */
  businessDays: 1 | 2;
  /** The day the money is deposited (ISO). */
  depositOn: string;
}

/** When the money of a refinance completed at `completedAt` reaches the customer's bank account. */
export function refundTiming(completedAt: Date): RefundTiming {
  const { date, hour, minute, second } = easternWallClock(completedAt);
  const byCutoff = hour < REFUND_CUTOFF.hour || (hour === REFUND_CUTOFF.hour && minute === REFUND_CUTOFF.minute && second === 0);
  const businessDays = isBusinessDay(date) && byCutoff ? 1 : 2;
  return { businessDays, depositOn: addBusinessDays(date, businessDays) };
}

/** Whole days from `now` to the start (Eastern midnight) of `dueDate`, rounded up; 0 once the day has begun. */
export function daysUntil(dueDate: string, now: Date): number {
  const [year, month, day] = dueDate.split('-').map(Number) as [number, number, number];
  const start = new TZDateMini(year, month - 1, day, LENDER_TIME_ZONE).getTime();
  return Math.max(0, Math.ceil((start - now.getTime()) / 86_400_000));
}
