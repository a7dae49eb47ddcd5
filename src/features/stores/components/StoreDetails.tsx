// The your-store details card (application spec 2.3): the store's address, phone and directions, all 7 days
// of hours with today marked, what to bring, and the way to make it the visitor's store (remembered 30 days).
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { addressShown, directionsUrl, storeNameOf, type Store } from '../storeDisplay';
import { phoneDigits, phoneShown } from '../../../lib/rules/phoneNumbers';
import { StoreHoursTable } from './StoreHoursTable';
import { WhatToBring } from './WhatToBring';
import styles from './stores.module.scss';
import { useTexts } from '../../../i18n/useTexts';
import { storesTexts, type StoresText } from '../texts/catalog';

interface StoreDetailsProps {
  store: Store | null;
  today: Date;
  /** The visitor's chosen store: this one, or another. */
  isMyStore: boolean;
  onChoose: () => void;
  onClose: () => void;
  productCode?: string | null;
}

export function StoreDetails({ store, today, isMyStore, onChoose, onClose, productCode }: StoreDetailsProps) {
  const text = useTexts<StoresText>(storesTexts);
  const actions = isMyStore ? (
    <Button onClick={onClose}>{text('stores.close')}</Button>
  ) : (
    <>
      <Button onClick={onChoose}>{text('stores.choose')}</Button>
      <Button variant="secondary" onClick={onClose}>
        {text('stores.close')}
      </Button>
    </>
  );
  return (
    <Modal open={store !== null} title={store ? storeNameOf(store.storeName) : ''} onClose={onClose} actions={actions}>
      {store && (
        <>
          {isMyStore && <p className={styles.mine}>{text('stores.isYours')}</p>}
          <p>{addressShown(store)}</p>
          <p>
            <a href={`tel:${phoneDigits(store.phone)}`}>{phoneShown(store.phone)}</a> ·{' '}
            <a href={directionsUrl(store)} target="_blank" rel="noopener noreferrer">
              {text('stores.directions')}
              <span className="visually-hidden">{text('stores.newTab')}</span>
            </a>
          </p>
          <StoreHoursTable hours={store.hours} today={today} />
          <WhatToBring productCode={productCode} />
        </>
      )}
    </Modal>
  );
}
