import { signInRequested } from '../features/auth/authSlice';
import { changePasswordRequested, forgotEmailRequested, passwordlessCodeEntered } from '../features/auth/recoverySlice';
import { accountsOffered, linkTokenReady, manualSubmitted } from '../features/bank/bankSlice';
import { personalFormSubmitted, residentialFormSubmitted } from '../features/enrollment/enrollmentSlice';
import { actionSanitizer, MASK, stateSanitizer } from '../store/devtoolsSanitizers';

describe('Redux DevTools sanitizers', () => {
  it('mask the password and the email of a sign-in action but keep the rest readable', () => {
    const action = actionSanitizer(
      signInRequested({ email: 'a@example.com', password: 'Portal#2026', redirectTo: '/account' }),
    );
    expect(action.payload).toEqual({ email: MASK, password: MASK, redirectTo: '/account' });
  });

  it('mask the new password and the code of a password change, the one-time code, and the forgot-email identity details', () => {
    expect(
      actionSanitizer(changePasswordRequested({ email: 'a@example.com', code: '123456', newPassword: 'NewPass#2027' }))
        .payload,
    ).toEqual({ email: MASK, code: MASK, newPassword: MASK });
    expect(actionSanitizer(passwordlessCodeEntered({ code: '246810' })).payload).toEqual({ code: MASK });
    expect(
      actionSanitizer(forgotEmailRequested({ lastName: 'Lopez', dateOfBirth: '1988-04-12', ssnLast4: '4821' })).payload,
    ).toEqual({ lastName: MASK, dateOfBirth: MASK, ssnLast4: MASK });
    expect(stateSanitizer({ stateCode: 'OH', boCode: 'B1' })).toEqual({ stateCode: 'OH', boCode: 'B1' });
  });

  it('mask SSN, transient password, account and routing numbers, date of birth, names, tokens and an IP address anywhere in state', () => {
    const state = stateSanitizer({
      application: { personal: { ssn: '123456789', dateOfBirth: '01/01/1990', firstName: 'Ann' } },
      auth: { transient: 'Secret#1', idToken: 'eyJ...' },
      bank: [{ accountNumber: '000123', routingNumber: '011000015', bankName: 'First' }],
      record: { applicationNumber: '10000001', ipAddress: '203.0.113.7' },
    });
    expect(state).toEqual({
      record: { applicationNumber: '10000001', ipAddress: MASK },
      application: { personal: { ssn: MASK, dateOfBirth: MASK, firstName: MASK } },
      auth: { transient: MASK, idToken: MASK },
      bank: [{ accountNumber: MASK, routingNumber: MASK, bankName: 'First' }],
    });
  });

  it('mask the enrollment forms (names, email, SSN, date of birth, password, address, ZIP code, phone) but keep the phone step readable', () => {
    const personal = actionSanitizer(
      personalFormSubmitted({
        firstName: 'Ana',
        lastName: 'Ortiz',
        email: 'a@example.com',
        password: 'Enroll#2026',
        ssn: '900000003',
        dateOfBirth: '1990-03-08',
      }),
    );
    expect(personal.payload).toEqual({
      firstName: MASK,
      lastName: MASK,
      email: MASK,
      password: MASK,
      ssn: MASK,
      dateOfBirth: MASK,
    });
    expect(
      actionSanitizer(residentialFormSubmitted({ addressLine1: '88 Elm St', zipCode: '43004', phone: '6145550199' }))
        .payload,
    ).toEqual({ addressLine1: MASK, zipCode: MASK, phone: MASK });
    expect(stateSanitizer({ phone: { masked: '(•••) •••-0199', sent: true }, emailVerified: true })).toEqual({
      phone: { masked: '(•••) •••-0199', sent: true },
      emailVerified: true,
    });
  });

  it('mask the bank link: link tokens, the connection’s numbers and balances, the typed account and the holder’s name', () => {
    expect(actionSanitizer(linkTokenReady({ linkToken: 'link-sandbox-1' })).payload).toEqual({ linkToken: MASK });
    expect(
      actionSanitizer(accountsOffered([{ id: 'a1', name: 'Plaid Checking', mask: '0000', balance: '100' }])).payload,
    ).toEqual([{ id: 'a1', name: 'Plaid Checking', mask: '0000', balance: MASK }]);
    const connection = {
      data: {
        checkingAccounts: [
          {
            account_id: 'a1',
            mask: '0000',
            numbers: { account: '1111222233330000', routing: '011401533' },
            balances: { available: 100.4, current: 110.9 },
          },
        ],
        publicToken: 'link-sandbox-update',
      },
    };
    expect(JSON.stringify(actionSanitizer({ type: 'api/executeMutation/fulfilled', payload: connection }))).not.toMatch(
      /1111222233330000|011401533|100\.4|link-sandbox-update/,
    );
    const typed = actionSanitizer(
      manualSubmitted({
        applicationId: 'app-1',
        accountHolderName: 'Rosa Diaz',
        form: {
          routingNumber: '021000021',
          accountNumber: '123456789',
          accountHoldersName: 'Rosa Diaz',
          bankName: 'Buckeye Bank',
          accountType: 'CHECKING',
          accountOpenDate: '01/15/2020',
        },
      }),
    );
    expect(typed.payload).toEqual({
      applicationId: 'app-1',
      accountHolderName: MASK,
      form: {
        routingNumber: MASK,
        accountNumber: MASK,
        accountHoldersName: MASK,
        bankName: 'Buckeye Bank',
        accountType: 'CHECKING',
        accountOpenDate: '01/15/2020',
      },
    });
  });
});
