// The account in Chromium: each account persona signs in and lands on the page the rule table chooses for them, with
// the loan's figures as the server works them out; axe on every page, at desktop and phone widths.
import { accessibilityViolations, browserSession, logIn, persona } from './browser';

const session = browserSession();

describe('the account lands each customer on their page', () => {
  it.each([
    ['account-open-loan', '/account/open-loan', 'Your loan'],
    ['account-past-due', '/account/open-loan-past-due', 'Your loan is past due'],
    ['account-paid-off', '/account/no-open-loan', 'You have no open loan'],
    ['account-rescission', '/account/loan-in-rescission', 'Your new loan'],
    ['account-pending', '/pending', 'We’re reviewing your application'],
    ['new-applicant', '/account/apply-now', 'Apply now'],
  ])('%s lands on %s', async (id, path, title) => {
    const { page } = session;
    const who = persona(id);
    await logIn(page, 'cng', who, '/login');
    await page.waitForURL((url) => url.pathname === path);
    await page.getByRole('heading', { level: 1, name: `Welcome back, ${who.profile.firstName} ${who.profile.lastName}` }).waitFor();
    await page.getByRole('heading', { level: 2, name: title }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('shows the past-due loan’s figures and schedule as the server works them out', async () => {
    const { page } = session;
    await logIn(page, 'cng', persona('account-past-due'), '/login');
    await page.waitForURL((url) => url.pathname === '/account/open-loan-past-due');
    const loan = page.getByRole('region', { name: 'Installment loan ILP-4100172' });
    const figure = (name: string) => loan.locator('dt', { hasText: name }).locator('xpath=following-sibling::dd[1]').textContent();
    const pastDue = await figure('Past due');
    expect(pastDue).toMatch(/^\$\d+\.\d{2}$/);
    await page.getByRole('alert').getByText(new RegExp(`^\\${pastDue!} of loan ILP-4100172 is past due\\.`)).waitFor();
    expect(await figure('Amount borrowed')).toBe('$800.00');
    // Four payments were due: three are paid, the last is not.
    const schedule = loan.getByRole('region', { name: 'Payment schedule of loan ILP-4100172' });
    await loan.getByText(/^Payment schedule/).click();
    expect(await schedule.getByRole('cell', { name: 'Paid', exact: true }).count()).toBe(3);
  });
});
