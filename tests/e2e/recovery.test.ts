// Getting back into an account in Chromium: forgot password through the mailed link (read from MailDev) to
// a changed password and a sign-in with it; the passwordless resume with a mailed code; forgot email.
import personas from '../fixtures/personas.json';
import { latestMail } from '../support/serverClient';
import { accessibilityViolations, brandUrl, browserSession, setFlags } from './browser';

const session = browserSession();

const profileOf = (id: string) => {
  const found = personas.find((p) => p.id === id);
  if (!found) throw new Error(`no persona ${id}`);
  return found;
};

describe('forgot password', () => {
  it('mails a change-password link; the link sets a new password; the old one stops working and the new one signs in', async () => {
    const { page } = session;
    const nina = profileOf('new-applicant');
    await page.goto(brandUrl('cng', '/login'));
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { name: 'Forgot password' }).waitFor();
    expect(await page.getByRole('button', { name: 'Send Password' }).isDisabled()).toBe(true);
    const asked = Date.now();
    await page.getByLabel('Email').fill(nina.email);
    await page.getByRole('button', { name: 'Send Password' }).click();
    await page.getByText('Please check your email and click on the provided link to reset your password.').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);

    const mail = await latestMail(nina.email, /Reset your password/, asked - 1000);
    const link = /http:\/\/cng\.localhost:\d+\/authentication\/change-password\/\d{6}\/\S+/.exec(mail.text)?.[0];
    expect(link).toBeDefined();
    await page.goto(link!);
    await page.getByLabel('New password', { exact: true }).fill('Fresh#2027');
    await page.getByLabel('Confirm new password').fill('Fresh#2028');
    await page.getByLabel('Confirm new password').press('Tab');
    await page.getByText('Passwords must match').waitFor();
    expect(await page.getByRole('button', { name: 'Change Password' }).isDisabled()).toBe(true);
    await page.getByLabel('Confirm new password').fill('Fresh#2027');
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText('Your password has been changed. Please log in with your new password.').waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe(nina.email);
    await latestMail(nina.email, /Your password was changed/, asked - 1000);

    // The link works once.
    await page.goto(link!);
    await page.getByLabel('New password', { exact: true }).fill('Other#2029');
    await page.getByLabel('Confirm new password').fill('Other#2029');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText('This link is no longer valid.').waitFor();

    await page.goto(brandUrl('cng', '/login'));
    await page.getByLabel('Email').fill(nina.email);
    await page.getByLabel('Password').fill(nina.password!);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByText('Incorrect username or password.').waitFor();
    await page.getByLabel('Password').fill('Fresh#2027');
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByRole('heading', { name: 'Welcome back, Nina Patel' }).waitFor();
  });

  it('sends a customer the check refuses to the fail page, and a passwordless customer to the code sign-in', async () => {
    const { page } = session;
    await page.goto(brandUrl('cng', '/authentication/forgot-password'));
    await page.getByLabel('Email').fill(profileOf('mfa-deny').email);
    await page.getByRole('button', { name: 'Send Password' }).click();
    await page.getByRole('heading', { name: "We can't reset your password online." }).waitFor();
    expect(page.url()).toBe(brandUrl('cng', '/authentication/forgot-password/fail'));
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.goto(brandUrl('cng', '/authentication/forgot-password'));
    await page.getByLabel('Email').fill(profileOf('passwordless').email);
    await page.getByRole('button', { name: 'Send Password' }).click();
    await page.getByRole('heading', { name: 'Log in with a code' }).waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe(profileOf('passwordless').email);
  });

  // Issue 47: the identity service said which addresses have no login. It answers them as it answers a known one
  // (decision 0050), so the page says what it says to everyone, and no mail goes out.
  it('answers an unknown email as a known one, and offers the partner site when the redirectToPartner flag is on', async () => {
    const { page } = session;
    await page.goto(brandUrl('aca', '/authentication/forgot-password'));
    await page.getByLabel('Email').fill('nobody@example.com');
    await page.getByRole('button', { name: 'Send Password' }).click();
    await page.getByText('Please check your email and click on the provided link to reset your password.').waitFor();
    expect(
      await page
        .getByText("We couldn't find an account matching the email address you entered. Please review and try again.")
        .count(),
    ).toBe(0);

    await setFlags('aca', { redirectToPartner: true });
    await page.goto(brandUrl('aca', '/authentication/forgot-password'));
    await page.getByRole('heading', { name: 'Continue on Coin & Go Lending' }).waitFor();
    await page.getByRole('link', { name: 'Continue to Coin & Go Lending' }).click();
    await page.waitForURL(brandUrl('cng', '/authentication/forgot-password'));
    await page.getByRole('heading', { name: 'Forgot password' }).waitFor();
  });
});

