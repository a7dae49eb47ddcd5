// Cards through the card processor's frame in Chromium (issue 48, part 1): on cng and on the bank brand's LoanPro
// page a card is typed in a frame of the processor's own origin, a wrong card is shown wrong inside the frame and
// nothing is sent, a good one pays with only its token leaving the page (every GraphQL request is read); axe runs
// inside the frame too. When the frame cannot load, the card service's message offers the bank account instead.
import type { Request } from 'playwright-core';
import { accessibilityViolations, browserSession, logIn, persona, typeCardInFrame } from './browser';

const session = browserSession();
const CARD_NUMBER = /4111\s?1111\s?1111\s?1111|"cvv"|"number"/;

describe('paying by card through the processor’s frame', () => {
  it.each([
    ['account-open-loan', '/account/open-loan'],
    ['account-loanpro', '/account/payment-loanpro'],
  ])('%s pays $5.00 by card: the card stays in the frame, only its token is sent', async (id, landing) => {
    const { page } = session;
    const who = persona(id);
    const sent: string[] = [];
    const watch = (request: Request) => {
      if (request.url().includes('/graphql')) sent.push(request.postData() ?? '');
    };
    page.on('request', watch);
    try {
      await logIn(page, who.brand, who, '/login');
      await page.waitForURL((url) => url.pathname === landing);
      if (landing !== '/account/payment-loanpro') {
        await page.getByRole('link', { name: 'Make a payment' }).click();
        await page.waitForURL((url) => url.pathname === '/account/payment');
      }
      await page.getByRole('radio', { name: 'Another amount' }).check();
      await page.getByLabel('Amount to pay').fill('5');
      await page.getByRole('radio', { name: 'A debit card' }).check();
      // The frame is the processor's: another origin than the portal's page.
      await page.frameLocator('iframe[title="Card details"]').getByLabel('Card number').waitFor();
      expect(
        new URL(
          page
            .frames()
            .find((each) => each.url().includes('/frame?'))!
            .url(),
        ).host,
      ).toMatch(/^cards\.localhost:\d+$/);
      await typeCardInFrame(page, { name: who.profile.firstName, number: '4111 1111 1111 1112' });
      await page.getByRole('button', { name: 'Make payment' }).click();
      const inFrame = page.frameLocator('iframe[title="Card details"]');
      await inFrame.getByText('This card number is not valid. Check the 16 digits on the front of your card').waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);
      await inFrame.getByLabel('Card number').fill('4111 1111 1111 1111');
      await page.getByRole('button', { name: 'Make payment' }).click();
      await page
        .getByText(/^Thank you\. Your payment of \$5\.00 with the Visa card ending 1111/)
        .waitFor({ timeout: 15_000 });
      expect(await accessibilityViolations(page)).toEqual([]);
      const payments = sent.filter((body) => body.includes('MakePayment'));
      expect(payments).toHaveLength(1);
      expect(payments[0]).toMatch(/"cardToken":"tok_[A-Za-z0-9_-]+"/);
      for (const body of sent) expect(body).not.toMatch(CARD_NUMBER);
    } finally {
      page.off('request', watch);
    }
  });

  it('a frame that cannot load: the card service’s message, and the bank account instead', async () => {
    const { page } = session;
    await page.route(/\/frame\?origin=/, (route) => route.abort());
    try {
      await logIn(page, 'cng', persona('account-past-due'), '/login');
      await page.waitForURL((url) => url.pathname === '/account/open-loan-past-due');
      await page.getByRole('link', { name: 'Make a payment' }).click();
      await page.getByRole('radio', { name: /^Past due: \$/ }).check();
      await page.getByRole('radio', { name: 'A debit card' }).check();
      await page.getByText('Our card service isn’t answering').waitFor({ timeout: 15_000 });
      expect(await accessibilityViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Pay from my bank account instead' }).click();
      expect(await page.getByRole('radio', { name: /^My bank account: / }).isChecked()).toBe(true);
    } finally {
      await page.unroute(/\/frame\?origin=/);
    }
  });
});
