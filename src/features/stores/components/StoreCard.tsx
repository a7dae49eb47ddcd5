// One store in the results: its name (cleaned), distance, address, phone (a tel: link without punctuation),
// today's hours, directions, and the way to its details.
import { Button } from '../../../components/Button';
import {
  addressShown,
  directionsUrl,
  hoursShown,
  milesShown,
  storeNameOf,
  todaysHours,
  type Store,
} from '../storeDisplay';
import { phoneDigits, phoneShown } from '../../../lib/rules/phoneNumbers';
import styles from './stores.module.scss';
import { useTexts } from '../../../i18n/useTexts';
import { storesTexts, type StoresText } from '../texts/catalog';
import { useClockWords } from '../useClockWords';

export function StoreCard({
  store,
  today,
  isMyStore,
  onDetails,
}: {
  store: Store;
  today: Date;
  isMyStore: boolean;
  onDetails: () => void;
}) {
  const text = useTexts<StoresText>(storesTexts);
  const clock = useClockWords();
  const name = storeNameOf(store.storeName);
  return (
    <li className={styles.card}>
      <h3 className={styles.name}>{name}</h3>
      {isMyStore && <p className={styles.mine}>{text('stores.yourStore')}</p>}
      {store.distance !== null && (
        <p className={styles.distance}>{text('stores.away', { distance: milesShown(store.distance) })}</p>
      )}
      <p className={styles.address}>{addressShown(store)}</p>
      <p>
        <a href={`tel:${phoneDigits(store.phone)}`}>{phoneShown(store.phone)}</a>
      </p>
      <p>{text('stores.today', { hours: hoursShown(todaysHours(store, today), clock) })}</p>
      <p className={styles.links}>
        <a href={directionsUrl(store)} target="_blank" rel="noopener noreferrer">
          {text('stores.directions')}
          <span className="visually-hidden">{text('stores.directionsTo', { name })}</span>
        </a>
        <Button variant="link" onClick={onDetails}>
          {text('stores.details')}
          <span className="visually-hidden">{text('stores.detailsFor', { name })}</span>
        </Button>
      </p>
    </li>
  );
}
