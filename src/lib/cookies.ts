// Reading and writing cookies. A max-age of -99999999 deletes a cookie (the portal's convention), and it is
// the default: a cookie is only kept when its writer says for how long.
export const DELETE_MAX_AGE = -99999999;

export function readCookie(name: string, source: string = document.cookie): string | undefined {
  const prefix = `${encodeURIComponent(name)}=`;
  const found = source.split('; ').find((part) => part.startsWith(prefix));
  return found === undefined ? undefined : decodeURIComponent(found.slice(prefix.length));
}

export function writeCookie(
  name: string,
  value: string,
  options: { maxAgeSeconds?: number; domain?: string } = {},
): void {
  const { maxAgeSeconds = DELETE_MAX_AGE, domain } = options;
  const parts = [
    `${encodeURIComponent(name)}=${encodeURIComponent(value)}`,
    `max-age=${maxAgeSeconds}`,
    'path=/',
    'samesite=lax',
  ];
  if (domain && !/localhost$/.test(domain)) parts.push(`domain=${domain}`);
  if (window.location.protocol === 'https:') parts.push('secure');
  document.cookie = parts.join('; ');
}
