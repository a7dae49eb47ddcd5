import { validateBrand } from './brandSchema';
import { BRAND_KEYS } from './brandKeys';
import { brandKeyFromHost, brands } from './index';

describe('brand records', () => {
  it.each(BRAND_KEYS)('%s is a complete, valid record with a fictional 555-01xx phone number', (key) => {
    const brand = validateBrand(brands[key], key);
    expect(brand.key).toBe(key);
    expect(brand.phoneNumber).toMatch(/^\d{3}-555-01\d\d$/);
    expect(brand.adverseActionText).toMatch(key === 'ccb' ? /within 30 days/ : /within 7 days/);
  });

  it('stops start-up with a message naming the bad field', () => {
    expect(() => validateBrand({ ...brands.cng, phoneNumber: 'call us', headerColor: undefined }, 'cng')).toThrow(
      /Brand record "cng" is invalid: .*phoneNumber.*headerColor|Brand record "cng" is invalid: .*headerColor.*phoneNumber/,
    );
  });

  it.each([
    ['cng.localhost:8080', 'cng'],
    ['aca.localhost', 'aca'],
    ['P360.LOCALHOST:8080', 'p360'],
    ['www.ccb.example', 'ccb'],
    ['unknown.test', 'cng'],
  ])('resolves %s to %s', (host, key) => {
    expect(brandKeyFromHost(host)).toBe(key);
  });
});
