// The store locator (application spec 4.9), a page of its own and the application's store-select step:
// a ZIP code field (digits only, at most 5; the search runs once 5 are typed and typing pauses), the stores
// nearest it on a map (its own chunk) and as cards (9, then 'Load more' reveals 3 more, focused and counted aloud, and
// goes when all are shown), what went wrong when a search fails, and a store's details with its week of hours and
// what to bring.
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { useLenderNow } from '../../../store/lenderClock';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectBrand } from '../../../store/selectors';
import { moreRequested, selectStores, storeChosen, storeClosed, storeOpened, zipTyped } from '../storesSlice';
import { useStoreSearch } from '../useStoreSearch';
import { StoreCard } from './StoreCard';
import { StoreDetails } from './StoreDetails';
import { useMessageText, useTexts } from '../../../i18n/useTexts';
import { storesTexts, type StoresText } from '../texts/catalog';
import styles from './stores.module.scss';

const StoreMap = lazy(() => import(/* webpackChunkName: "store-map" */ './StoreMap'));

export function StoreSearch({ productCode, children }: { productCode?: string | null; children?: ReactNode }) {
  const text = useTexts<StoresText>(storesTexts);
  const messageText = useMessageText();
  const dispatch = useAppDispatch();
  const brand = useAppSelector(selectBrand);
  const stores = useAppSelector(selectStores);
  const search = useStoreSearch();
  const { cards, more, searching } = search;
  const today = useLenderNow();
  const open = search.stores.find((store) => store.storeNumber === stores.openStore) ?? null;
  const list = useRef<HTMLUListElement>(null);
  // After 'Load more' (issue 52): the focus goes to the first store it added, whose name is read, and a status says how
  // many came; the button may be gone (all shown), and the focus is not left on nothing.
  const moreFrom = useRef<number | null>(null);
  const [moreSaid, setMoreSaid] = useState<{ added: number; total: number } | null>(null);
  // The map is the browser's alone (Leaflet draws in the page): it joins after the first render, so a page the server
  // rendered with its stores (decision 0078) is taken over as it is, and the map then loads.
  const [mapAllowed, setMapAllowed] = useState(false);
  useEffect(() => setMapAllowed(true), []);
  useEffect(() => {
    const from = moreFrom.current;
    // Counted once they are all in: a page of stores may still be on its way.
    if (from === null || search.loadingMore || search.filling || cards.length <= from) return;
    moreFrom.current = null;
    const added = cards.length - from;
    setMoreSaid({ added, total: cards.length });
    const name = list.current?.children[from]?.querySelector<HTMLElement>('h3');
    if (!name) return;
    name.setAttribute('tabindex', '-1');
    name.focus();
  }, [cards.length, search.loadingMore, search.filling]);
  useEffect(() => setMoreSaid(null), [stores.zip]);
  // The ZIP code field of the server's HTML (/find-a-store: decision 0078) can be typed into before the app has taken
  // the page over: what it holds then is typed, as the sign-in form's fields take theirs (decision 0067). A field the
  // app rendered itself holds the slice's value already, and nothing happens.
  const zipField = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    const held = zipField.current?.value;
    if (held !== undefined && held !== stores.zip) dispatch(zipTyped(held));
    // Once, as the field is first put on the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <>
      <div className={styles.zip}>
        <label htmlFor="store-zip">{text('stores.zip')}</label>
        <input
          ref={zipField}
          id="store-zip"
          value={stores.zip}
          inputMode="numeric"
          autoComplete="postal-code"
          aria-describedby="store-zip-hint"
          onChange={(event) => dispatch(zipTyped(event.target.value))}
        />
        <span id="store-zip-hint" className={styles.muted}>
          {text('stores.zipHint')}
        </span>
      </div>
      <p role="status" className={styles.status}>
        {searching
          ? text('stores.searching')
          : search.found && cards.length > 0
            ? text('stores.near', { zip: search.searchedZip ?? '' })
            : ''}
      </p>
      <p role="status" className="visually-hidden">
        {moreSaid && text('stores.moreShown', moreSaid)}
      </p>
      {search.error && !searching && (
        <Alert tone="error">
          {search.error.message
            ? messageText(search.error.message)
            : text('stores.searchFailed', { phone: brand.phoneNumber })}
        </Alert>
      )}
      {search.found && !searching && search.stores.length === 0 && (
        <Alert tone="info">{text('stores.none', { zip: search.searchedZip ?? '', phone: brand.phoneNumber })}</Alert>
      )}
      {children}
      {mapAllowed && cards.length > 0 && (
        // A map that cannot load (its chunk, or Leaflet itself) says so; the cards below still list every store.
        <ErrorBoundary fallback={<p className={styles.muted}>{text('stores.mapFailed')}</p>}>
          <Suspense fallback={null}>
            <StoreMap stores={cards} onOpen={(storeNumber) => dispatch(storeOpened(storeNumber))} />
          </Suspense>
        </ErrorBoundary>
      )}
      {cards.length > 0 && (
        <ul ref={list} className={styles.cards} aria-label={text('stores.list')}>
          {cards.map((store) => (
            <StoreCard
              key={store.storeNumber}
              store={store}
              today={today}
              isMyStore={store.storeNumber === stores.myStore}
              onDetails={() => dispatch(storeOpened(store.storeNumber))}
            />
          ))}
        </ul>
      )}
      {cards.length > 0 && more && (
        <div className={styles.more}>
          <Button
            variant="secondary"
            aria-disabled={search.loadingMore || undefined}
            onClick={() => {
              if (search.loadingMore) return;
              moreFrom.current = cards.length;
              dispatch(moreRequested());
            }}
          >
            {text(search.loadingMore ? 'stores.loading' : 'stores.loadMore')}
          </Button>
        </div>
      )}
      <StoreDetails
        store={open}
        today={today}
        productCode={productCode}
        isMyStore={open !== null && open.storeNumber === stores.myStore}
        onChoose={() => open && dispatch(storeChosen(open.storeNumber))}
        onClose={() => dispatch(storeClosed())}
      />
    </>
  );
}
