// The sign-in path in Chromium on the brand hosts, against the production build and the reference back end.
import personas from '../fixtures/personas.json';
import { accessibilityViolations, brandUrl, browserSession, setFlags } from './browser';

const session = browserSession();

const persona = (id: string) => {
  const found = personas.find((p) => p.id === id);
  if (!found || !found.password) throw new Error(`no persona ${id}`);
  return {
    email: found.email,
    password: found.password,
    firstName: found.profile.firstName,
    lastName: found.profile.lastName,
  };
};

const BRANDS = [
  ['cng', 'Coin & Go Lending', '800-555-0101'],
  ['aca', 'Acorn Cash Advance', '800-555-0102'],
  ['ccb', 'Xact by Cedar Creek Bank', '800-555-0103'],
  ['csh', 'Cash Shop Stores', '800-555-0104'],
  ['p360', 'Path 360', '800-555-0105'],
] as const;

describe('login page on every brand host', () => {
  it.each(BRANDS)('%s shows its name, logo and phone, and passes axe', async (brand, name, phone) => {
    const { page } = session;
    await page.goto(brandUrl(brand, '/login'));
    const banner = page.getByRole('banner');
    await banner.getByRole('img', { name }).waitFor();
    expect(await banner.getByRole('link', { name: new RegExp(phone) }).getAttribute('href')).toBe(`tel:${phone}`);
    expect(await page.title()).toBe(name);
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--brand-primary').trim()),
    ).not.toBe('');
    await page.getByLabel('Email').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});

describe('sign-in', () => {
  it('shows the exact validation texts and keeps Log In disabled', async () => {
    const { page } = session;
    await page.goto(brandUrl('cng', '/login'));
    const email = page.getByLabel('Email');
    await email.click();
    await page.getByLabel('Password').click();
    await page.getByText('Email is required').waitFor();
    await email.fill('not-an-email');
    await page.getByText('Invalid email address').waitFor();
    await email.fill('a@b.c');
    await page.getByText('Invalid email value').waitFor();
    await email.click();
    await page.getByText('Password is required').waitFor();
    expect(await page.getByRole('button', { name: 'Log In' }).isDisabled()).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it.each([
    ['cng', 'cng-returning'],
    ['aca', 'aca-returning'],
    ['ccb', 'ccb-returning'],
    ['csh', 'csh-returning'],
    ['p360', 'p360-returning'],
  ])('signs a customer in on %s and shows their name from the database on /account', async (brand, id) => {
    const { page } = session;
    const who = persona(id);
    await page.goto(brandUrl(brand, '/account'));
    await page.waitForURL('**/login');
    await page.getByLabel('Email').fill(who.email);
    await page.getByLabel('Password').fill(who.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(/\/account\/apply-now$/);
    await page.getByRole('heading', { name: `Welcome back, ${who.firstName} ${who.lastName}` }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.reload();
    await page.getByRole('heading', { name: `Welcome back, ${who.firstName} ${who.lastName}` }).waitFor();

    await page.getByRole('button', { name: 'Log Out' }).click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => window.localStorage.length)).toBe(0);
    await page.goto(brandUrl(brand, '/account'));
    await page.waitForURL('**/login');
  });

  it("refuses an enrollment-only user with 'Incorrect username or password.' and keeps nobody signed in", async () => {
    const { page } = session;
    const who = persona('enrollment-only');
    await page.goto(brandUrl('cng', '/login'));
    await page.getByLabel('Email').fill(who.email);
    await page.getByLabel('Password').fill(who.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByRole('alert').getByText('Incorrect username or password.').waitFor();
    await page.goto(brandUrl('cng', '/account'));
    await page.waitForURL('**/login');
  });

  it("shows 'Incorrect username or password.' in a red alert for a wrong password", async () => {
    const { page } = session;
    await page.goto(brandUrl('cng', '/login?email=Maria.Lopez@Example.com'));
    expect(await page.getByLabel('Email').inputValue()).toBe('maria.lopez@example.com');
    await page.getByLabel('Password').fill('Wrong#2026');
    await page.getByRole('button', { name: 'Log In' }).click();
    const alert = page.getByRole('alert');
    await alert.getByText('Incorrect username or password.').waitFor();
    expect(await alert.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(253, 236, 234)');
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});

describe('pages outside the app', () => {
  it("sends an unknown path to the brand's 404 page", async () => {
    const { page } = session;
    await page.goto(brandUrl('ccb', '/no/such/page'));
    await page.waitForURL('**/404.html');
    await page.getByRole('heading', { name: "We can't find that page" }).waitFor();
    expect(await page.title()).toBe('Page not found | Xact by Cedar Creek Bank');
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('sends every route to the maintenance page in maintenance mode', async () => {
    const { page } = session;
    await setFlags('aca', { maintenenceMode: true });
    await page.goto(brandUrl('aca', '/login'));
    await page.waitForURL('**/maintenance.html');
    await page.getByRole('heading', { name: "We'll be right back" }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
