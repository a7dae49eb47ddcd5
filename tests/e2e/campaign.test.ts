// Where a visitor came from, in Chromium (issue 31): sent by a search engine, the brand's campaign id for it; sent by
// the marketing site's link, its campaign and its utm_ tags (the 30-day CMS cookie). Both reach the application made
// afterwards (createApplication's campaignId and cmsData); nothing else of the address does. cng and aca.
import type { Page } from 'playwright-core';
import { brandUrl, browserSession } from './browser';
import { fillPersonal, makeLogin, unique } from './applicationSteps';

const session = browserSession();

/** Makes the login and saves step 1; answers what createApplication was sent. */
const COLUMBUS = { street: '77 Broad St', city: 'Columbus', state: 'OH', zip: '43215', phone: '6145550188' };
const LOUISVILLE = { street: '12 Main St', city: 'Louisville', state: 'KY', zip: '40202', phone: '5025550188' };

async function applicationSent(
  page: Page,
  brand: string,
  address = COLUMBUS,
): Promise<{ application: { campaignId: string | null }; cmsData: Record<string, string> }> {
  const sent = page.waitForRequest(
    (request) =>
      request.url().endsWith('/graphql') && (request.postData() ?? '').includes('mutation CreateApplication'),
  );
  await makeLogin(page, brand, { firstName: 'Cam', lastName: 'Pine', email: unique('cam.pine@example.com') });
  await page.waitForURL((url) => url.pathname === '/application/personal', { timeout: 20_000 });
  await fillPersonal(page, { ssn: '900031088', dateOfBirth: '05/17/1991', ...address });
  await page.getByRole('button', { name: 'Continue' }).click();
  return (
    (await sent).postDataJSON() as {
      variables: { application: { campaignId: string | null }; cmsData: Record<string, string> };
    }
  ).variables;
}

describe('the campaign and the CMS cookie', () => {
  it('counts a visitor sent by Google under cng’s campaign for Google, kept 21 days, and sends it with the application', async () => {
    const { page, context } = session;
    await page.goto(brandUrl('cng', '/find-a-store'), { referer: 'https://www.google.com/' });
    // Kept by the page's own answer: the app on this page starts only at the first input (decision 0078).
    const campaign = (await context.cookies()).find((cookie) => cookie.name === 'cng_brand_campaign');
    expect(campaign?.value).toBe('CNG-SEO-GOOGLE');
    expect(Math.round(campaign!.expires - Date.now() / 1000)).toBeGreaterThan(1814400 - 120);
    const sent = await applicationSent(page, 'cng');
    expect(sent.application.campaignId).toBe('CNG-SEO-GOOGLE');
    expect(sent.cmsData).toEqual({ brand: 'cng' });
  });

  it('keeps the marketing link’s campaign and tags (30 days), and sends them with the application, nothing else of the address', async () => {
    const { page, context } = session;
    await page.goto(
      brandUrl('aca', '/find-a-store?cid=spring-26&utm_source=newsletter&utm_medium=email&email=cam%40example.com'),
      { referer: 'https://www.bing.com/' },
    );
    // The app keeps them as it starts: on a page the server rendered, once it has painted (decision 0078).
    await page.waitForFunction(() => document.cookie.includes('aca_brand_cms='));
    const cms = (await context.cookies()).find((cookie) => cookie.name === 'aca_brand_cms');
    expect(Math.round(cms!.expires - Date.now() / 1000)).toBeGreaterThan(2592000 - 120);
    // aca lends in Kentucky, not in Ohio.
    const sent = await applicationSent(page, 'aca', LOUISVILLE);
    expect(sent.application.campaignId).toBe('spring-26');
    expect(sent.cmsData).toEqual({
      utm_source: 'newsletter',
      utm_medium: 'email',
      landingPage: '/find-a-store',
      brand: 'aca',
    });
  });
});
