import { signInRequested } from '../features/auth/authSlice';
import { actionSanitizer, MASK, stateSanitizer } from './devtoolsSanitizers';

describe('Redux DevTools sanitizers', () => {
  it('mask the password of a sign-in action but keep the rest readable', () => {
    const action = actionSanitizer(signInRequested({ email: 'a@example.com', password: 'Portal#2026', redirectTo: '/account' }));
    expect(action.payload).toEqual({ email: 'a@example.com', password: MASK, redirectTo: '/account' });
  });

  it('mask SSN, transient password, account and routing numbers, date of birth and tokens anywhere in state', () => {
    const state = stateSanitizer({
      application: { personal: { ssn: '123456789', dateOfBirth: '01/01/1990', firstName: 'Ann' } },
      auth: { transient: 'Secret#1', idToken: 'eyJ...' },
      bank: [{ accountNumber: '000123', routingNumber: '011000015', bankName: 'First' }],
    });
    expect(state).toEqual({
      application: { personal: { ssn: MASK, dateOfBirth: MASK, firstName: 'Ann' } },
      auth: { transient: MASK, idToken: MASK },
      bank: [{ accountNumber: MASK, routingNumber: MASK, bankName: 'First' }],
    });
  });
});
