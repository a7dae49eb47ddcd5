// The documents before submission in Chromium, with the real PDF viewer (react-pdf and pdf.js, loaded when the first
// document opens): the E-SIGN consent first, the spec's message when a document is not agreed, a document paged,
// zoomed and downloaded (the file is the PDF the server made), a PDF that will not load, each document read and
// agreed, then /submit. Axe on the page and on the open viewer.
import { readFileSync } from 'node:fs';
import { accessibilityViolations, brandUrl, browserSession, logIn, persona, signedIn } from './browser';
import { agreeToDocuments } from './applicationSteps';

const session = browserSession();
const NOT_ALL =
  'You must indicate you agree to each of the terms below and have read and understood the terms of associated documents';

describe('the documents before submission', () => {
  it('asks the E-SIGN consent first, shows each PDF, and goes on to the submission once all are agreed (cng)', async () => {
    const { page } = session;
    await logIn(page, 'cng', persona('agreements'), '/login');
    await signedIn(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(brandUrl('cng', '/application'));
    await page.waitForURL((url) => url.pathname === '/application/agreements');
    await page.getByRole('button', { name: 'Read Consent to Electronic Records and Signatures' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    // Nothing of pdf.js is fetched before a document opens.
    expect(scripts.filter((url) => /pdf-vendor|pdf\.worker/.test(url))).toEqual([]);
    expect(await page.getByRole('button', { name: 'Read Privacy Notice' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Agree and continue' }).click();
    await page.getByRole('alert').filter({ hasText: NOT_ALL }).waitFor();

    // The consent in the viewer: its page, zoom, and a download of the very PDF.
    await page.getByRole('button', { name: 'Read Consent to Electronic Records and Signatures' }).click();
    const viewer = page.getByRole('dialog', { name: 'Consent to Electronic Records and Signatures' });
    await viewer.getByRole('toolbar').getByText('Page 1 of 1').waitFor({ timeout: 20_000 });
    await viewer
      .getByText('You have the right to have any of these records on paper.', { exact: false })
      .first()
      .waitFor();
    expect(scripts.some((url) => /pdf-vendor/.test(url))).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    await viewer.getByRole('button', { name: 'Zoom in' }).click();
    await viewer.getByText('125%').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      viewer.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Consent to Electronic Records and Signatures.pdf');
    expect(
      readFileSync(await download.path())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    await viewer.getByRole('button', { name: 'Close' }).click();

    await page
      .getByRole('checkbox', { name: 'I have read and agree to the Consent to Electronic Records and Signatures' })
      .check();
    await page.getByRole('button', { name: 'Read Privacy Notice' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('checkbox', { name: 'Text me about my application and my loan' }).check();

    // A PDF that will not load (the state's notice answered with bytes that are not a PDF): the spec's words, and it
    // cannot be agreed.
    const notice = /\/api\/applications\/[^/]+\/agreements\/STATE_NOTICE(\?.*)?$/;
    await page.route(notice, (route) =>
      route.fulfill({ status: 200, contentType: 'application/pdf', body: 'this is not a PDF' }),
    );
    await page.getByRole('button', { name: 'Read Ohio Consumer Notice' }).click();
    const broken = page.getByRole('dialog', { name: 'Ohio Consumer Notice' });
    await broken.getByText('An error occurred while loading the PDF').waitFor({ timeout: 20_000 });
    expect(await accessibilityViolations(page)).toEqual([]);
    await broken.getByRole('button', { name: 'Close' }).click();
    expect(
      await page.getByRole('checkbox', { name: 'I have read and agree to the Ohio Consumer Notice' }).isDisabled(),
    ).toBe(true);
    await page.unroute(notice);
    // The consent agreed on the way: agreeToDocuments reads it again and ticks the rest.
    await agreeToDocuments(page);
    await page.getByRole('button', { name: 'Submit application' }).waitFor();
  });
});