describe('a recovery page typed into before its script ran', () => {
  it('takes the email typed while the entry was still on its way, and sends the link', async () => {
    const { page } = session;
    // The entry is held back until the email is in its field: on a busy phone the deferred script runs after the
    // person has tapped into the field and pasted, and no other input may follow.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/js\/main\.[0-9a-f]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    try {
      await page.goto(brandUrl('cng', '/authentication/forgot-password'), { waitUntil: 'commit' });
      await page.getByLabel('Email').fill('someone.new@example.com');
      release();
      await page.getByRole('button', { name: 'Send Password' }).click();
      await page.getByText('Please check your email and click on the provided link to reset your password.').waitFor();
    } finally {
      release();
      await page.unroute(/\/js\/main\.[0-9a-f]+\.js$/);
    }
  });
});

describe('passwordless resume', () => {
  it('signs a passwordless customer in with a mailed code, after a wrong one, and asks before logging out', async () => {
    const { page } = session;
    const pat = profileOf('passwordless');
    await page.goto(brandUrl('cng', '/authentication/resume-passwordless'));
    await page.getByLabel('Email').fill(pat.email);
    const asked = Date.now();
    await page.getByRole('button', { name: 'Send Code' }).click();
    await page.getByText('It may take up to 2 minutes to arrive.').waitFor();
    const mail = await latestMail(pat.email, /one-time login code/, asked - 1000);
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
    expect(code).toBeDefined();
    await page.getByLabel('Code', { exact: true }).fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await page
      .getByText('Verification failed. Please make sure the code was entered correctly and try again.')
      .waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByLabel('Code', { exact: true }).fill(code!);
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await page.getByRole('heading', { name: 'Welcome back, Pat Morgan' }).waitFor();

    await page.getByRole('button', { name: 'Log Out' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log out?' });
    await dialog.waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Log Out' }).click();
    await page.waitForURL(brandUrl('cng', '/login'));
  });
});

describe('forgot email', () => {
  it('shows the masked address for matching details, and the fail page otherwise', async () => {
    const { page } = session;
    const maria = profileOf('cng-returning');
    await page.goto(brandUrl('cng', '/login'));
    await page.getByRole('link', { name: 'Forgot email?' }).click();
    await page.getByLabel('Last name').fill(maria.profile.lastName);
    await page.getByLabel('Date of birth').fill(maria.profile.dateOfBirth!);
    await page.getByLabel('Last 4 digits of your SSN').fill(maria.profile.ssnLast4!);
    await page.getByRole('button', { name: 'Find My Email' }).click();
    await page.getByText('m•••z@example.com').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.goto(brandUrl('cng', '/authentication/forgot-email'));
    await page.getByLabel('Last name').fill(maria.profile.lastName);
    await page.getByLabel('Date of birth').fill(maria.profile.dateOfBirth!);
    await page.getByLabel('Last 4 digits of your SSN').fill('0000');
    await page.getByRole('button', { name: 'Find My Email' }).click();
    await page
      .getByRole('heading', { name: "We couldn't find an account matching the information you entered." })
      .waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
