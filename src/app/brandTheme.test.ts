import { brands } from '../../brands/index';
import { applyBrandTheme, BRAND_REVEAL_FALLBACK_MS } from './brandTheme';

describe('brand stylesheet', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    jest.useRealTimers();
  });

  it('is added for the brand, and the page is revealed when it has loaded', async () => {
    const shown = applyBrandTheme(brands.ccb);
    const link = document.head.querySelector('link[rel="stylesheet"]');
    expect(link).toHaveAttribute('href', '/brands/ccb/theme.css');
    expect(document.documentElement.dataset.brandReady).toBe('false');
    expect(document.title).toBe('Xact by Cedar Creek Bank');
    link!.dispatchEvent(new Event('load'));
    await shown;
    expect(document.documentElement.dataset.brandReady).toBe('true');
  });

  it('reveals the page after 600 ms even when the stylesheet never loads', () => {
    jest.useFakeTimers();
    void applyBrandTheme(brands.aca);
    jest.advanceTimersByTime(BRAND_REVEAL_FALLBACK_MS - 1);
    expect(document.documentElement.dataset.brandReady).toBe('false');
    jest.advanceTimersByTime(1);
    expect(document.documentElement.dataset.brandReady).toBe('true');
  });
});

describe('brand stylesheet already in the page', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('shows the page at once and adds no second stylesheet when the server linked the theme', async () => {
    document.head.innerHTML = '<link rel="stylesheet" href="/brands/aca/theme.css" data-brand-theme="aca">';
    await applyBrandTheme(brands.aca);
    expect(document.documentElement.dataset.brandReady).toBe('true');
    expect(document.head.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(1);
    expect(document.title).toBe('Acorn Cash Advance');
  });
});
