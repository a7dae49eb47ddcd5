// Seeds product_availability from the catalog (server/domain/application/productCatalog.ts) on every start, so
// the table always matches the code: replaced in one transaction.
import type { Database } from './client';
import { productAvailability } from './schema/applications';
import { catalog } from '../domain/application/productCatalog';

export async function seedProducts(db: Database): Promise<void> {
  const rows = catalog();
  await db.transaction(async (tx) => {
    await tx.delete(productAvailability);
    await tx.insert(productAvailability).values(rows);
  });
}
