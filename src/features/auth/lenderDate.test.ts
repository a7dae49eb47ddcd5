// The lender's date in the browser (issue 48, part 3): read once signed in and past the multi-factor check, the
// device's clock moved by whole days to agree with it, and back to the device's when the session ends.
import { expectSaga } from 'redux-saga-test-plan';
import { agreeWithLenderDate, easternDate, lenderNow, untilLenderMidnight } from '../../lib/rules/easternTime';
import { sagaHarness } from '../../../tests/support/sagaHarness';
import { signedOut } from '../../events/sessionEvents';
import { readLenderDate, lenderDateSaga } from './lenderDate';
import { signInSucceeded } from './authSlice';
import { addDays } from '../../lib/rules/loanTerms';
import { profileFor } from '../../../tests/support/fakeAuthService';

afterEach(() => agreeWithLenderDate(null));

describe('the lender’s date', () => {
  it('moves a device two days ahead back to the lender’s date, keeping its time of day', () => {
    const device = new Date('2026-11-28T15:30:00Z'); // Sat 28 Nov 10:30 am Eastern on the device
    jest.useFakeTimers({ now: device });
    try {
      agreeWithLenderDate('2026-11-26', device);
      expect(lenderNow().toISOString()).toBe('2026-11-26T15:30:00.000Z');
      expect(easternDate(lenderNow())).toBe('2026-11-26');
      // Anything that is not a date changes nothing; null goes back to the device's clock.
      agreeWithLenderDate('26/11/2026', device);
      expect(easternDate(lenderNow())).toBe('2026-11-26');
      agreeWithLenderDate(null);
      expect(lenderNow().toISOString()).toBe(device.toISOString());
    } finally {
      jest.useRealTimers();
    }
  });

  it('knows how long until the lender’s midnight, on both sides of a clock change', () => {
    expect(untilLenderMidnight(new Date('2026-11-26T04:59:59Z'))).toBe(1000); // 11:59:59 pm EST
    expect(untilLenderMidnight(new Date('2026-07-01T03:00:00Z'))).toBe(60 * 60 * 1000); // 11 pm EDT
  });

  it('is read when a session begins past its check, not while the check is owed; forgotten when it ends', async () => {
    const today = easternDate(new Date());
    const lenderDay = addDays(today, -2);
    const answered = new Map<unknown, (...args: never[]) => unknown>([
      [readLenderDate, () => agreeWithLenderDate(lenderDay)],
    ]);
    const profile = profileFor('maria.lopez@example.com');
    const owed = sagaHarness({ calls: answered });
    await owed
      .run(lenderDateSaga, signInSucceeded({ profile, viaSingleSignOn: false, mfaPending: true }))
      .withState({ ...owed.initial, auth: { ...owed.initial.auth, status: 'signedIn', mfaPending: true } } as never)
      .silentRun(10);
    expect(easternDate(lenderNow())).toBe(today);
    const passed = sagaHarness({ calls: answered });
    await passed
      .run(lenderDateSaga, signInSucceeded({ profile, viaSingleSignOn: false, mfaPending: false }))
      .withState({
        ...passed.initial,
        auth: { ...passed.initial.auth, status: 'signedIn', mfaPending: false },
      } as never)
      .silentRun(10);
    expect(easternDate(lenderNow())).toBe(lenderDay);
    await expectSaga(lenderDateSaga, signedOut()).run();
    expect(easternDate(lenderNow())).toBe(today);
  });
});
