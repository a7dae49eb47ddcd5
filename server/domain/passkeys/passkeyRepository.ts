// The passkeys of a login as its owner sees them (/account/personal, /admin/landing): the identity service adds and
// removes them (server/identity/passkeys.ts); this reads them with their last use.
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { webauthnCredentials } from '../../db/schema/identity';

/** A login's credentials as stored, oldest first. */
export function credentialsOf(db: Database, userSub: string) {
  return db
    .select()
    .from(webauthnCredentials)
    .where(eq(webauthnCredentials.userSub, userSub))
    .orderBy(asc(webauthnCredentials.createdAt), asc(webauthnCredentials.credentialId));
}

export async function passkeysOf(db: Database, userSub: string) {
  return (await credentialsOf(db, userSub)).map((row) => ({
    id: row.credentialId,
    name: row.name,
    host: row.rpId,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  }));
}
