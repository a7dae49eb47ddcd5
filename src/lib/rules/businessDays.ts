// The lender's business days: weekdays that are not US federal holidays (18F's list, as OPM defines them), and the
// refund timing of a refinance (account-access spec 9) on that calendar and the Eastern clock (easternTime.ts).
//
// Money moves on the Federal Reserve's calendar: a holiday falling on a Sunday is kept on the Monday, but one falling
// on a Saturday is not moved to the Friday (the Reserve Banks are open that Friday), so Saturday holidays are not
// shifted here.

import { isAHoliday } from '@18f/us-federal-holidays';
import { easternWallClock } from './easternTime';
import { addDays } from './loanTerms';

/** A refinance completed by this time on a business day (Eastern) is deposited the next business day. */
export const REFUND_CUTOFF = { hour: 20, minute: 0 } as const;

const weekday = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`).getUTCDay();

export function isFederalHoliday(isoDate: string): boolean {
  return isAHoliday(new Date(`${isoDate}T00:00:00Z`), {
    utc: true,
    shiftSaturdayHolidays: false,
    shiftSundayHolidays: true,
  });
}

export function isBusinessDay(isoDate: string): boolean {
  const day = weekday(isoDate);
  return day !== 0 && day !== 6 && !isFederalHoliday(isoDate);
}

/** The `count`th business day after `isoDate`. */
export function addBusinessDays(isoDate: string, count: number): string {
  let date = isoDate;
  for (let left = count; left > 0;) {
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
  const byCutoff =
    hour < REFUND_CUTOFF.hour || (hour === REFUND_CUTOFF.hour && minute === REFUND_CUTOFF.minute && second === 0);
  const businessDays = isBusinessDay(date) && byCutoff ? 1 : 2;
  return { businessDays, depositOn: addBusinessDays(date, businessDays) };
}
