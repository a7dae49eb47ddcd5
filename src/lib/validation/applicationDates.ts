// Dates of the application's forms: typed as mm/dd/yyyy (the spec's mask), sent and stored as ISO yyyy-mm-dd. The
// schemas take either, so the browser's forms and the server check the same rules. "Today" is the lender's date
// (Eastern time, src/lib/rules/easternTime.ts) wherever a date is checked, in any browser's time zone and on the
// server: a next pay date of today is today until midnight Eastern, not until 7 pm (UTC's midnight).

import { easternDate, lenderNow } from '../rules/easternTime';

/** '03/08/1990' or '1990-03-08' as '1990-03-08'; null when it is not a real calendar date. */
export function toIsoDate(value: string | undefined | null): string | null {
  const text = (value ?? '').trim();
  const us = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const [year, month, day] = us ? [us[3], us[1], us[2]] : iso ? [iso[1], iso[2], iso[3]] : [];
  if (!year || !month || !day) return null;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const real =
    date.getUTCFullYear() === Number(year) &&
    date.getUTCMonth() === Number(month) - 1 &&
    date.getUTCDate() === Number(day);
  return real && Number(year) > 1900 ? `${year}-${month}-${day}` : null;
}

/** The lender's date today (Eastern) as ISO. */
export const isoToday = (now = lenderNow()) => easternDate(now);

/** A real ISO date (yyyy-mm-dd) before the lender's date today: a date of birth. */
export const isPastIsoDate = (value: string | undefined): boolean =>
  !!value && /^\d{4}-\d{2}-\d{2}$/.test(value) && toIsoDate(value) === value && value < isoToday();

/** Whole days from ISO date a to ISO date b. */
export const daysBetween = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / 86_400_000);
