// A time of day and a closed day in the page's language, for a store's hours (storeDisplay.ts).
import { useTexts } from '../../i18n/useTexts';
import type { ClockWords } from './storeDisplay';
import { storesTexts, type StoresText } from './texts/catalog';

export function useClockWords(): ClockWords {
  const text = useTexts<StoresText>(storesTexts);
  return {
    am: (time) => text('stores.am', { time }),
    pm: (time) => text('stores.pm', { time }),
    closed: text('stores.closed'),
  };
}
