import { render, screen, within } from '@testing-library/react';
import { Steps } from './Steps';

const five = [
  { key: 'personal', label: 'Personal Information' },
  { key: 'loan', label: 'Loan Details' },
  { key: 'income', label: 'Income' },
  { key: 'final', label: 'Final Steps' },
  { key: 'confirmation', label: 'Confirmation' },
];

/** The words the application gives it in English. */
const words = {
  label: 'Application progress',
  completed: ' (completed)',
  position: (n: number, m: number) => `${n} of ${m}`,
};

describe('Steps', () => {
  it('lists every step in order and marks the current one for screen readers', () => {
    render(<Steps steps={five} current="income" {...words} />);
    const nav = screen.getByRole('navigation', { name: 'Application progress' });
    const items = within(nav).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '✓Personal Information (completed)',
      '✓Loan Details (completed)',
      '3Income',
      '4Final Steps',
      '5Confirmation',
    ]);
    expect(items.filter((item) => item.getAttribute('aria-current') === 'step')).toEqual([items[2]]);
  });

  it("says 'N of M' for a phone width, M counting only the steps shown", () => {
    const { container, rerender } = render(<Steps steps={five} current="income" {...words} />);
    expect(container.querySelector('p')?.textContent).toBe('3 of 5 Income');
    rerender(<Steps steps={five.filter((step) => step.key !== 'loan')} current="income" {...words} />);
    expect(container.querySelector('p')?.textContent).toBe('2 of 4 Income');
  });
});
