// A remembered device's name, from the user agent of the browser that remembered it: "Chrome on Windows",
// "Safari on iOS". Only for the customer's device list; never a key.
import Bowser from 'bowser';

const MAX_USER_AGENT = 512;

export function deviceName(userAgent: string): string {
  if (!userAgent.trim()) return 'A browser';
  const parsed = Bowser.parse(userAgent.slice(0, MAX_USER_AGENT));
  const browser = parsed.browser.name?.trim();
  const os = parsed.os.name?.trim();
  if (browser && os) return `${browser} on ${os}`;
  return browser || (os ? `A browser on ${os}` : 'A browser');
}
