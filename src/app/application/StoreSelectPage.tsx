// The application's store-select step, composed here because it joins two features: the application's step (its
// progress, Continue) and the store locator (ZIP search, map, cards, details). The search starts at the applicant's
// ZIP code; the nearest store (its own lookup, limit 1: spec 4.9) is the choice until they make another store theirs.
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect } from 'react';
import { selectApplicationRecord } from '../../features/application/applicationRecord';
import { StoreSelectStep } from '../../features/application/loanDetails/StoreSelectStep';
import { StoreSearch } from '../../features/stores/components/StoreSearch';
import { selectStores, zipTyped } from '../../features/stores/storesSlice';
import { useStoresFound } from '../../features/stores/useStoreSearch';
import { storeBrandOf } from '../../lib/rules/stores';
import { useNearestStoreQuery } from '../../features/stores/storesEndpoints';
import { realStores } from '../../features/stores/storeDisplay';
import { selectBrand } from '../../store/selectors';
import { useAppDispatch, useAppSelector } from '../../store/hooks';

export function StoreSelectPage() {
  const dispatch = useAppDispatch();
  const record = useAppSelector(selectApplicationRecord);
  const stores = useAppSelector(selectStores);
  const zip = record?.contactInformation?.address?.zipCode ?? '';
  useEffect(() => {
    if (zip && !stores.zip) dispatch(zipTyped(zip));
  }, [dispatch, zip, stores.zip]);
  const brand = useAppSelector(selectBrand);
  const nearest = useNearestStoreQuery(zip ? { postalCode: zip, brand: storeBrandOf(brand) } : skipToken).currentData;
  const found = useStoresFound().stores;
  const chosen =
    found.find((store) => store.storeNumber === stores.myStore) ??
    realStores(nearest ? [nearest] : [])[0] ??
    found[0] ??
    null;
  return (
    <StoreSelectStep
      store={chosen && { storeNumber: chosen.storeNumber, storeName: chosen.storeName, brand: chosen.brand }}
    >
      <StoreSearch productCode={record?.preferredProductCode ?? null} />
    </StoreSelectStep>
  );
}
