// The portal's version (package.json): what support staff and operators ask for, in /api/health and the footer.
import { readFileSync } from 'node:fs';

export const PORTAL_VERSION = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
).version;
