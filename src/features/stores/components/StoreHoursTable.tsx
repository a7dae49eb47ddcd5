// A store's hours for all 7 days, Monday first, today marked (in words and for screen readers).
import { hoursShown, type StoreHours } from '../storeDisplay';
import styles from './stores.module.scss';
import { useTexts } from '../../../i18n/useTexts';
import { storesTexts, type StoresText } from '../texts/catalog';
import { useClockWords } from '../useClockWords';

/** The week, Monday first: each day's number (Sunday is 0) and the text of its name. */
const WEEK = [
  [1, 'stores.day.1'],
  [2, 'stores.day.2'],
  [3, 'stores.day.3'],
  [4, 'stores.day.4'],
  [5, 'stores.day.5'],
  [6, 'stores.day.6'],
  [0, 'stores.day.0'],
] as const;

export function StoreHoursTable({ hours, today }: { hours: StoreHours[]; today: Date }) {
  const text = useTexts<StoresText>(storesTexts);
  const clock = useClockWords();
  return (
    <table className={styles.hours}>
      <caption>{text('stores.hours')}</caption>
      <thead>
        <tr>
          <th scope="col">{text('stores.day')}</th>
          <th scope="col">{text('stores.hoursColumn')}</th>
        </tr>
      </thead>
      <tbody>
        {WEEK.map(([dayOfWeek, name]) => {
          const isToday = dayOfWeek === today.getDay();
          return (
            <tr
              key={dayOfWeek}
              aria-current={isToday ? 'date' : undefined}
              className={isToday ? styles.today : undefined}
            >
              <th scope="row">
                {text(name)}
                {isToday && text('stores.isToday')}
              </th>
              <td>
                {hoursShown(
                  hours.find((day) => day.dayOfWeek === dayOfWeek),
                  clock,
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
