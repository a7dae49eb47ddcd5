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

/** Dollars for the API from cents (exact to the cent: the nearest double of a 2-decimal number). */
export const toDollars = (cents: Cents): number => cents / 100;

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const rate = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** $1,400.00 from dollars (1400). */
export function formatUsd(amount: number): string {
  return usd.format(amount);
}

/** $1,400.00 from cents (140000). */
export const formatCents = (cents: Cents): string => formatUsd(toDollars(cents));

export function formatPercent(value: number): string {
  return `${rate.format(value)}%`;
}
