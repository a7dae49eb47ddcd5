// The funding and repayment check in Chromium (issue 31): a card whose details do not match reaches the page that
// says so and what to do; choosing a deposit instead, the loan is signed. An account that cannot receive the money:
// another one is typed, the documents are agreed again, and the loan is signed. Axe at 1280 and 390.
import { axeBothWidths, brandUrl, browserSession, logIn, persona, typeCardInFrame } from './browser';
import { agreeToLoan, readDocument } from './applicationSteps';

const session = browserSession();
const DECISION = { timeout: 20_000 };

async function toDocuments(id: string) {
  const { page } = session;
  await logIn(page, 'cng', persona(id), '/login');
  await page.waitForURL((url) => url.pathname !== '/login', DECISION);
  await page.goto(brandUrl('cng', '/application/approved/agreements'));
  await page.getByRole('button', { name: 'Read Loan Agreement' }).waitFor(DECISION);
}

/** Agree to the Loan Agreement and send it: the check answers on the funding-issue page under `heading`. */
async function agreeToFundingIssue(heading: string) {
  const { page } = session;
  await readDocument(page, 'Loan Agreement');
  await page.getByRole('checkbox', { name: 'I have read and agree to the Loan Agreement' }).check();
  await page.getByRole('button', { name: 'Agree and continue' }).click();
  await page.waitForURL((url) => url.pathname === '/application/approved/funding-issue', DECISION);
  await page.getByRole('heading', { name: heading }).waitFor();
}

describe('the funding and repayment check', () => {
  it('a card that does not match: what happened and what to do; a deposit instead, then the signature', async () => {
    const { page } = session;
    await toDocuments('funding-card-mismatch');
    await page.getByRole('radio', { name: /^I will make each payment myself/ }).check();
    await page.getByRole('radio', { name: /^To my Visa debit card/ }).check();
    await typeCardInFrame(page, { name: 'Fay Card', number: '4000 0000 0000 0127' });
    await axeBothWidths(page);
    await agreeToFundingIssue('We couldn’t verify your card');
    await page
      .getByText('The details of the card ending 0127 don’t match what the card’s bank has. Nothing was charged.')
      .waitFor();
    await axeBothWidths(page);
    await page.reload();
    await page.getByRole('heading', { name: 'We couldn’t verify your card' }).waitFor(DECISION);
    await page.getByRole('link', { name: 'Choose another way' }).click();
    await page.waitForURL((url) => url.pathname === '/application/approved/agreements');
    await agreeToLoan(page);
  });

  it('an account that cannot receive the money: another account typed, the documents agreed again, then the signature', async () => {
    const { page } = session;
    await toDocuments('funding-closed-account');
    await page.getByRole('radio', { name: /^I will make each payment myself/ }).check();
    await page.getByRole('radio', { name: /^By direct deposit to my checking account ending 0002/ }).check();
    await agreeToFundingIssue('We can’t deposit your money to your bank account');
    await page
      .getByText('Your bank told us the account ending 0002 can’t receive deposits. It may be closed.')
      .waitFor();
    await page.getByRole('link', { name: 'Add another bank account' }).click();
    await page.waitForURL((url) => url.pathname === '/application/approved/new-bank');
    await page.getByLabel('Routing number').fill('041000124');
    await page.getByLabel('Account number').fill('5550001234');
    await page.getByLabel('Bank name').fill('Lakeview Savings');
    await page.getByLabel('Date the account was opened').fill('01/15/2020');
    await axeBothWidths(page);
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.waitForURL((url) => url.pathname === '/application/approved/agreements', DECISION);
    await page.getByRole('radio', { name: /^By direct deposit to my checking account ending 1234/ }).waitFor();
    await agreeToLoan(page);
  });
});
