// The map beside the store cards (application spec 4.9, 7.4): one numbered marker per shown store, in the cards'
// order, fitted to them; a marker (a button for the keyboard, named by its store) opens the store's details on a
// click, Enter or Space; the map itself, which the arrow keys move, is named. The tiles come from the tile server in
// the runtime config; when none can be reached (as on a machine without the internet) the markers still show on a
// plain background and the cards work as ever. Leaflet and its React binding
// are this chunk's alone (webpack's map-vendor group; scripts/check-chunks.mjs keeps them out of every other chunk).
import { divIcon, latLngBounds, type LeafletKeyboardEvent } from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo } from 'react';
import { MapContainer, Marker, TileLayer, Tooltip, useMap } from 'react-leaflet';
import { useAppSelector } from '../../../store/hooks';
import { addressShown, storeNameOf, type Store } from '../storeDisplay';
import styles from './stores.module.scss';
import { useTexts } from '../../../i18n/useTexts';
import { storesTexts, type StoresText } from '../texts/catalog';

/**
 * A marker's content as elements (never HTML from a store's data): its number for the eye, and for a screen reader
 * (the marker is a button) the number, the store's name and its address.
 */
function markerContent(number: number, store: Store): HTMLElement {
  const content = document.createElement('span');
  const shown = document.createElement('span');
  shown.setAttribute('aria-hidden', 'true');
  shown.textContent = String(number);
  const name = document.createElement('span');
  name.className = 'visually-hidden';
  name.textContent = `${number}. ${storeNameOf(store.storeName)}, ${addressShown(store)}`;
  content.append(shown, name);
  return content;
}

/**
 * Leaflet's map box takes the focus (the arrow keys move the map) with no role or name (issue 52): it is named, and
 * its role lets a screen reader pass those keys to it.
 */
function NamedMap({ name, role }: { name: string; role: string }) {
  const map = useMap();
  useEffect(() => {
    const box = map.getContainer();
    box.setAttribute('role', 'application');
    box.setAttribute('aria-roledescription', role);
    box.setAttribute('aria-label', name);
  }, [map, name, role]);
  return null;
}

function FitToStores({ stores }: { stores: readonly Store[] }) {
  const map = useMap();
  useEffect(() => {
    if (stores.length === 0) return;
    const bounds = latLngBounds(stores.map((store) => [store.latitude, store.longitude] as [number, number]));
    map.fitBounds(bounds, { padding: [32, 32], maxZoom: 13, animate: false });
  }, [map, stores]);
  return null;
}

export default function StoreMap({
  stores,
  onOpen,
}: {
  stores: readonly Store[];
  onOpen: (storeNumber: number) => void;
}) {
  const text = useTexts<StoresText>(storesTexts);
  const tiles = useAppSelector((state) => state.runtime.config?.map);
  const icons = useMemo(
    () =>
      stores.map((store, index) =>
        divIcon({
          className: styles.marker,
          html: markerContent(index + 1, store),
          iconSize: [30, 30],
          iconAnchor: [15, 15],
        }),
      ),
    [stores],
  );
  const first = stores[0];
  if (!first) return null;
  return (
    <div className={styles.map} role="region" aria-label={text('stores.map')}>
      <MapContainer
        center={[first.latitude, first.longitude]}
        zoom={11}
        scrollWheelZoom={false}
        className={styles.mapCanvas}
      >
        {tiles && <TileLayer url={tiles.tileUrl} attribution={tiles.attribution} />}
        {/* What the keyboard reaches on the map itself (Leaflet makes it focusable, to move it with the arrows). */}
        <NamedMap name={text('stores.mapKeys')} role={text('stores.mapRole')} />
        <FitToStores stores={stores} />
        {stores.map((store, index) => (
          <Marker
            key={store.storeNumber}
            position={[store.latitude, store.longitude]}
            icon={icons[index]}
            eventHandlers={{
              click: () => onOpen(store.storeNumber),
              // Leaflet makes a marker a focusable button but leaves its keys to us: Enter and Space open it.
              keydown: (event: LeafletKeyboardEvent) => {
                if (event.originalEvent.key !== 'Enter' && event.originalEvent.key !== ' ') return;
                event.originalEvent.preventDefault();
                onOpen(store.storeNumber);
              },
            }}
          >
            <Tooltip>{storeNameOf(store.storeName)}</Tooltip>
          </Marker>
        ))}
      </MapContainer>
    </div>
  );
}
