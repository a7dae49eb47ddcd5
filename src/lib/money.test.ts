import { formatPercent, formatUsd } from './money';

it('shows dollars with cents and rates with up to two decimals', () => {
  expect(formatUsd(1400)).toBe('$1,400.00');
  expect(formatUsd(4417.69)).toBe('$4,417.69');
  expect(formatPercent(192.77)).toBe('192.77%');
  expect(formatPercent(145)).toBe('145%');
});
