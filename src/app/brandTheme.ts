// Loads the brand's stylesheet (its theme tokens) and reveals the page when it has loaded, or after 600 ms
// at the latest, so a slow stylesheet never leaves the page blank. When the server already put the brand's
// stylesheet in <head> (it blocks the first paint there), the page is shown at once.
import type { Brand } from '../../brands/brandSchema';

export const BRAND_REVEAL_FALLBACK_MS = 600;

export function applyBrandTheme(brand: Brand, doc: Document = document): Promise<void> {
  const root = doc.documentElement;
  root.dataset.brand = brand.key;
  root.dataset.brandReady = 'false';
  doc.title = brand.name;
  if (doc.head.querySelector(`link[data-brand-theme="${brand.key}"]`)) {
    root.dataset.brandReady = 'true';
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const reveal = () => {
      root.dataset.brandReady = 'true';
      resolve();
    };
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = `/brands/${brand.key}/theme.css`;
    link.addEventListener('load', reveal, { once: true });
    link.addEventListener('error', reveal, { once: true });
    setTimeout(reveal, BRAND_REVEAL_FALLBACK_MS);
    doc.head.appendChild(link);
  });
}
