// The nearest-store lookup: one store (limit 1) of the brand whose stores are shown, never store 2997.
import { sagaHarness } from '../../../tests/support/sagaHarness';
import type { Store } from './storeDisplay';
import { searchStores } from './storesEndpoints';
import { nearestStore } from './storesSagas';

const store = (storeNumber: number) => ({ storeNumber, storeName: `Store ${storeNumber}` }) as Store;

describe('nearestStore', () => {
  it("asks for one store (limit 1) near the ZIP code within 804700 metres, of the partner's brand where the brand has none", async () => {
    const harness = sagaHarness({ brandKey: 'ccb', calls: new Map([[searchStores, () => [store(1001)]]]) });
    const result = await harness.run(nearestStore, '43004').run();
    expect(result.returnValue).toEqual(store(1001));
    expect(harness.calledWith).toEqual([{ fn: 'searchStores', args: [{ postalCode: '43004', brand: 'cng', limit: 1, skip: 0, maxDistance: 804700 }] }]);
  });

  it('answers no store when none is in range, or when the nearest is store 2997', async () => {
    expect((await sagaHarness({ calls: new Map([[searchStores, () => []]]) }).run(nearestStore, '99999').run()).returnValue).toBeNull();
    expect((await sagaHarness({ calls: new Map([[searchStores, () => [store(2997)]]]) }).run(nearestStore, '43004').run()).returnValue).toBeNull();
  });
});
