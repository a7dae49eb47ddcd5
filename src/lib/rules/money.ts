// Money as the portal holds and shows it, one rule for the browser and the server: amounts in whole cents, shown as
// US dollars with cents and thousands separators ($1,400.00); rates with up to two decimals (192.77%). The API states
// amounts in dollars (at most 2 decimals): `toCents` and `toDollars` are the only ways across.

/** An amount in whole cents. */
export type Cents = number;

export const MAX_CENTS = 100_000_000_00; // $100,000,000: far above any loan, far below where integers stop being exact

/** Cents from dollars as the API states them (at most 2 decimals). */
export function toCents(dollars: number): Cents {
  const cents = Math.round(dollars * 100);
  if (!Number.isSafeInteger(cents) || Math.abs(cents) > MAX_CENTS)
    throw new RangeError(`Not an amount: ${String(dollars)}`);
  return cents;
}

/** What a refused amount is answered with (ours: the specification names none). */
export const AMOUNT_IN_CENTS_MESSAGE = 'Enter an amount in dollars and cents, with at most two decimals.';

/**
 * Cents from an amount a person or a client sent, in dollars: null unless it is a finite number from 0 to MAX_CENTS
 * with at most two decimals as JavaScript writes it (1.005 has three; 1e-7 and 1e+21 are written with an exponent).
 * Never rounds: 1.005 is refused, not taken as $1.00 (issue 68). What the API takes in; `toCents` is for our own figures.
 */
export function exactCents(dollars: unknown): Cents | null {
  if (typeof dollars !== 'number' || !Number.isFinite(dollars) || dollars < 0) return null;
  if (!/^\d+(\.\d{1,2})?$/.test(String(dollars))) return null;
  // `+ 0` makes a negative zero (-0 is sent as "0" by JSON.stringify, but a client can send -0.0) a plain zero.
  const cents = Math.round(dollars * 100) + 0;
  return Number.isSafeInteger(cents) && cents <= MAX_CENTS ? cents : null;
}

/** Dollars for the API from cents (exact to the cent: the nearest double of a 2-decimal number). */
export const toDollars = (cents: Cents): number => cents / 100;

// Shown without Intl: the first Intl formatter a page makes loads the browser's locale data, measured at 55 to 100 ms
// of one task on a phone's CPU (4x slower), and the footer shows an amount on every page (issue 51). What follows is
// exactly what Intl's en-US formats give (a property test holds them equal): the number's shortest decimal form (as
// JavaScript writes it: 2.675, not the double's exact 2.67499...) rounded to two decimals, half away from zero;
// thousands separated by commas; the minus first (a negative zero too). Intl itself takes what is not finite or is
// 1e21 and over (written with an exponent).
const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
const negative = (value: number) => value < 0 || Object.is(value, -0);
const plain = (value: number) => Number.isFinite(value) && Math.abs(value) < 1e21;

/** The absolute value to two decimals: its whole part and its two decimals. */
function twoDecimals(value: number): [whole: string, decimals: string] {
  const size = Math.abs(value);
  // Below 0.005 nothing rounds up (and JavaScript writes 1e-7 and below with an exponent).
  if (size < 0.005) return ['0', '00'];
  const [whole = '0', fraction = ''] = String(size).split('.');
  const hundredths = BigInt(`${whole}${fraction.padEnd(2, '0').slice(0, 2)}`) + (fraction.charAt(2) >= '5' ? 1n : 0n);
  const digits = hundredths.toString().padStart(3, '0');
  return [digits.slice(0, -2), digits.slice(-2)];
}

/** $1,400.00 from dollars (1400). */
export function formatUsd(amount: number): string {
  if (!plain(amount)) return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);
  const [whole, cents] = twoDecimals(amount);
  return `${negative(amount) ? '-' : ''}$${grouped(whole)}.${cents}`;
}

/** $1,400.00 from cents (140000). */
export const formatCents = (cents: Cents): string => formatUsd(toDollars(cents));

/** 192.77% from 192.77: up to two decimals, none when whole. */
export function formatPercent(value: number): string {
  if (!plain(value)) return `${new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(value)}%`;
  const [whole, decimals] = twoDecimals(value);
  const shownDecimals = decimals.replace(/0+$/, '');
  return `${negative(value) ? '-' : ''}${grouped(whole)}${shownDecimals ? `.${shownDecimals}` : ''}%`;
}
