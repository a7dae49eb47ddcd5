import {
  addressShown,
  directionsUrl,
  hoursShown,
  milesShown,
  postalCodeOf,
  realStores,
  storeNameOf,
  todaysHours,
  type Store,
} from './storeDisplay';
import { phoneDigits, phoneShown } from '../../lib/rules/phoneNumbers';

/** The stores catalog's English words for a time and a closed day. */
const english = { am: (time: string) => `${time} AM`, pm: (time: string) => `${time} PM`, closed: 'Closed' };

const store = (overrides: Partial<Store> = {}): Store => ({
  storeNumber: 1000,
  storeName: 'Coin & Go Blacklick (Northgate Plaza)',
  addressLine1: '7177 Sunset Pkwy',
  addressLine2: 'Suite 108',
  city: 'Blacklick',
  state: 'OH',
  postalCode: '43004-1234',
  phone: '(800) 555-0111',
  latitude: 40.02,
  longitude: -82.8,
  brand: 'cng',
  active: true,
  hours: [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) =>
    dayOfWeek === 0
      ? { dayOfWeek, openTime: null, closeTime: null, closed: true }
      : { dayOfWeek, openTime: '09:00', closeTime: '18:00', closed: false },
  ),
  distance: 3700,
  ...overrides,
});

describe('how a store is shown', () => {
  it('drops any text from an opening parenthesis onward from the name', () => {
    expect(storeNameOf('Coin & Go Blacklick (Northgate Plaza)')).toBe('Coin & Go Blacklick');
    expect(storeNameOf('Coin & Go Austin')).toBe('Coin & Go Austin');
    expect(storeNameOf('Cash Shop (inside) Mall (2)')).toBe('Cash Shop');
  });

  it('trims a trailing hyphen part from the postal code, keeping 5 characters', () => {
    expect(postalCodeOf('43004-1234')).toBe('43004');
    expect(postalCodeOf('43004')).toBe('43004');
    expect(postalCodeOf('430041234')).toBe('43004');
  });

  it('strips punctuation from the phone for the tel: link and shows it formatted', () => {
    expect(phoneDigits('(800) 555-0111')).toBe('8005550111');
    expect(phoneDigits('800.555.0111')).toBe('8005550111');
    expect(phoneShown('800.555.0111')).toBe('(800) 555-0111');
    expect(phoneShown('+1 800 555 0111')).toBe('(800) 555-0111');
  });

  it("shows today's hours, and Closed on a closed day", () => {
    const sunday = new Date(2026, 10, 22);
    const monday = new Date(2026, 10, 23);
    expect(hoursShown(todaysHours(store(), monday), english)).toBe('9:00 AM – 6:00 PM');
    expect(hoursShown(todaysHours(store(), sunday), english)).toBe('Closed');
    expect(hoursShown({ dayOfWeek: 6, openTime: '12:00', closeTime: '17:30', closed: false }, english)).toBe(
      '12:00 PM – 5:30 PM',
    );
  });

  it('shows the distance in miles', () => {
    expect(milesShown(3700)).toBe('2.3 mi');
    expect(milesShown(804700)).toBe('500 mi');
  });

  it('links directions to a maps URL with the address', () => {
    expect(addressShown(store())).toBe('7177 Sunset Pkwy, Suite 108, Blacklick, OH 43004');
    expect(directionsUrl(store())).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=7177%20Sunset%20Pkwy%2C%20Suite%20108%2C%20Blacklick%2C%20OH%2043004',
    );
  });

  it('never shows store 2997', () => {
    expect(realStores([store({ storeNumber: 2997 }), store({ storeNumber: 1000 })]).map((s) => s.storeNumber)).toEqual([
      1000,
    ]);
  });
});
