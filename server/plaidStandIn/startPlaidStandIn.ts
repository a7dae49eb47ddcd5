// Starts the stand-in of Plaid's API inside the reference back end (BANK_LINK_MODE=plaid with PLAID_ENV=local: npm
// start and the tests), on its own port, keeping its sandbox in the portal's database as local mode does.
import type { Database } from '../db/client';
import { databaseStandInStore } from '../domain/bank/standInStore';
import type { Settings } from '../settings';
import { buildPlaidStandIn } from './plaidStandInApp';

export async function startPlaidStandIn(
  plaid: NonNullable<Settings['plaid']>,
  db: Database,
): Promise<() => Promise<void>> {
  const standIn = buildPlaidStandIn({
    clientId: plaid.clientId,
    secret: plaid.secret,
    store: databaseStandInStore(db),
  });
  await standIn.app.listen({ port: plaid.standInPort, host: '127.0.0.1' });
  return () => standIn.app.close();
}
