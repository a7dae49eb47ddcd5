/** The lender's time zone (its cut-offs and its days are Eastern time): apart from its clock (easternTime.ts), so a
 * page that only names the zone in a format does not carry the clock. */
export const LENDER_TIME_ZONE = 'America/New_York';
