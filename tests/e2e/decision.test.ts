// Submission and the decision in Chromium, for the outcome personas whose applications wait at /application/submit
// (tests/fixtures/personas.json): the credit report authorization, the decision arriving live over the application
// socket, and each outcome: approved, the loan documents read in the PDF viewer and agreed, signed and thanked (cng); approved with documents to upload first (a wrong file
// refused, then the three taken); approved with the bank account verified by a trial deposit first (a wrong amount,
// then the right one); an offer from an earlier day worked out again at the signature and signed afresh; declined to each adverse-action page by spec 4.6's
// rule (another option, a state with stores, a state without, the bank brand's notice); the e-sign on hold; a failed
// submission and its second try; and the socket dropped by the server mid-decision, the page still reaching the
// decision. Axe on every screen.
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { accessibilityViolations, apiUrl, brandUrl, browserSession, logIn, persona, signedIn } from './browser';
import { latestMail } from '../support/serverClient';
import { agreeToLoan } from './applicationSteps';
import { JPEG, onePagePdf } from '../support/documentFiles';
import { UPLOAD_TEXT } from '../../src/lib/rules/documentUploads';

const session = browserSession();
const DECISION = { timeout: 20_000 };

/** Signs the persona in, resumes its application at /application/submit, and submits it (authorizing the credit report). */
async function submitted(page: Page, brand: string, personaId: string) {
  await logIn(page, brand, persona(personaId), '/login');
  await signedIn(page);
  await page.goto(brandUrl(brand, '/application'));
  await page.waitForURL((url) => url.pathname === '/application/submit');
  await page
    .getByRole('term')
    .filter({ hasText: /^Amount$/ })
    .waitFor();
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Submit application' }).click();
  const dialog = page.getByRole('dialog', { name: 'Credit report authorization' });
  await dialog.waitFor();
  expect(await accessibilityViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { name: 'Processing, please wait...' }).waitFor();
  expect(await accessibilityViolations(page)).toEqual([]);
}

const boxValue = (page: Page, name: string) =>
  page.locator('dt', { hasText: name }).locator('xpath=following-sibling::dd[1]').textContent();

const notice = (page: Page) => page.getByRole('region', { name: 'Notice of action taken' });

/**
 * Issue 48: the notice gives its principal reason and, from the consumer report, the score; the same notice was
 * mailed at once (with its PDF).
 */
async function reasonsGiven(page: Page, id: string, reason: string, score: number) {
  await notice(page).getByRole('heading', { name: 'The principal reasons for our decision' }).waitFor();
  await notice(page).getByText(reason, { exact: false }).first().waitFor();
  await notice(page)
    .getByText(`Your credit score: ${score}. Scores range from a low of 300 to a high of 850.`)
    .waitFor();
  await notice(page)
    .getByText(/free copy of your report .* within 60 days/)
    .waitFor();
  const mail = await latestMail(persona(id).email, /^Notice of action taken/);
  expect(mail.text).toContain(reason);
  expect(mail.text).toContain(`Your credit score: ${score}.`);
}

