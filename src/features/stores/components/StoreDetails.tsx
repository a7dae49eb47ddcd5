// The your-store details card (application spec 2.3): the store's address, phone and directions, all 7 days
// of hours with today marked, and what to bring.
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { addressShown, directionsUrl, phoneDigits, phoneShown, storeNameOf, type Store } from '../storeDisplay';
import { StoreHoursTable } from './StoreHoursTable';
import { WhatToBring } from './WhatToBring';

export function StoreDetails({ store, today, onClose, productCode }: { store: Store | null; today: Date; onClose: () => void; productCode?: string | null }) {
  return (
    <Modal open={store !== null} title={store ? storeNameOf(store.storeName) : ''} onClose={onClose} actions={<Button onClick={onClose}>Close</Button>}>
      {store && (
        <>
          <p>{addressShown(store)}</p>
          <p>
            <a href={`tel:${phoneDigits(store.phone)}`}>{phoneShown(store.phone)}</a> ·{' '}
            <a href={directionsUrl(store)} target="_blank" rel="noopener noreferrer">
              Directions<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </p>
          <StoreHoursTable hours={store.hours} today={today} />
          <WhatToBring productCode={productCode} />
        </>
      )}
    </Modal>
  );
}
