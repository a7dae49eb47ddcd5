// Money and rates as the portal shows them: US dollars with cents ($1,400.00), rates with up to two decimals (192.77%).
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const rate = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

export function formatUsd(amount: number): string {
  return usd.format(amount);
}

export function formatPercent(value: number): string {
  return `${rate.format(value)}%`;
}