describe('submission and the decision, live', () => {
  it('approves live, signs the loan and reaches thank-you (cng)', async () => {
    const { page } = session;
    await submitted(page, 'cng', 'outcome-approved');
    await page.waitForURL((url) => url.pathname === '/application/approved/agreements', DECISION);
    await page.getByRole('button', { name: 'Read Loan Agreement' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await agreeToLoan(page, { automatic: true });
    await page.getByRole('heading', { name: 'Truth in Lending disclosure' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('checkbox', { name: /I agree to sign my loan agreement electronically/ }).check();
    await page.getByRole('button', { name: 'Sign my loan agreement' }).click();
    await page.waitForURL((url) => url.pathname === '/application/thank-you', DECISION);
    await page.getByText('Your loan is signed and your money is on its way.').waitFor();
    await page.getByText(/^Your customer number is CNG\d{8}\.$/).waitFor();
    // Spec 4.8: the remember-my-device modal opens on load (the application verified the mobile number).
    const remember = page.getByRole('dialog', { name: 'Remember this device?' });
    await remember.waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await remember.getByRole('button', { name: 'Remember This Device' }).click();
    await remember.waitFor({ state: 'hidden' });

    // The funded loan is on the account, within its right to cancel, with the documents just signed.
    await page.goto(brandUrl('cng', '/account'));
    await page.waitForURL((url) => url.pathname === '/account/loan-in-rescission');
    await page
      .getByText(
        /^You may cancel loan ILP-\d{7} at no cost by calling us at 800-555-0101 by .+ 5:00 PM E[SD]T, and returning the amount financed \(\$1,000\.00\)\.$/,
      )
      .waitFor();
    await page.getByText('Loan documents').click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Loan Agreement' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^ILP-\d{7} Loan Agreement\.pdf$/);
    expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-');
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('asks the documents of an applicant who showed the ID another way, refuses a wrong file, and then signs (cng)', async () => {
    const { page } = session;
    await submitted(page, 'cng', 'outcome-pending-documents');
    await page.waitForURL((url) => url.pathname === '/application/upload-docs', DECISION);
    await page.getByText('For each one, choose a photo (JPEG, PNG or HEIC) or a PDF, up to 10 MB.').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    const front = page.getByLabel('Front of your driver’s license or state ID');
    // A text file named like a photo: refused by its content.
    await front.setInputFiles({ name: 'front.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a photo at all') });
    await page
      .getByText('This file is not a PDF, JPEG, PNG or HEIC file. Choose a photo or a PDF of the document.')
      .waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    // An executable behind a PDF's first bytes: refused, as it cannot be opened as a PDF.
    await front.setInputFiles({
      name: 'front.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from([0x7f, 0x45, 0x4c, 0x46]), Buffer.alloc(64, 0x90)]),
    });
    await page.getByText(UPLOAD_TEXT.unreadable).waitFor();
    await front.setInputFiles({ name: 'front.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(JPEG) });
    await page
      .getByLabel('Back of your driver’s license or state ID')
      .setInputFiles({ name: 'back.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(JPEG) });
    await page
      .getByLabel(/^Proof of address/)
      .setInputFiles({ name: 'bill.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await onePagePdf()) });
    await page.waitForURL((url) => url.pathname === '/application/approved/agreements', DECISION);
    await agreeToLoan(page);
    await page.getByRole('checkbox', { name: /I agree to sign my loan agreement electronically/ }).check();
    await page.getByRole('button', { name: 'Sign my loan agreement' }).click();
    await page.waitForURL((url) => url.pathname === '/application/thank-you', DECISION);
  });

  it('verifies the bank account with the trial deposit’s amount, after a wrong one, and then signs (cng)', async () => {
    const { page } = session;
    const submittedAt = Date.now();
    await submitted(page, 'cng', 'outcome-bank-verification');
    await page.waitForURL((url) => url.pathname === '/application/bank-verification', DECISION);
    // The page waits on the loan socket until the deposit posts.
    await page.getByLabel('Deposit amount').waitFor(DECISION);
    expect(await accessibilityViolations(page)).toEqual([]);
    const statement = await latestMail(
      persona('outcome-bank-verification').email,
      /\[Bank statement\]/,
      submittedAt - 1000,
    );
    const [, reference, cents] = /Deposit\s+(VRF[A-Z0-9]{6})\s+\$0\.(\d{2})/.exec(statement.text)!;
    await page.getByText(`On your bank statement it has the reference ${reference!}.`).waitFor();
    const wrong = cents === '99' ? '0.98' : `0.${String(Number(cents) + 1).padStart(2, '0')}`;
    await page.getByLabel('Deposit amount').fill(wrong);
    await page.getByRole('button', { name: 'Verify my account' }).click();
    await page
      .getByText('That is not the amount we deposited. Check your account and try again (2 tries left).')
      .waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByLabel('Deposit amount').fill(`$0.${cents!}`);
    await page.getByRole('button', { name: 'Verify my account' }).click();
    await page.waitForURL((url) => url.pathname === '/application/approved/agreements', DECISION);
    await agreeToLoan(page);
    await page.getByRole('checkbox', { name: /I agree to sign my loan agreement electronically/ }).check();
    await page.getByRole('button', { name: 'Sign my loan agreement' }).click();
    await page.waitForURL((url) => url.pathname === '/application/thank-you', DECISION);
  });

  it('signs the figures worked out again when the offer was from an earlier day (ESIGN_RECALCULATED) (cng)', async () => {
    const { page } = session;
    await submitted(page, 'cng', 'outcome-recalculated');
    await page.waitForURL((url) => url.pathname === '/application/approved/agreements', DECISION);
    await agreeToLoan(page);
    const consent = page.getByRole('checkbox', { name: /I agree to sign my loan agreement electronically/ });
    const before = await boxValue(page, 'FINANCE CHARGE');
    await consent.check();
    await page.getByRole('button', { name: 'Sign my loan agreement' }).click();
    // New figures make new loan documents: read and agreed again, then signed.
    await page.waitForURL((url) => url.pathname === '/application/approved/agreements', DECISION);
    await page
      .getByText(
        'Your loan was offered on an earlier day, so we worked out its payments again for today. Your loan documents show the new figures: read and agree to them again.',
      )
      .waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await agreeToLoan(page);
    expect(await boxValue(page, 'FINANCE CHARGE')).not.toBe(before);
    expect(await consent.isChecked()).toBe(false);
    await consent.check();
    await page.getByRole('button', { name: 'Sign my loan agreement' }).click();
    await page.waitForURL((url) => url.pathname === '/application/thank-you', DECISION);
  });

  it('reaches the decision when the server drops the socket mid-decision: a store application declined in Ohio → the retail page', async () => {
    const { page } = session;
    await submitted(page, 'cng', 'outcome-retail');
    await page.getByRole('status').filter({ hasText: '…' }).waitFor();
    const dropped = (await (await fetch(apiUrl('/api/test/drop-application-sockets'), { method: 'POST' })).json()) as {
      dropped: number;
    };
    expect(dropped.dropped).toBeGreaterThan(0);
    await page.waitForURL((url) => url.pathname === '/application/adverse-action/retail', DECISION);
    await page.getByRole('link', { name: 'find a store near you' }).waitFor();
    await notice(page)
      .getByText(
        'Coin & Go Lending is unable to approve your application at this time. You will receive a written statement of the specific reasons within 7 days.',
      )
      .waitFor();
    await reasonsGiven(page, 'outcome-retail', 'Delinquent past or present credit obligations with others', 520);
    expect(await accessibilityViolations(page)).toEqual([]);
    // The entry opened afresh routes itself to the same page.
    await page.goto(brandUrl('cng', '/application/adverse-action'));
    await page.waitForURL((url) => url.pathname === '/application/adverse-action/retail', DECISION);
    await page.getByRole('link', { name: 'find a store near you' }).waitFor();
  });

  it('routes a store application’s decline with another option to keep-in-mind, and records the other option when chosen', async () => {
    const { page } = session;
    await submitted(page, 'cng', 'outcome-another-option');
    await page.waitForURL((url) => url.pathname === '/application/adverse-action/keep-in-mind', DECISION);
    await page.getByText(/Keep in mind: another option may be available to you/).waitFor();
    await notice(page)
      .getByText(/Equal Credit Opportunity Act/)
      .waitFor();
    await reasonsGiven(page, 'outcome-another-option', 'Unable to verify credit references', 550);
    expect(await accessibilityViolations(page)).toEqual([]);
    // Chosen: recorded, and what follows said.
    await page.getByRole('button', { name: 'See my other option' }).click();
    await page.waitForURL((url) => url.pathname === '/application/another-option-selected');
    await page.getByText(/We have sent your application to our partner/).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('keeps an online application’s decline on the adverse-action entry (spec 4.6 routes store applications only), also on a reload', async () => {
    const { page } = session;
    await submitted(page, 'cng', 'outcome-online-declined');
    await page.waitForURL((url) => url.pathname === '/application/adverse-action', DECISION);
    await notice(page)
      .getByText(/Creditor: Coin & Go Lending/)
      .waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.reload();
    await notice(page)
      .getByText(
        'Coin & Go Lending is unable to approve your application at this time. You will receive a written statement of the specific reasons within 7 days.',
      )
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/application/adverse-action');
    // Read again on the reload: the reasons, the score; and the notice as a PDF.
    await reasonsGiven(
      page,
      'outcome-online-declined',
      'Delinquent past or present credit obligations with others',
      520,
    );
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download this notice (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('notice-of-action-taken.pdf');
    expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('gives the bank brand’s notice on the adverse-action entry (no routing; reasons within 30 days)', async () => {
    const { page } = session;
    await submitted(page, 'ccb', 'ccb-outcome-denied');
    await page.waitForURL((url) => url.pathname === '/application/adverse-action', DECISION);
    await notice(page)
      .getByText(/within 30 days/)
      .waitFor();
    await reasonsGiven(page, 'ccb-outcome-denied', 'Delinquent past or present credit obligations with others', 520);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('holds the e-sign: why and until when', async () => {
    const { page } = session;
    await submitted(page, 'cng', 'outcome-esign-hold');
    await page.waitForURL((url) => url.pathname === '/application/hold-esign', DECISION);
    await page.getByText('We need to confirm your bank account before you can sign your loan agreement.').waitFor();
    await page.getByText(/You can sign your loan agreement from/).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('says a submission failed, and the second goes through to the loan documents', async () => {
    const { page } = session;
    await submitted(page, 'cng', 'outcome-submit-error');
    await page
      .getByText('We could not submit your application. Nothing you entered is lost: please submit it again.')
      .waitFor(DECISION);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Submit again' }).click();
    await page.waitForURL((url) => url.pathname === '/application/approved/agreements', DECISION);
  });
});
