// Money, rates and dates in the page's language (decision 0085). English shows them exactly as the specification
// writes them, without Intl (src/lib/rules/money.ts says why: a page's first Intl formatter costs a phone's CPU up to
// 100 ms): $1,400.00, 192.77%, 12/01/2026. Another language shows them through Intl in its US locale (es-US): the
// same dollars and rates, and each date written out ("1 de diciembre de 2026"), because es-US's numeric date is
// day/month/year, which a borrower who reads the same loan's English papers as month/day could take for another day.
import { i18n as linguiInstance } from '@lingui/core';
import { LinguiContext } from '@lingui/react';
import { useContext } from 'react';
import { LENDER_TIME_ZONE } from '../lib/rules/lenderTimeZone';
import { INTL_LOCALES } from '../lib/rules/intlLocales';
import type { Language } from '../lib/rules/language';
import { formatPercent, formatUsd } from '../lib/rules/money';
import { toUsDate } from '../lib/rules/usDate';

export interface Formats {
  /** An amount in dollars: $1,400.00. */
  money: (dollars: number) => string;
  /** A rate in percent: 192.77%. */
  percent: (value: number) => string;
  /** A calendar day (YYYY-MM-DD): 12/01/2026, "1 de diciembre de 2026"; empty when it is not one. */
  date: (iso: string | null | undefined) => string;
  /** An instant as the lender's clock reads it, with its day and zone: "Tuesday, December 1, 2026 at 5:00 PM EST". */
  lenderDateTime: (instant: Date) => string;
  /** The day of an instant on this device's clock, written out: "December 1, 2026", "1 de diciembre de 2026". */
  dayOf: (instant: Date) => string;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** One Intl formatter, made at its first use (not on a page that shows no such figure). */
function lazily<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

function intlFormats(locale: string, english: boolean): Formats {
  const lenderClock = lazily(
    () =>
      new Intl.DateTimeFormat(locale, {
        timeZone: LENDER_TIME_ZONE,
        weekday: 'long',
        month: 'long',
        day: 'numeric',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZoneName: 'short',
      }),
  );
  const lenderDateTime = (instant: Date) => lenderClock().format(instant);
  const deviceDay = lazily(() => new Intl.DateTimeFormat(locale, { month: 'long', day: 'numeric', year: 'numeric' }));
  const dayOf = (instant: Date) => deviceDay().format(instant);
  if (english) return { money: formatUsd, percent: formatPercent, date: toUsDate, lenderDateTime, dayOf };
  const money = lazily(() => new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }));
  const rate = lazily(() => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }));
  // The day itself, read at UTC midnight of that day: no time zone moves it.
  const day = lazily(() => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }));
  return {
    money: (dollars) => money().format(dollars),
    percent: (value) => `${rate().format(value)}%`,
    date: (iso) => {
      const match = ISO_DATE.exec(iso ?? '');
      return match ? day().format(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : '';
    },
    lenderDateTime,
    dayOf,
  };
}

const byLanguage = new Map<Language, Formats>();

/** The formats of a language (made once, when a page first shows a figure in it). */
export function formatsOf(language: Language): Formats {
  let formats = byLanguage.get(language);
  if (!formats) {
    formats = intlFormats(INTL_LOCALES[language], language === 'en');
    byLanguage.set(language, formats);
  }
  return formats;
}

/** The page's language's formats; the component shows its figures again when the language changes. */
export function useFormats(): Formats {
  const locale = (useContext(LinguiContext)?.i18n ?? linguiInstance).locale;
  return formatsOf(Object.hasOwn(INTL_LOCALES, locale) ? (locale as Language) : 'en');
}
