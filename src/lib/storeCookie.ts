// The store a customer chose (on the store locator, or at the application's store step), remembered in the browser
// for 30 days; store 2997 is never remembered (src/lib/rules/stores.ts).
import { readCookie, writeCookie } from './cookies';
import { isNoStore, STORE_COOKIE } from './rules/stores';

export function rememberStore(storeNumber: number): void {
  if (isNoStore(storeNumber)) return;
  writeCookie(STORE_COOKIE.name, String(storeNumber), { maxAgeSeconds: STORE_COOKIE.maxAgeSeconds });
}

export function rememberedStore(): number | null {
  const value = Number(readCookie(STORE_COOKIE.name));
  return Number.isInteger(value) && value > 0 && !isNoStore(value) ? value : null;
}
