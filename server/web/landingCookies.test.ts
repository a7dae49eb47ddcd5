// The campaign cookie of a visit's first answer: written for a visitor sent by a search engine, as the app writes it.
import type { FastifyRequest } from 'fastify';
import { brands } from '../../brands/index';
import { landingCookies } from './landingCookies';

const asked = (referer: string | undefined, protocol: 'http' | 'https' = 'http') =>
  ({ headers: referer === undefined ? {} : { referer }, protocol }) as unknown as FastifyRequest;

describe("a page's cookies for a visit", () => {
  it("keeps the brand's campaign for a search engine's visitor for 21 days, host-only on a localhost name", () => {
    expect(landingCookies(asked('https://www.google.com/'), brands.cng)).toEqual([
      'cng_brand_campaign=CNG-SEO-GOOGLE; Max-Age=1814400; Path=/; SameSite=Lax',
    ]);
    expect(landingCookies(asked('https://www.bing.com/search?q=loans'), brands.ccb)[0]).toMatch(
      /^ccb_brand_campaign=CCB-SEO-BING; /,
    );
  });

  it("names the brand's domain, and is Secure, on a real host over https", () => {
    const brand = { ...brands.aca, cookieDomain: '.acorn.example' };
    expect(landingCookies(asked('https://search.yahoo.com/', 'https'), brand)).toEqual([
      'aca_brand_campaign=ACA-SEO-YAHOO; Max-Age=1814400; Path=/; SameSite=Lax; Domain=.acorn.example; Secure',
    ]);
  });

  it.each([
    undefined,
    '',
    'https://cng.localhost:8080/login',
    'https://google.evil.example/',
    'https://notgoogle.com/',
  ])('writes nothing for the referrer %p', (referer) => {
    expect(landingCookies(asked(referer), brands.cng)).toEqual([]);
  });
});
