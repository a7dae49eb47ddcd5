// /find-a-store: the store locator as a page of its own (from the header's help menu, or its address).
import { brands } from '../../../../brands/index';
import { useAppSelector } from '../../../store/hooks';
import { selectBrand } from '../../../store/selectors';
import { StoreSearch } from '../components/StoreSearch';
import styles from '../components/stores.module.scss';
// The chunk's sagas join the store with it.

export function StoreLocatorScreen() {
  const brand = useAppSelector(selectBrand);
  return (
    <section className={styles.search} aria-labelledby="find-a-store-title">
      <h1 id="find-a-store-title" className={styles.title}>
        Find a store
      </h1>
      <p>Enter a ZIP code to see the stores nearest to it, their hours today, and how to get there.</p>
      {!brand.hasRetailStores && (
        <p>
          {brand.name} has no stores of its own: these are the stores of our partner {brands[brand.partnerBrand].name}.
        </p>
      )}
      <StoreSearch />
    </section>
  );
}
