// The one ownership rule of applications (applicationRepository.ts: ownedBy, ownedApplication): the same customer,
// the same brand, not emptied by the purge; anything else is "not found". The routes' own tests show each refusal
// through the API (another customer's id, an agent's token, another brand's host).
import fc from 'fast-check';
import { ownedBy } from './applicationRepository';
import type { CustomerId } from '../../db/schema/customers';

const customer = fc.constantFrom('c-1', 'c-2', 'c-3') as fc.Arbitrary<CustomerId>;
const brand = fc.constantFrom('cng', 'aca', 'p360');

describe('whose an application is', () => {
  it('is the customer it was made for on its brand, until the purge empties it, and nobody without a customer record', () => {
    fc.assert(
      fc.property(
        customer,
        brand,
        fc.boolean(),
        fc.option(customer, { nil: null }),
        brand,
        (rowCustomer, rowBrand, purged, callerCustomer, callerBrand) => {
          const row = { customerId: rowCustomer, brand: rowBrand, purgedAt: purged ? new Date() : null };
          const owner = { customerId: callerCustomer, brand: callerBrand };
          expect(ownedBy(row, owner)).toBe(callerCustomer === rowCustomer && callerBrand === rowBrand && !purged);
        },
      ),
    );
  });

  it('is nobody when there is no application', () => {
    expect(ownedBy(undefined, { customerId: 'c-1' as CustomerId, brand: 'cng' })).toBe(false);
  });
});
