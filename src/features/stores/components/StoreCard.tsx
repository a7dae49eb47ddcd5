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
  const name = storeNameOf(store.storeName);
  return (
    <li className={styles.card}>
      <h3 className={styles.name}>{name}</h3>
      {isMyStore && <p className={styles.mine}>Your store</p>}
      {store.distance !== null && <p className={styles.distance}>{milesShown(store.distance)} away</p>}
      <p className={styles.address}>{addressShown(store)}</p>
      <p>
        <a href={`tel:${phoneDigits(store.phone)}`}>{phoneShown(store.phone)}</a>
      </p>
      <p>Today: {hoursShown(todaysHours(store, today))}</p>
      <p className={styles.links}>
        <a href={directionsUrl(store)} target="_blank" rel="noopener noreferrer">
          Directions<span className="visually-hidden"> to {name} (opens in a new tab)</span>
        </a>
        <Button variant="link" onClick={onDetails}>
          Store details<span className="visually-hidden"> for {name}</span>
        </Button>
      </p>
    </li>
  );
}
