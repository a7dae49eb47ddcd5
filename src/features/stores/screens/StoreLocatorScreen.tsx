// /find-a-store: the store locator as a page of its own (from the header's help menu, or its address). An address
// with a ZIP code (`/find-a-store?zip=43215`, a link from an advert or a text) searches it at once; the server's HTML
// of such a page already shows its first stores (decision 0078).
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { brands } from '../../../../brands/index';
import { zipInAddress } from '../../../lib/rules/stores';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectBrand } from '../../../store/selectors';
import { StoreSearch } from '../components/StoreSearch';
import styles from '../components/stores.module.scss';
import { zipFromAddress } from '../storesSlice';
import { useTexts } from '../../../i18n/useTexts';
import { storesTexts, type StoresText } from '../texts/catalog';

export function StoreLocatorScreen() {
  const text = useTexts<StoresText>(storesTexts);
  const dispatch = useAppDispatch();
  const brand = useAppSelector(selectBrand);
  const { search } = useLocation();
  const addressZip = zipInAddress(search);
  // The address's ZIP code is the search when the page opens with it (the server's page data made it so already, for
  // the first render); a ZIP code typed afterwards is the search until the address changes.
  useEffect(() => {
    if (addressZip) dispatch(zipFromAddress(addressZip));
  }, [addressZip, dispatch]);
  return (
    <section className={styles.search} aria-labelledby="find-a-store-title">
      <h1 id="find-a-store-title" className={styles.title}>
        {text('stores.title')}
      </h1>
      <p>{text('stores.lead')}</p>
      {!brand.hasRetailStores && (
        <p>{text('stores.partner', { brand: brand.name, partner: brands[brand.partnerBrand].name })}</p>
      )}
      <StoreSearch />
    </section>
  );
}
