// The loan application, steps 1 to 3, in Chromium against the reference back end: a new visitor on cng makes a
// login, fills in step 1 (the incomplete-form message first), picks a loan (step 2) and saves step 3's income;
// a reload and a direct visit to a later step land on the saved step; 'N of M' at 390 px; a ZIP in a state the
// brand does not serve; a store customer's email leads to enrollment; axe on every screen.
import { expectPageViews, fillPersonal, inDays, makeLogin, pageViews, unique } from './applicationSteps';
import type { Request } from 'playwright-core';
import { accessibilityViolations, brandUrl, browserSession, logIn, persona, signedIn } from './browser';

const session = browserSession();
describe('the loan application, steps 1 to 3', () => {
  it('takes a new visitor on cng through steps 1 to 3, and resumes at the saved step after a reload', async () => {
    const { page } = session;
    const visitor = persona('apply-visitor');
    const email = unique(visitor.email);
    await page.goto(brandUrl('cng', '/application/account'));
    await page.getByRole('heading', { name: 'Create your login' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await makeLogin(page, 'cng', {
      firstName: visitor.profile.firstName,
      lastName: visitor.profile.lastName,
      email,
      password: visitor.password!,
    });

    await page.getByRole('heading', { name: 'Tell us about yourself' }).waitFor();
    expect(
      await page
        .getByRole('navigation', { name: 'Application progress' })
        .locator('[aria-current="step"]')
        .textContent(),
    ).toContain('Personal Information');
    // The names the login was made with are filled in.
    expect(await page.getByLabel('First name').inputValue()).toBe(visitor.profile.firstName);
    // Continue with things missing: the spec's message, focused, and each field marked.
    await page.getByRole('button', { name: 'Continue' }).click();
    const banner = page.getByText(
      'Some important information is missing or incorrect. Please fill in all required fields.',
    );
    await banner.waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain(
      'Some important information is missing or incorrect.',
    );
    expect(await page.locator('[aria-invalid="true"]').count()).toBeGreaterThan(5);
    expect(await accessibilityViolations(page)).toEqual([]);

    await fillPersonal(page, {
      ssn: visitor.profile.ssn!,
      dateOfBirth: '05/17/1991',
      street: visitor.profile.addressLine1!,
      city: 'Columbus',
      state: 'OH',
      zip: visitor.profile.zipCode!,
      phone: visitor.profile.phone!,
    });
    // Each step's save is one call, asked nothing before it (the server checks the ZIP code and the state's products)
    // and nothing after it (the answer names the page that follows, stored as the place to resume, and carries the
    // products the next page shows: decision 0078).
    const operations: string[] = [];
    const sent = (request: Request) => {
      if (new URL(request.url()).pathname !== '/graphql') return;
      const { query = '' } = JSON.parse(request.postData() ?? '{}') as { query?: string };
      const operation = /^\s*(?:query|mutation)\s+(\w+)/.exec(query)?.[1];
      if (operation) operations.push(operation);
    };
    page.on('request', sent);
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.getByRole('heading', { name: 'Choose your loan' }).waitFor();
    // Ohio on cng: the online installment loan, the select loan in stores, the installment loan with a payday option.
    await page.getByRole('radio').nth(2).waitFor();
    expect(operations).toEqual(['CreateApplication']);
    expect(new URL(page.url()).pathname).toBe('/application/product-preference');
    expect(await page.getByRole('radio').count()).toBe(3);
    await page.getByText('Select loan (in store)').waitFor();
    // The installment loan with a payday option shows both its parts.
    const dual = page.getByRole('radio', { name: /^Installment loan with a payday option/ });
    await dual.waitFor();
    const dualCard = page.locator('label').filter({ has: dual });
    await dualCard.getByText('Online installment loan:').waitFor();
    await dualCard.getByText('Payday loan (in store):').waitFor();
    await page.getByRole('button', { name: 'Compare loans' }).click();
    await page.getByRole('dialog', { name: 'Compare loans' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('radio', { name: /^Online installment loan/ }).check();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.getByRole('heading', { name: 'Your income' }).waitFor();
    await page.getByLabel('Main source of income').selectOption('E');
    await page.getByLabel('Employer').fill('Buckeye Logistics');
    await page.getByLabel('Work phone').pressSequentially('6145550100');
    await page.getByLabel('Start date').pressSequentially('03012021');
    await page.getByLabel('How often are you paid?').selectOption('BI');
    await page.getByLabel('Payday', { exact: true }).selectOption('FRIDAY');
    await page.getByLabel('Next pay date').pressSequentially(inDays(5).replace(/\//g, ''));
    await page.getByLabel('How are you paid?').selectOption('DIRECT_DEPOSIT');
    await page.getByLabel('Gross pay per pay period').fill('1850.00');
    await page.getByLabel('Take-home pay per pay period').fill('1950.00');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.getByText('Your take-home pay cannot be more than your gross pay').waitFor();
    await page.getByLabel('Take-home pay per pay period').fill('1420.50');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    // The rest of step 3: the bank account.
    await page.getByRole('heading', { name: 'Add your bank account' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/application/bank');
    page.off('request', sent);
    expect(operations.filter((operation) => operation.startsWith('Save') || operation.startsWith('Create'))).toEqual([
      'CreateApplication',
      'SavePreferredProduct',
      'SaveIncomeInformation',
    ]);
    expect(operations).not.toContain('StatesForZipcode');
    // Every step pushed a virtual page view with the application's id, and nothing personal reached the data layer.
    await expectPageViews(page, ['/application/product-preference', '/application/income', '/application/bank']);
    // The login and the first step come before there is an application to name.
    expect((await pageViews(page)).map((view) => view.page)).toEqual(
      expect.arrayContaining(['/application/account', '/application/personal']),
    );
    const pushed = await page.evaluate(() =>
      JSON.stringify((window as unknown as { dataLayer?: unknown[] }).dataLayer),
    );
    for (const secret of [email, visitor.profile.ssn!, visitor.profile.phone!, visitor.profile.lastName])
      expect(pushed).not.toContain(secret);

    // A reload lands on the saved step; the earlier steps keep what was saved.
    await page.reload();
    await page.getByRole('heading', { name: 'Add your bank account' }).waitFor();
    await page.goto(brandUrl('cng', '/application/income'));
    await page.getByText('Your income is saved.').waitFor();
    expect(await page.getByLabel('Employer').inputValue()).toBe('Buckeye Logistics');
    expect(await page.getByLabel('Take-home pay per pay period').inputValue()).toMatch(/^1,?420\.50?$/);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.goto(brandUrl('cng', '/application/personal'));
    await page.getByRole('heading', { name: 'Tell us about yourself' }).waitFor();
    // /application resumes at the saved step.
    await page.goto(brandUrl('cng', '/application'));
    await page.getByRole('heading', { name: 'Add your bank account' }).waitFor();
  });

  it('shows N of M at 390 px, and never lets a URL skip ahead of the saved step', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 390, height: 844 });
    const email = unique('skipper@example.com');
    await makeLogin(page, 'cng', { firstName: 'Sam', lastName: 'Skip', email, password: 'Apply#2026' });
    await page.getByRole('heading', { name: 'Tell us about yourself' }).waitFor();
    await page.getByText('1 of 5').waitFor();
    expect(await page.getByText('1 of 5').isVisible()).toBe(true);
    await page.goto(brandUrl('cng', '/application/income'));
    await page.getByRole('heading', { name: 'Tell us about yourself' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/application/personal');
  });

  it('resumes a returning customer’s saved application after logging in (20 days old), and says when one expired (22 days)', async () => {
    const { page } = session;
    const iris = persona('resume-20');
    await logIn(page, 'cng', iris, '/login');
    await signedIn(page);
    await page.goto(brandUrl('cng', '/application'));
    await page.getByRole('heading', { name: 'Your income' }).waitFor();
    expect(await page.getByText('3 of 5').count()).toBe(1);

    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    const jack = persona('expired-22');
    await logIn(page, 'cng', jack, '/login');
    await signedIn(page);
    await page.goto(brandUrl('cng', '/application'));
    await page.getByRole('heading', { name: 'Tell us about yourself' }).waitFor();
    await page
      .getByText(
        'Either your account information entered is incorrect or you no longer have saved data. We only keep incomplete applications for 21 days.',
      )
      .waitFor();
  });

  it('sends a ZIP code in a state the brand does not serve to /application/not-in-state', async () => {
    const { page } = session;
    const far = persona('not-in-state');
    await makeLogin(page, 'cng', {
      firstName: far.profile.firstName,
      lastName: far.profile.lastName,
      email: unique(far.email),
      password: far.password!,
    });
    await page.getByRole('heading', { name: 'Tell us about yourself' }).waitFor();
    await fillPersonal(page, {
      ssn: '900000150',
      dateOfBirth: '01/09/1985',
      street: far.profile.addressLine1!,
      city: 'New York',
      state: 'NY',
      zip: far.profile.zipCode!,
      phone: far.profile.phone!,
    });
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: "We don't lend in New York yet" }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/application/not-in-state');
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('sends a store customer without a login to /application/force-enrollment, and an email with a login gets the welcome-back offer (aca)', async () => {
    const { page } = session;
    // A store customer no other test enrolls (an enrolled one has a login, and gets the welcome-back offer instead).
    const store = persona('force-enroll');
    await makeLogin(page, 'cng', {
      firstName: store.profile.firstName,
      lastName: store.profile.lastName,
      email: store.email,
      password: 'Apply#2026',
    });
    await page.getByRole('heading', { name: "You're already our customer" }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/application/force-enrollment');
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Enroll Now' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/enrollment'));

    const james = persona('aca-returning');
    await makeLogin(page, 'aca', {
      firstName: james.profile.firstName,
      lastName: james.profile.lastName,
      email: james.email,
      password: 'Apply#2026',
    });
    const offer = page.getByRole('dialog', { name: 'Welcome back!' });
    await offer.waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await offer.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'welcome_modal')?.value).toBe('1');
    await page.getByLabel('Email').fill(james.email);
    await page.getByLabel('Password').fill(james.password!);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL((url) => url.pathname === '/application/welcome');
    await page.getByRole('heading', { name: 'Welcome back, James!' }).waitFor();
    expect(await page.getByText('1 of 4').count()).toBe(1);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
