// A store's hours for all 7 days, Monday first, today marked (in words and for screen readers).
import { DAY_NAMES, hoursShown, type StoreHours } from '../storeDisplay';
import styles from './stores.module.scss';

const WEEK = [1, 2, 3, 4, 5, 6, 0];

export function StoreHoursTable({ hours, today }: { hours: StoreHours[]; today: Date }) {
  return (
    <table className={styles.hours}>
      <caption>Store hours</caption>
      <thead>
        <tr>
          <th scope="col">Day</th>
          <th scope="col">Hours</th>
        </tr>
      </thead>
      <tbody>
        {WEEK.map((dayOfWeek) => {
          const isToday = dayOfWeek === today.getDay();
          return (
            <tr
              key={dayOfWeek}
              aria-current={isToday ? 'date' : undefined}
              className={isToday ? styles.today : undefined}
            >
              <th scope="row">
                {DAY_NAMES[dayOfWeek]}
                {isToday && ' (today)'}
              </th>
              <td>{hoursShown(hours.find((day) => day.dayOfWeek === dayOfWeek))}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
