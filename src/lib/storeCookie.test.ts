import { rememberedStore, rememberStore } from './storeCookie';

describe('the remembered store', () => {
  beforeEach(() => {
    document.cookie = 'store_number=; max-age=0; path=/';
  });

  it('is kept 30 days, and store 2997 is never remembered', () => {
    rememberStore(2997);
    expect(rememberedStore()).toBeNull();
    const written = jest.spyOn(document, 'cookie', 'set');
    rememberStore(1012);
    expect(written).toHaveBeenCalledWith(expect.stringMatching(/^store_number=1012; max-age=2592000; path=\//));
    written.mockRestore();
    rememberStore(1012);
    expect(rememberedStore()).toBe(1012);
  });

  it('reads nothing from a cookie that is not a store number', () => {
    for (const value of ['abc', '-4', '1.5', '2997', '']) {
      document.cookie = `store_number=${value}; path=/`;
      expect(rememberedStore()).toBeNull();
    }
  });
});
