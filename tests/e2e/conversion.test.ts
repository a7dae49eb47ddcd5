// Converting and refinancing a payday loan in Chromium: from the account's payday loan to the offers, the
// underwriting, the convert page's slider moved with the keyboard (its amount announced), Continue to the agreements
// and the signature, and the account showing the new loan; the choice of two offers with its confirming modal, the
// refinance page's option 3 with its amount and the money modal; a declined underwriting's notice of action taken. Axe on each page at
// 1280 and 390.
import { accessibilityViolations, axeBothWidths, brandUrl, browserSession, logIn, persona } from './browser';
import { agreeToLoan } from './applicationSteps';

const session = browserSession();
const DECISION = { timeout: 20_000 };

async function toOptions(id: string) {
  const { page } = session;
  await logIn(page, 'cng', persona(id), '/login');
  await page.waitForURL((url) => url.pathname === '/account/refinance');
  await page.getByRole('heading', { level: 2, name: 'Your payday loan' }).waitFor();
  await axeBothWidths(page);
  await page.getByRole('link', { name: 'See my options' }).click();
}

describe('converting a payday loan', () => {
  it('one offer: the underwriting starts at once; the amount chosen with the keyboard; signed, the loan is converted', async () => {
    const { page } = session;
    await toOptions('conversion-one');
    await page.waitForURL((url) => url.pathname === '/loan/conversion/convert');
    const slider = page.getByRole('slider', { name: 'Loan amount' });
    // $500.00 to $2,000.00 by $50.00: the middle step.
    expect(await slider.getAttribute('aria-valuetext')).toBe('$1,250.00');
    await axeBothWidths(page);
    await slider.focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await slider.getAttribute('aria-valuetext')).toBe('$1,150.00');
    const summary = page.getByRole('region', { name: 'Loan summary' });
    await summary.getByText('$1,150.00').first().waitFor();
    // 1,150 × 2.45 ÷ 26 = 108.37; the finance charge 1,150 × 1.45.
    await page.getByText('$108.37').first().waitFor();
    // The finance charge stands with the APR at the top (issue 48), no longer in the summary.
    await page
      .locator('dt', { hasText: /^Finance charge$/ })
      .locator('xpath=following-sibling::dd[1]', { hasText: '$1,667.50' })
      .waitFor();
    expect(
      await page
        .getByRole('table', { name: /^Payment schedule/ })
        .locator('tbody tr')
        .count(),
    ).toBe(7);
    // The spec's figure as the rate offered; the APR disclosed is the 26 payments' own (Regulation Z), and the same
    // figure reaches the Truth in Lending box before signing.
    const figure = (name: string) =>
      page.locator('dt', { hasText: new RegExp(`^${name}$`) }).locator('xpath=following-sibling::dd[1]');
    expect(await figure('Rate offered').textContent()).toBe('145%');
    const apr = (await figure('APR').textContent()) ?? '';
    expect(Number(apr.replace('%', ''))).toBeGreaterThan(210);
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.waitForURL((url) => url.pathname === '/application/approved/agreements', DECISION);
    // Paid to the payday loan's own account, named by its last four digits.
    await page.getByRole('radio', { name: /^By direct deposit to my checking account ending 3456/ }).waitFor();
    await agreeToLoan(page);
    const disclosure = page
      .locator('dt', { hasText: 'ANNUAL PERCENTAGE RATE' })
      .first()
      .locator('xpath=following-sibling::dd[1]');
    expect(await disclosure.textContent()).toBe(apr);
    await page.getByRole('checkbox', { name: /I agree to sign my loan agreement electronically/ }).check();
    await page.getByRole('button', { name: 'Sign my loan agreement' }).click();
    await page.waitForURL((url) => url.pathname === '/application/thank-you', DECISION);
    await page.getByText('Your loan is signed and your money is on its way.').waitFor();

    await page.goto(brandUrl('cng', '/account'));
    await page.waitForURL((url) => url.pathname === '/account/loan-in-rescission', DECISION);
    await page.getByText(/^You may cancel loan ILP-\d{7} at no cost/).waitFor();
    await page.getByText('$1,150.00', { exact: false }).first().waitFor();
    // The money: the new loan paid the payday loan off, the rest went to the bank account, to the cent.
    await page.getByRole('heading', { name: 'The loan your new loan replaced' }).waitFor();
    await page.getByText(/^Principal of \$400\.00 paid off by your new loan ILP-\d{7} on /).waitFor();
    await page.getByText(/^\$[\d.,]+ paid off your loan PDL-4100191 on /).waitFor();
    await page.getByText(/^\$[\d.,]+ (on its way to|deposited to) your bank account ending 3456/).waitFor();
    await page.getByText('Total: $1,150.00').waitFor();
    await axeBothWidths(page);
  });

  it('two offers: the choice confirmed in a modal; the refinance page’s option 3, its cash back and the money modal', async () => {
    const { page } = session;
    await toOptions('conversion-two');
    await page.getByRole('heading', { name: "Choose the Option That's Right for You" }).waitFor();
    await axeBothWidths(page);
    await page.getByRole('button', { name: 'Refinance Now' }).click();
    const confirm = page.getByRole('dialog', { name: 'Refinance your payday loan?' });
    await confirm.waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/loan/conversion/refinance', DECISION);
    await page.getByRole('radio', { name: 'Borrow more' }).check();
    const input = page.getByLabel('Borrow an additional');
    await input.fill('150');
    await input.blur();
    await page.getByText('Enter an amount from $0.00 to $100.00.').waitFor();
    await input.fill('75');
    const summary = page.getByRole('region', { name: 'Refinance summary' });
    await summary.getByText('$75.00').waitFor();
    await axeBothWidths(page);
    await page.getByRole('button', { name: 'When will I receive my money?' }).click();
    const money = page.getByRole('dialog', { name: 'When will I receive my money?' });
    await money
      .getByText(/^If you complete your refinance now, the money is deposited to your bank account on \w+day, /)
      .waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await money.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/application/approved/agreements', DECISION);
  });

  it('a declined underwriting gives the notice of action taken (Regulation B) naming the request, kept on a reload, and leads back to the loan', async () => {
    const { page } = session;
    await toOptions('conversion-declined');
    await page.getByRole('heading', { name: "Choose the Option That's Right for You" }).waitFor();
    await page.getByRole('button', { name: 'Convert My Loan' }).click();
    await page
      .getByRole('dialog', { name: 'Convert your payday loan?' })
      .getByRole('button', { name: 'Continue' })
      .click();
    await page.waitForURL((url) => url.pathname === '/application/adverse-action', DECISION);
    const notice = page.getByRole('region', { name: 'Notice of action taken' });
    await notice
      .getByText(
        'Coin & Go Lending is unable to approve your request to convert your payday loan into an installment loan at this time. You will receive a written statement of the specific reasons within 7 days.',
      )
      .waitFor();
    await notice.getByText(/Equal Credit Opportunity Act/).waitFor();
    await page.getByRole('heading', { name: 'About your request to convert your loan' }).waitFor();
    // The reasons the server kept for the request, mailed at once too (decision 0056).
    await notice.getByText('We could not approve your request for these reasons:').waitFor();
    await notice.getByRole('listitem').getByText('Poor credit performance with us.').waitFor();
    await notice.getByRole('button', { name: 'Download this notice (PDF)' }).waitFor();
    await axeBothWidths(page);
    await page.reload();
    await notice.getByText(/unable to approve your request to convert your payday loan/).waitFor();
    await notice.getByRole('listitem').getByText('Poor credit performance with us.').waitFor();
    await page.getByRole('link', { name: 'Back to your loan' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/account'));
  });
});
