// The secrets of a portal that is not in production (npm start, the tests): made at random the first time and kept in a
// file of this checkout (.data/local-secrets.json, readable by its owner only), so no secret the code knows (a
// "local-ssn-pepper") ever keys real data, and a restart still opens what an earlier start sealed. Production never
// comes here: settings.ts requires every secret from the environment.
import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export const LOCAL_SECRET_NAMES = ['SSN_PEPPER', 'BANK_DATA_KEY', 'SIGNING_KEY_SECRET'] as const;
export type LocalSecretName = (typeof LOCAL_SECRET_NAMES)[number];

const cache = new Map<string, Record<LocalSecretName, string>>();

function fresh(): Record<LocalSecretName, string> {
  return Object.fromEntries(LOCAL_SECRET_NAMES.map((name) => [name, randomBytes(32).toString('base64url')])) as Record<
    LocalSecretName,
    string
  >;
}

function parse(text: string, file: string): Record<LocalSecretName, string> {
  const value = JSON.parse(text) as Partial<Record<LocalSecretName, unknown>>;
  for (const name of LOCAL_SECRET_NAMES)
    if (typeof value[name] !== 'string' || !value[name])
      throw new Error(`${file} lacks ${name}: delete the file to make new local secrets`);
  return value as Record<LocalSecretName, string>;
}

/** The local secrets kept in `file`, made the first time. Several servers starting at once agree on one set. */
export function localSecrets(file: string): Record<LocalSecretName, string> {
  const known = cache.get(file);
  if (known) return known;
  let secrets: Record<LocalSecretName, string>;
  try {
    secrets = parse(readFileSync(file, 'utf8'), file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    try {
      mkdirSync(dirname(file), { recursive: true });
      // Written whole to a file of its own, then linked into place: the link fails if another start got there first.
      const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
      writeFileSync(draft, JSON.stringify(fresh(), null, 2), { mode: 0o600 });
      try {
        linkSync(draft, file);
      } catch (linked) {
        if ((linked as NodeJS.ErrnoException).code !== 'EEXIST') throw linked;
      } finally {
        rmSync(draft, { force: true });
      }
      secrets = parse(readFileSync(file, 'utf8'), file);
    } catch (made) {
      const reason = made instanceof Error && 'code' in made ? String(made.code) : String(made);
      throw new Error(
        `cannot keep the local secrets in ${file} (${reason}); set ${LOCAL_SECRET_NAMES.join(', ')} or LOCAL_SECRETS_FILE`,
        { cause: made },
      );
    }
  }
  cache.set(file, secrets);
  return secrets;
}
