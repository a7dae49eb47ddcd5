// The privacy-notice consent page in Chromium (issue 31, the privacyNoticeConsent flag): on, a new applicant reads
// the brand's notice and agrees before step 1 asks for anything (refused without the box, remembered after a
// reload); off, step 1 comes straight after the login and the page hands over to it. cng and aca, axe at 1280 and 390.
import { axeBothWidths, brandUrl, browserSession, setFlags } from './browser';
import { makeLogin, unique } from './applicationSteps';

const session = browserSession();
const STEP_1 = { name: 'Tell us about yourself' };

describe('the privacy notice at collection', () => {
  it.each([
    ['cng', 'Coin & Go Lending'],
    ['aca', 'Acorn Cash Advance'],
  ])('on (%s): read and agreed to before step 1, once', async (brand, lender) => {
    const { page } = session;
    await setFlags(brand, { privacyNoticeConsent: true });
    await makeLogin(page, brand, { firstName: 'Nora', lastName: 'Quinn', email: unique('nora.quinn@example.com') });
    await page.waitForURL((url) => url.pathname === '/application/privacy-notice', { timeout: 20_000 });
    await page.getByRole('heading', { name: 'Your privacy', level: 1 }).waitFor();
    await page.getByRole('heading', { name: `How ${lender} uses your personal information` }).waitFor();
    // The footer has it too: the page's own, in its main content.
    await page.getByRole('main').getByRole('heading', { name: 'Notice to California residents' }).waitFor();
    await page.getByRole('link', { name: 'Read our full privacy policy (opens in a new tab)' }).waitFor();
    await axeBothWidths(page);

    await page.getByRole('button', { name: 'Agree and continue' }).click();
    await page.getByRole('alert').filter({ hasText: 'Tick the box to say you have read the notice.' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/application/privacy-notice');
    await axeBothWidths(page);

    await page.getByRole('checkbox', { name: 'I have read this privacy notice.' }).check();
    await page.getByRole('button', { name: 'Agree and continue' }).click();
    await page.getByRole('heading', STEP_1).waitFor();
    expect(new URL(page.url()).pathname).toBe('/application/personal');
    await page.reload();
    await page.getByRole('heading', STEP_1).waitFor();
    await page.getByLabel('Date of birth').waitFor();
    await page.goto(brandUrl(brand, '/application/privacy-notice'));
    await page.getByText(/^You agreed to this notice on [A-Z][a-z]+ \d{1,2}, \d{4}\.$/).waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', STEP_1).waitFor();
  });

  it('off: step 1 follows the login, and the notice page hands over to it', async () => {
    const { page } = session;
    await makeLogin(page, 'cng', { firstName: 'Omar', lastName: 'Reyes', email: unique('omar.reyes@example.com') });
    await page.waitForURL((url) => url.pathname === '/application/personal', { timeout: 20_000 });
    await page.getByRole('heading', STEP_1).waitFor();
    await page.goto(brandUrl('cng', '/application/privacy-notice'));
    await page.waitForURL((url) => url.pathname === '/application/personal');
    await page.getByRole('heading', STEP_1).waitFor();
  });
});
