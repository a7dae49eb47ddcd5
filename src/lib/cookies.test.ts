// The cookie rules of the account-access spec: the brand and campaign cookies live 1814400 s (21 days) under
// the brand record's cookie name and domain, and a cookie written without a lifetime gets -99999999: deleted.
import { brands } from '../../brands/index';
import { BRAND_COOKIE_MAX_AGE, captureCampaign, rememberBrand } from './campaign';
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
    for (const name of document.cookie.split('; ').map((part) => part.split('=')[0])) if (name) document.cookie = `${name}=; max-age=0; path=/`;
  });

  it('keeps the brand cookie (the brand record’s name, the brand key) for 21 days', () => {
    expect(BRAND_COOKIE_MAX_AGE).toBe(1814400);
    rememberBrand('aca', brands.aca.cookieName, brands.aca.cookieDomain);
    expect(written).toEqual([`${brands.aca.cookieName}=aca; max-age=1814400; path=/; samesite=lax`]);
    expect(readCookie(brands.aca.cookieName)).toBe('aca');
  });

  it('keeps a campaign from the query string for 21 days and reads it back later', () => {
    expect(captureCampaign('?cid=spring-24', 'cid', 'cng_brand', 'cng.localhost')).toBe('spring-24');
    expect(written).toEqual(['cng_brand_campaign=spring-24; max-age=1814400; path=/; samesite=lax']);
    expect(captureCampaign('', 'cid', 'cng_brand', 'cng.localhost')).toBe('spring-24');
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
