// Passkeys in Chromium with its virtual authenticator (DevTools' WebAuthn domain; decision 0070): a borrower adds one on
// /account/personal, signs out, and signs in with it alone, with no password and no code; the passkey does not sign in
// on another brand's host; an assertion sent again is refused; once removed it signs in no more. A borrower of another
// brand does the same there, and an agent adds one on the agents' landing and signs in with it on /admin/login, on two
// brands. Each screen is checked with axe at 1280 and 390 px.
import type { BrowserContext, Page } from 'playwright-core';
import { apiUrl, axeBothWidths, brandUrl, browserSession, logIn, persona, signedIn } from './browser';

const session = browserSession();
const NONE =
  'No passkey was used. If this device has a passkey for this account, try again; or log in with your password.';
const READY = 'Your passkey is ready. Next time, choose "Sign in with a passkey" when you log in.';

/** A platform authenticator with user verification, that answers at once (as a phone whose lock was just passed). */
async function virtualAuthenticator(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

const passkeysSection = (page: Page) => page.getByRole('region', { name: 'Passkeys' });

/** Adds a passkey in the section on this page and waits for it in the list. */
async function addPasskey(page: Page): Promise<void> {
  const section = passkeysSection(page);
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  await section.getByText(READY).waitFor();
  await section.getByRole('listitem').first().waitFor();
}

/** Removes the first passkey of the section, after its confirmation. */
async function removeFirstPasskey(page: Page): Promise<void> {
  const section = passkeysSection(page);
  await section
    .getByRole('button', { name: /^Remove .*, added / })
    .first()
    .click();
  await section.getByRole('group').getByRole('button', { name: 'Remove' }).click();
  await section.getByText(/^We removed the passkey /).waitFor();
  await section.getByText('You have no passkeys yet.').waitFor();
}

async function passkeySignIn(page: Page, brand: string, email: string, path = '/login'): Promise<void> {
  await page.goto(brandUrl(brand, path));
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
}

async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Log Out' }).click();
  await page.waitForURL((url) => url.pathname === '/login' || url.pathname === '/admin/login');
}

describe('passkeys', () => {
  it('a borrower adds one, signs in with it alone, not on another brand, not twice with one assertion, and not once removed', async () => {
    const { page, context } = session;
    await virtualAuthenticator(context, page);
    const maria = persona('cng-returning');
    await logIn(page, 'cng', maria);
    await signedIn(page);
    await page.goto(brandUrl('cng', '/account/personal'));
    await passkeysSection(page).getByText('You have no passkeys yet.').waitFor();
    await addPasskey(page);
    expect(await passkeysSection(page).getByRole('listitem').allTextContents()).toEqual([
      expect.stringMatching(/^Chrome.* on Linux.*Added \w+ \d+, \d{4} · Not used yetRemove$/) as string,
    ]);
    await axeBothWidths(page);
    await logOut(page);

    // The passkey alone: no password, no code; the assertion the page sent is kept to be sent again.
    let assertion: { body: string; headers: Record<string, string> } | null = null;
    page.on('request', (request) => {
      if (request.headers()['x-amz-target']?.endsWith('RespondToAuthChallenge'))
        assertion = { body: request.postData() ?? '', headers: request.headers() };
    });
    await passkeySignIn(page, 'cng', maria.email);
    await page.waitForURL((url) => url.pathname.startsWith('/account'));
    await signedIn(page);
    await page.goto(brandUrl('cng', '/account/personal'));
    await expect(passkeysSection(page).getByRole('listitem').first().textContent()).resolves.toMatch(
      /Last used \w+ \d+, \d{4}/,
    );

    // The same assertion again is refused: its challenge was used up.
    const { body, headers } = assertion!;
    const replay = await page.request.post(apiUrl('/cognito'), {
      headers: {
        'content-type': headers['content-type']!,
        'x-amz-target': headers['x-amz-target']!,
        origin: brandUrl('cng', '').replace(/\/$/, ''),
      },
      data: body,
    });
    expect(replay.status()).toBe(400);
    expect(await replay.json()).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Invalid session for the user, session is expired.',
    });
    await logOut(page);

    // On another brand's host the browser has no passkey for that site.
    await passkeySignIn(page, 'csh', maria.email);
    await expect(page.getByRole('alert').textContent()).resolves.toBe(NONE);
    expect(new URL(page.url()).pathname).toBe('/login');

    // Removed, it no longer signs in (the device still keeps it).
    await logIn(page, 'cng', maria);
    await signedIn(page);
    await page.goto(brandUrl('cng', '/account/personal'));
    await removeFirstPasskey(page);
    await logOut(page);
    await passkeySignIn(page, 'cng', maria.email);
    await expect(page.getByRole('alert').textContent()).resolves.toBe(NONE);
    await axeBothWidths(page);
  });

  it("a borrower of another brand signs in with a passkey on that brand's site", async () => {
    const { page, context } = session;
    await virtualAuthenticator(context, page);
    const james = persona('aca-returning');
    await logIn(page, 'aca', james);
    await signedIn(page);
    await page.goto(brandUrl('aca', '/account/personal'));
    await addPasskey(page);
    await axeBothWidths(page);
    await logOut(page);
    await axeBothWidths(page);
    await passkeySignIn(page, 'aca', james.email);
    await signedIn(page);
    await page.getByRole('button', { name: 'Log Out' }).waitFor();
    await page.goto(brandUrl('aca', '/account/personal'));
    await removeFirstPasskey(page);
  });

  it.each(['csh', 'cng'])(
    'an agent adds one on the landing and signs in with it on %s’s /admin/login',
    async (brand) => {
      const { page, context } = session;
      await virtualAuthenticator(context, page);
      const agent = persona('agent-2');
      await logIn(page, brand, agent, '/admin/login');
      await page.getByRole('heading', { name: 'Agent tools' }).waitFor();
      await passkeysSection(page).getByRole('heading', { level: 2, name: 'Passkeys' }).waitFor();
      await addPasskey(page);
      await axeBothWidths(page);
      await logOut(page);
      await passkeySignIn(page, brand, agent.email, '/admin/login');
      await page.getByRole('heading', { name: 'Agent tools' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/admin/landing');
      await removeFirstPasskey(page);
    },
  );
});
