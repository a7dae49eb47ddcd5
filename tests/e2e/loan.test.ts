// Step 4's loan in Chromium, for the personas whose applications wait at step 4: the cng applicant picks the loan,
// moves the amount with the keyboard and changes the term while the payment and the Truth in Lending box follow, saves
// it, verifies the mobile number (the carrier's check) and the ID (the scan) and goes on to its submission, and the amount page then shows the saved loan; the ccb applicant in California is offered Xact up to
// $2,400.00 with no 24-month term (returning customers only). Axe on every page.
import type { Page } from 'playwright-core';
import { accessibilityViolations, brandUrl, browserSession, logIn, persona, signedIn } from './browser';
import { agreeToDocuments, expectPageViews } from './applicationSteps';

const session = browserSession();

async function signedInAtStepFour(page: Page, brand: string, who: ReturnType<typeof persona>) {
  await logIn(page, brand, who, '/login');
  await signedIn(page);
  await page.goto(brandUrl(brand, '/application'));
  await page.waitForURL((url) => url.pathname === '/application/products' || url.pathname === '/application/amount');
  await page.goto(brandUrl(brand, '/application/products'));
  await page.getByRole('heading', { name: 'Your loan offer' }).waitFor();
  // The offers arrive after the page.
  await page.getByRole('radio').first().waitFor();
}

const boxValue = (page: Page, name: string) =>
  page.locator('dt', { hasText: name }).locator('xpath=following-sibling::dd[1]').textContent();

describe('step 4: the loan', () => {
  it('chooses the loan, its amount and term with the Truth in Lending box following, saves it and resumes there (cng)', async () => {
    const { page } = session;
    await signedInAtStepFour(page, 'cng', persona('step-four'));
    expect(
      await page.getByRole('radio').evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).value)),
    ).toEqual(['ILP', 'DUAL']);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('radio', { name: 'Online installment loan' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.getByRole('heading', { name: 'How much would you like to borrow?' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/application/amount');
    const slider = page.getByRole('slider', { name: 'Loan amount' });
    await page.getByRole('heading', { name: /Truth in Lending disclosure/ }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    const before = await boxValue(page, 'FINANCE CHARGE');
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await slider.getAttribute('aria-valuetext')).toBe('$1,500.00');
    await page.getByRole('combobox', { name: 'Pay over' }).selectOption('12');
    expect(await boxValue(page, 'Amount Financed')).toBe('$1,500.00');
    expect(await boxValue(page, 'FINANCE CHARGE')).not.toBe(before);
    expect(await boxValue(page, 'ANNUAL PERCENTAGE RATE')).toBe('225%');
    const shown = await boxValue(page, 'Total of Payments');
    await page.getByRole('button', { name: 'Continue' }).click();
    // Saved, it goes on to the checks: the mobile number by the carrier's check (its stand-in page), then the ID scan
    // (its stand-in page), each coming back to the flow.
    await page.waitForURL((url) => url.pathname === '/application/otp');
    await expectPageViews(page, ['/application/products', '/application/amount', '/application/otp']);
    await page.getByRole('button', { name: 'Verify with my mobile carrier instead' }).click();
    await page.getByRole('button', { name: 'Confirm my number' }).click();
    await page.getByText('Your mobile number (•••) •••-0137 is verified.').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/application/identity');
    await page.getByRole('button', { name: 'Scan my ID' }).click();
    await page.getByRole('button', { name: 'Scan front and back' }).click();
    await page.getByText('Your ID is verified.').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/application/agreements');
    await agreeToDocuments(page);
    // Then its submission, with the server's figures (the same).
    await page
      .getByRole('term')
      .filter({ hasText: /^Amount$/ })
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/application/submit');
    expect(await boxValue(page, 'Total of Payments')).toBe(shown);
    expect(await accessibilityViolations(page)).toEqual([]);
    // Step 4's pages each pushed a virtual page view with the application's id (the data layer starts again after
    // the ID scan's page, as a tag manager's does on every page load).
    await expectPageViews(page, ['/application/agreements', '/application/submit']);
    const saved = shown;

    // Back on the amount page (a reload of it), the saved loan is there to change until the application is submitted.
    await page.goto(brandUrl('cng', '/application/amount'));
    await page.getByRole('heading', { name: 'How much would you like to borrow?' }).waitFor();
    await page.getByText('Your loan is saved.', { exact: false }).waitFor();
    expect(await page.getByRole('slider', { name: 'Loan amount' }).getAttribute('aria-valuetext')).toBe('$1,500.00');
    expect(await page.getByRole('combobox', { name: 'Pay over' }).inputValue()).toBe('12');
    expect(await boxValue(page, 'Total of Payments')).toBe(saved);
    await page.getByText(/See all \d+ payments/).click();
    await page.getByRole('region', { name: 'Every payment' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('offers the Xact loan in California up to $2,400.00, without the returning customers’ 24-month term (ccb)', async () => {
    const { page } = session;
    await signedInAtStepFour(page, 'ccb', persona('ccb-step-four'));
    await page.getByText('Borrow $500.00 to $2,400.00', { exact: false }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Continue' }).click();
    const slider = page.getByRole('slider', { name: 'Loan amount' });
    await slider.waitFor();
    expect(await slider.getAttribute('max')).toBe('2400');
    await slider.focus();
    await page.keyboard.press('End');
    expect(await slider.getAttribute('aria-valuetext')).toBe('$2,400.00');
    expect(await page.getByRole('combobox', { name: 'Pay over' }).locator('option').allTextContents()).toEqual([
      '6 months',
      '9 months',
      '12 months',
      '15 months',
      '18 months',
      '21 months',
    ]);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
