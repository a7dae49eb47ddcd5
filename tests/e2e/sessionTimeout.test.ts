// The session-timeout modal in Chromium, with Playwright's clock: after 840 idle seconds the prompt counts
// down from 60; Yes keeps the session, No ends it and lands on login with the timeout message.
import personas from '../fixtures/personas.json';
import { accessibilityViolations, brandUrl, browserSession, logIn } from './browser';

const session = browserSession();
const maria = personas.find((p) => p.id === 'cng-returning')!;
const TIMEOUT_MESSAGE =
  'Uh oh! This page has timed out due to inactivity (we do this to protect your information). The good news is your information was saved. To pick up where you left off, please log in.';

async function signInIdle() {
  const { page } = session;
  await page.clock.install();
  await logIn(page, 'cng', maria);
  await page.getByRole('heading', { name: 'Welcome back, Maria Lopez' }).waitFor();
  await page.mouse.move(5, 5);
}

describe('session-timeout modal', () => {
  it('prompts after 840 idle seconds, counting down from 60; Yes keeps the customer signed in', async () => {
    const { page } = session;
    await signInIdle();
    await page.clock.runFor(835_000);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.clock.runFor(6_000);
    const dialog = page.getByRole('dialog', { name: 'Are you still there?' });
    await dialog.waitFor();
    await dialog
      .getByText(/Your session will expire in (60|59) seconds\. Would you like to continue\?/)
      .first()
      .waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Yes');
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.clock.runFor(10_000);
    await dialog
      .getByText(/Your session will expire in (50|49) seconds/)
      .first()
      .waitFor();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.clock.runFor(60_000);
    expect(page.url()).toBe(brandUrl('cng', '/account/apply-now'));
    await page.getByRole('heading', { name: 'Welcome back, Maria Lopez' }).waitFor();
  });

  it('No ends the session and lands on login with the timeout message; the account needs a new login', async () => {
    const { page } = session;
    await signInIdle();
    await page.clock.runFor(841_000);
    const dialog = page.getByRole('dialog', { name: 'Are you still there?' });
    await dialog.getByRole('button', { name: 'No' }).click();
    await page.waitForURL(brandUrl('cng', '/login'));
    await page.getByText(TIMEOUT_MESSAGE).waitFor();
    await page.goto(brandUrl('cng', '/account'));
    await page.waitForURL(brandUrl('cng', '/login'));
  });
});
