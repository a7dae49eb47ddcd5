// A remote (screen-share) session in Chromium, two people at once: the customer starts one from the header and reads
// the code, an agent joins with it and views the customer read-only, the customer sees the agent arrive and stops;
// the agent then views no one. axe on the customer's popover and banner.
import { accessibilityViolations, brandUrl, browserSession, logIn, persona } from './browser';

const session = browserSession();

describe('screen share', () => {
  it('the customer starts it, the agent joins with the code and only views, the customer stops it', async () => {
    const { page: customer, context } = session;
    await logIn(customer, 'cng', persona('cng-returning'));
    await customer.waitForURL(/\/account/);
    await customer.getByRole('button', { name: 'Share screen' }).click();
    const popover = customer.getByRole('dialog', { name: 'Share your screen with an agent' });
    await popover.getByRole('button', { name: 'Start sharing' }).click();
    const code = (await popover.getByLabel(/^Your code is/).textContent())!.replace(/\D/g, '');
    expect(code).toMatch(/^\d{6}$/);
    const banner = customer.getByRole('region', { name: 'Screen sharing' });
    await banner.getByText(/waiting for the agent to join/).waitFor();
    expect(await accessibilityViolations(customer)).toEqual([]);
    await customer.screenshot({ path: 'test-results/screen-share-customer.png' });

    const agentContext = await context.browser()!.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      const agent = await agentContext.newPage();
      await logIn(agent, 'cng', persona('agent-2'), '/admin/login');
      await agent.getByRole('heading', { name: 'Agent tools' }).waitFor();
      await agent.getByLabel('Screen-share code').fill(code);
      await agent.getByRole('button', { name: 'Join the screen share' }).click();
      const viewing = agent.getByRole('region', { name: "Viewing a customer's screen share" });
      await viewing.getByText(/read-only, nothing can be entered/).waitFor();
      await agent.goto(brandUrl('cng', '/account'));
      await viewing.getByText('Maria Lopez').waitFor();
      await agent.getByRole('heading', { name: /Maria/ }).waitFor();
      expect(await accessibilityViolations(agent)).toEqual([]);

      // The customer's next poll shows the agent has joined.
      await banner
        .getByText('Screen sharing is on: an agent can see your screens, and cannot enter anything.')
        .waitFor({ timeout: 10000 });
      await banner.getByRole('button', { name: 'Stop sharing' }).click();
      await banner.waitFor({ state: 'detached' });

      // The agent views no one any more.
      await agent.goto(brandUrl('cng', '/admin/landing'));
      await agent.getByRole('heading', { name: 'Agent tools' }).waitFor();
      await agent.getByLabel('Screen-share code').waitFor();
      expect(await viewing.count()).toBe(0);
    } finally {
      await agentContext.close();
    }
  });
});
