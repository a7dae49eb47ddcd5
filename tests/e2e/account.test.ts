// The account in Chromium: each account persona signs in and lands on the page the rule table chooses for them, with
// the loan's figures as the server works them out; axe on every page, at desktop and phone widths.
import { latestMail } from '../support/serverClient';
import {
  accessibilityViolations,
  browserSession,
  codeIn,
  enterCode,
  logIn,
  persona,
  setFlags,
  typeCardInFrame,
} from './browser';

const session = browserSession();

describe('the account lands each customer on their page', () => {
  it.each([
    ['account-open-loan', '/account/open-loan', 'Your loan'],
    ['account-past-due', '/account/open-loan-past-due', 'Your loan is past due'],
    ['account-paid-off', '/account/no-open-loan', 'You have no open loan'],
    ['account-rescission', '/account/loan-in-rescission', 'Your new loan'],
    ['account-pending', '/pending', 'We’re reviewing your application'],
    ['account-new', '/account/apply-now', 'Apply now'],
    ['account-loanpro', '/account/payment-loanpro', 'Your loan and payments'],
    ['account-loanpro-default', '/account/payment-loanpro-default', 'Your loan is in default'],
    ['account-store-approved', '/account/conditionally-approved-loan', 'Finish your loan at the store'],
    ['account-on-hold', '/account/origination-on-hold', 'Your loan is on hold'],
    ['account-refinance-review', '/account/pending-refinance', 'Your loan change is in progress'],
    ['account-refinance-funding', '/account/refinance-pending-origination', 'We’re making your new loan'],
    ['account-epp', '/account/pending-epp', 'Your payment plan request is being reviewed'],
  ])('%s lands on %s', async (id, path, title) => {
    const { page } = session;
    const who = persona(id);
    await logIn(page, who.brand, who, '/login');
    await page.waitForURL((url) => url.pathname === path);
    await page
      .getByRole('heading', { level: 1, name: `Welcome back, ${who.profile.firstName} ${who.profile.lastName}` })
      .waitFor();
    await page.getByRole('heading', { level: 2, name: title }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('with unifiedHomepages on, the home stays at /account and a page’s own address leads there (decision 0054)', async () => {
    const { page } = session;
    const who = persona('account-past-due');
    await setFlags(who.brand, { unifiedHomepages: true });
    await logIn(page, who.brand, who, '/login');
    await page.getByRole('heading', { level: 2, name: 'Your loan is past due' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/account');
    await page.goto(new URL('/account/open-loan-past-due', page.url()).href);
    await page.waitForURL((url) => url.pathname === '/account');
    await page.getByRole('heading', { level: 2, name: 'Your loan is past due' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('fetches the account’s chunks beside the session’s check, not after it (decision 0078)', async () => {
    const { page } = session;
    const who = persona('account-new');
    await logIn(page, who.brand, who, '/login');
    await page.waitForURL((url) => url.pathname === '/account/apply-now');
    await page.waitForLoadState('networkidle');
    // The session's check reads the customer (Me): its answer's time, and when the account's chunk was asked for.
    await page.addInitScript(() => {
      const original = window.fetch;
      window.fetch = function (...args: Parameters<typeof fetch>) {
        const answer = original.apply(this, args);
        const body = args[1]?.body;
        if (typeof body === 'string' && /query Me\b/.test(body))
          void answer.then(() => ((window as { meAnswered?: number }).meAnswered = performance.now()));
        return answer;
      };
    });
    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Apply now' }).waitFor();
    const { meAnswered, chunkAsked } = await page.evaluate(() => ({
      meAnswered: (window as { meAnswered?: number }).meAnswered ?? Number.NaN,
      chunkAsked:
        performance.getEntriesByType('resource').find((entry) => /\/js\/account\.[0-9a-f]+\.js$/.test(entry.name))
          ?.startTime ?? Number.NaN,
    }));
    expect(chunkAsked).toBeLessThan(meAnswered);
  });

  it('shows the past-due loan’s figures and schedule as the server works them out', async () => {
    const { page } = session;
    await logIn(page, 'cng', persona('account-past-due'), '/login');
    await page.waitForURL((url) => url.pathname === '/account/open-loan-past-due');
    const loan = page.getByRole('region', { name: 'Installment loan ILP-4100172' });
    const figure = (name: string) =>
      loan.locator('dt', { hasText: name }).locator('xpath=following-sibling::dd[1]').textContent();
    const pastDue = await figure('Past due');
    expect(pastDue).toMatch(/^\$\d+\.\d{2}$/);
    await page
      .getByRole('alert')
      .getByText(new RegExp(`^\\${pastDue!} of loan ILP-4100172 is past due\\.`))
      .waitFor();
    expect(await figure('Amount borrowed')).toBe('$800.00');
    // Four payments were due: three are paid, the last is not.
    const schedule = loan.getByRole('region', { name: 'Payment schedule of loan ILP-4100172' });
    await loan.getByText(/^Payment schedule/).click();
    expect(await schedule.getByRole('cell', { name: 'Paid', exact: true }).count()).toBe(3);
  });
});

describe('paying a loan', () => {
  it('pays what is past due from the bank account once (a double click), sees the receipt and the loan brought up to date; a declined card takes nothing', async () => {
    const { page } = session;
    await logIn(page, 'cng', persona('account-payer'), '/login');
    await page.waitForURL((url) => url.pathname === '/account/open-loan-past-due');
    await page.getByRole('link', { name: 'Make a payment' }).click();
    await page.waitForURL((url) => url.pathname === '/account/payment');
    const pastDue = page.getByRole('radio', { name: /^Past due: \$/ });
    const label = (await pastDue.locator('xpath=..').textContent())!;
    const amount = /\$[\d,]+\.\d{2}/.exec(label)![0];
    await pastDue.check();
    await page.getByRole('radio', { name: 'My bank account: Buckeye Community Bank ending 3456' }).check();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Make payment' }).dblclick();
    await page
      .getByText(
        `Thank you. Your payment of ${amount} from the bank account ending 3456 is posted to loan ILP-4100176.`,
      )
      .waitFor({ timeout: 15_000 });
    await page.getByText(/^PMT-[A-Z0-9]{10}$/).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Back to your account' }).click();
    await page.waitForURL((url) => url.pathname === '/account/open-loan');

    await page.getByRole('link', { name: 'Make a payment' }).click();
    await page.getByRole('radio', { name: 'Another amount' }).check();
    await page.getByLabel('Amount to pay').fill('20');
    await page.getByRole('radio', { name: 'A debit card' }).check();
    await typeCardInFrame(page, { name: 'Tara Quinn', number: '4000 0000 0000 0002' });
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Make payment' }).click();
    await page
      .getByText('Your card was declined. No money was taken. Please use another card or pay from your bank account.')
      .waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Try again' }).waitFor();
  });
});

// Issue 30: a loan could be paid off two and three times over. Two tabs show the payoff; the first pays it, and the
// second is told the loan is paid off and takes nothing.
describe('a loan paid off in two tabs', () => {
  it('takes the payoff once: the second tab reads that the loan is paid off', async () => {
    const { page, context } = session;
    const second = await context.browser()!.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const other = await second.newPage();
      for (const tab of [page, other]) {
        await logIn(tab, 'cng', persona('account-payoff-race'), '/login');
        await tab.waitForURL((url) => url.pathname === '/account/open-loan');
        await tab.getByRole('link', { name: 'Make a payment' }).click();
        await tab.getByRole('radio', { name: /^Pay off the loan today: \$/ }).check();
        await tab.getByRole('radio', { name: 'My bank account: Buckeye Community Bank ending 3456' }).check();
      }
      await page.getByRole('button', { name: 'Make payment' }).click();
      await page
        .getByText(
          /^Thank you\. Your payment of \$[\d,]+\.\d{2} from the bank account ending 3456 is posted to loan ILP-4100301\.$/,
        )
        .waitFor({ timeout: 15_000 });
      await other.getByRole('button', { name: 'Make payment' }).click();
      await other
        .getByText('This loan is paid off. Nothing more is due, so no payment was taken.')
        .waitFor({ timeout: 15_000 });
      expect(await accessibilityViolations(other)).toEqual([]);
    } finally {
      await second.close();
    }
  });
});

describe('the free credit score', () => {
  it('is reached from the account, enrolls with the consent, and shows the score (axe on both)', async () => {
    const { page } = session;
    await logIn(page, 'cng', persona('account-open-loan'), '/login');
    await page.waitForURL((url) => url.pathname === '/account/open-loan');
    await page
      .getByRole('navigation', { name: 'Your account' })
      .getByRole('link', { name: 'Free credit score' })
      .click();
    await page.getByRole('heading', { name: 'Your free credit score' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('checkbox', { name: /^I authorize Coin & Go Lending and TransUnion/ }).check();
    await page.getByRole('button', { name: 'Get my free score' }).click();
    await page.getByRole('table', { name: 'Your score over the last six months' }).waitFor();
    expect(await page.getByText(/^Your VantageScore 3\.0 is \d{3}$/).count()).toBe(1);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});

describe('the contact details', () => {
  it('changes the phone (a code by text), the address (a code to the email on file), then the email (a code to it), and logs in with the new email', async () => {
    const { page } = session;
    const jon = persona('account-personal-walk');
    const newEmail = `jon.fox.${Date.now()}@example.net`;
    await logIn(page, 'cng', jon, '/login');
    await page.waitForURL((url) => url.pathname === '/account/open-loan');
    await page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: 'Contact details' }).click();
    await page.getByRole('heading', { name: 'Your contact details' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);

    let sent = Date.now();
    await page.getByRole('button', { name: 'Change your mobile phone number' }).click();
    await page.getByLabel('New mobile phone number').pressSequentially('6145550298');
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByRole('heading', { name: 'Confirm your new mobile phone number' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await enterCode(
      page,
      codeIn((await latestMail('6145550298@sms.portal.test', /Your verification code/, sent - 1000)).text),
    );
    await page.getByText('Your mobile phone number has been changed.', { exact: false }).waitFor();
    await page.getByText('(614) 555-0298').waitFor();

    sent = Date.now();
    await page.getByRole('button', { name: 'Change your home address' }).click();
    await page.getByLabel('Street address').fill('9 Elm St');
    await page.getByLabel('ZIP code').pressSequentially('10001');
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText('9 Elm St, New York, NY 10001').waitFor();
    await enterCode(page, codeIn((await latestMail(jon.email, /Your verification code/, sent - 1000)).text));
    await page.getByText('New York, NY 10001', { exact: false }).first().waitFor();
    await page.getByText('Your home address has been changed.', { exact: false }).waitFor();

    sent = Date.now();
    await page.getByRole('button', { name: 'Change your email address' }).click();
    await page.getByLabel('New email address').fill(newEmail);
    await page.getByRole('button', { name: 'Send code' }).click();
    await enterCode(page, codeIn((await latestMail(newEmail, /Your verification code/, sent - 1000)).text));
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByText('Your email address has been changed. Log in with your new email address.').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);

    await logIn(page, 'cng', { email: newEmail, password: jon.password }, '/login');
    await page.waitForURL((url) => url.pathname === '/account/open-loan');
    await page.getByRole('heading', { level: 1, name: 'Welcome back, Jon Fox' }).waitFor();
  });
});
