// The lender's "now" and "today" for a page's render. The lender's date is read after sign-in
// (src/features/auth/lenderDate.ts) and may come after the page has rendered: a page that shows a date or a count of
// days from today reads it through these hooks, which subscribe to it, so the page renders again with the lender's
// date when it comes (and after each of the lender's midnights while the session lasts). A rule that runs on an event
// (a schema's test, a saga) asks lenderNow() itself.
import { easternDate, lenderNow } from '../lib/rules/easternTime';
import { useAppSelector } from './hooks';

/** The lender's instant now: the device's clock moved to agree with the lender's date. */
export function useLenderNow(): Date {
  useAppSelector((state) => state.runtime.lenderDate);
  return lenderNow();
}

/** The lender's date today (Eastern) as ISO. */
export const useLenderToday = (): string => easternDate(useLenderNow());
