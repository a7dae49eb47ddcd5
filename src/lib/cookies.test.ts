// The cookie rules of the account-access spec: the brand and campaign cookies live 1814400 s (21 days) under
// the brand record's cookie name and domain, and a cookie written without a lifetime gets -99999999: deleted.
import { brands } from '../../brands/index';
import { BRAND_COOKIE_MAX_AGE, captureCampaign, rememberBrand } from './campaign';
import { searchEngineOf } from './rules/searchEngines';
import { captureCmsData, CMS_COOKIE_MAX_AGE, storedCmsData } from './cmsCookie';
import { DELETE_MAX_AGE, readCookie, writeCookie } from './cookies';

describe('Cookies', () => {
  let written: string[];
  beforeEach(() => {
    written = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
      descriptor.set!.call(document, value);
    });
  });
  afterEach(() => {
    jest.restoreAllMocks();
    for (const name of document.cookie.split('; ').map((part) => part.split('=')[0]))
      if (name) document.cookie = `${name}=; max-age=0; path=/`;
  });

  it('keeps the brand cookie (the brand record’s name, the brand key) for 21 days', () => {
    expect(BRAND_COOKIE_MAX_AGE).toBe(1814400);
    rememberBrand('aca', brands.aca.cookieName, brands.aca.cookieDomain);
    expect(written).toEqual([`${brands.aca.cookieName}=aca; max-age=1814400; path=/; samesite=lax`]);
    expect(readCookie(brands.aca.cookieName)).toBe('aca');
  });

  it('keeps a campaign from the query string for 21 days and reads it back later', () => {
    expect(captureCampaign({ search: '?cid=spring-24', referrer: '' }, brands.cng)).toBe('spring-24');
    expect(written).toEqual(['cng_brand_campaign=spring-24; max-age=1814400; path=/; samesite=lax']);
    expect(captureCampaign({ search: '', referrer: '' }, brands.cng)).toBe('spring-24');
  });

  it('counts a visitor sent by a search engine under the brand’s campaign for it, unless the address names one', () => {
    expect(captureCampaign({ search: '', referrer: 'https://www.google.co.uk/' }, brands.aca)).toBe('ACA-SEO-GOOGLE');
    expect(written).toEqual([
      `${brands.aca.cookieName}_campaign=ACA-SEO-GOOGLE; max-age=1814400; path=/; samesite=lax`,
    ]);
    expect(captureCampaign({ search: '', referrer: 'https://www.bing.com/search?q=loans' }, brands.ccb)).toBe(
      'CCB-SEO-BING',
    );
    expect(captureCampaign({ search: '', referrer: 'https://search.yahoo.com/' }, brands.cng)).toBe('CNG-SEO-YAHOO');
    expect(captureCampaign({ search: '?cid=fall-25', referrer: 'https://www.google.com/' }, brands.cng)).toBe(
      'fall-25',
    );
    // Not a search engine: the kept campaign.
    expect(captureCampaign({ search: '', referrer: 'https://notgoogle.example/' }, brands.cng)).toBe('fall-25');
    for (const referrer of [
      '',
      'not a url',
      'https://google.evil.example/',
      'https://bing.com.evil.example/',
      'https://google.com@evil.example/',
      'https://notgoogle.com/',
    ])
      expect(searchEngineOf(referrer)).toBeNull();
    for (const [referrer, engine] of [
      ['https://www.Google.de/search', 'GOOGLE'],
      ['https://google.com.au', 'GOOGLE'],
      ['http://uk.search.yahoo.com:443/x', 'YAHOO'],
      ['https://www.bing.com?q=1', 'BING'],
    ])
      expect(searchEngineOf(referrer!)).toBe(engine);
  });

  it('keeps the marketing site’s tags and landing page 30 days (CMS cookie), and nothing else of the address', () => {
    expect(CMS_COOKIE_MAX_AGE).toBe(2592000);
    captureCmsData(
      {
        search: '?utm_source=newsletter&utm_campaign=spring&email=rosa%40example.com&utm_term=%00bad',
        pathname: '/application',
      },
      brands.cng,
    );
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(/^cng_brand_cms=.+; max-age=2592000; path=\/; samesite=lax$/);
    expect(storedCmsData('cng_brand')).toEqual({
      utm_source: 'newsletter',
      utm_campaign: 'spring',
      landingPage: '/application',
    });
    // A visit without tags keeps the earlier ones.
    captureCmsData({ search: '?cid=x', pathname: '/' }, brands.cng);
    expect(written).toHaveLength(1);
    // A cookie changed by hand gives only what passes the rules.
    document.cookie = `cng_brand_cms=${encodeURIComponent(JSON.stringify({ utm_source: 'a<b>', utm_medium: 'cpc', ssn: '123456789', landingPage: 'https://x' }))}; path=/`;
    expect(storedCmsData('cng_brand')).toEqual({ utm_medium: 'cpc' });
    document.cookie = 'cng_brand_cms=%7Bnot-json; path=/';
    expect(storedCmsData('cng_brand')).toEqual({});
  });

  it("names the brand's domain outside localhost", () => {
    rememberBrand('cng', 'cng_brand', '.cng.example');
    expect(written).toEqual(['cng_brand=cng; max-age=1814400; path=/; samesite=lax; domain=.cng.example']);
  });

  it('deletes by default: a cookie written without a lifetime gets max-age -99999999 and is gone', () => {
    writeCookie('cng_brand', 'cng', { maxAgeSeconds: 60 });
    expect(readCookie('cng_brand')).toBe('cng');
    writeCookie('cng_brand', '');
    expect(written[1]).toBe(`cng_brand=; max-age=${DELETE_MAX_AGE}; path=/; samesite=lax`);
    expect(DELETE_MAX_AGE).toBe(-99999999);
    expect(readCookie('cng_brand')).toBeUndefined();
  });
});
