// The checks' sagas run with expectSaga: a passed code reads the application again and moves on to the ID; too many
// wrong codes end at /mfa/verification-failed; the carrier's check leaves for its page with the mobile number, and
// says so when the application has no number; a scan leaves for the scan's page; the opt-out moves on to /agreements with
// the check recorded; a refusal's message is shown.
import { applicationOf, withApplication } from '../../../../../tests/support/applicationState';
import { sagaHarness } from '../../../../../tests/support/sagaHarness';
import { applicationPaths } from '../../../../config/applicationPaths';
import type { RootState } from '../../../../store/rootReducer';
import { checkPhoneCode } from '../../../../verification/verificationEndpoints';
import {
  fetchApplicationById,
  fetchCarrierCheckLink,
  optOutOfIdentityCheck,
  saveProgress,
  startIdentityCheck,
  type ApplicationRecord,
} from '../../applicationEndpoints';
import { phoneToVerify } from '../../../../lib/rules/phoneToVerify';
import { carrierCheckSaga, identityOptOutSaga, identityScanSaga, phoneCodeSaga } from './checksSagas';
import { leaveFailed, phoneCodeEntered, selectChecks } from './checksSlice';
import { CHECKS_TEXT } from './checksText';

const page = applicationPaths;
const phones = [
  { type: 'H', number: '6145550111', extension: null, phonePreference: null },
  { type: 'C', number: '6145550142', extension: null, phonePreference: null },
];
const record = {
  id: 'app-1',
  channel: 'ONLINE',
  contactInformation: { phones },
  phoneVerification: { verified: false, method: null, phoneNumberMasked: '(•••) •••-0142' },
  identityVerification: null,
} as unknown as ApplicationRecord;

const refusal = (message: string) =>
  Promise.reject(Object.assign(new Error(message), { status: 200, message, code: 'BAD_REQUEST' }));

function harness(calls: [unknown, (...args: never[]) => unknown][], at: ApplicationRecord = record) {
  return sagaHarness({
    calls: new Map<unknown, (...args: never[]) => unknown>([[saveProgress, () => ({ success: true })], ...calls]),
    state: (state) => withApplication(state, { record: at, reached: page.otp.href() }),
  });
}

describe('the checks before submission', () => {
  it('picks the mobile number, else the first one', () => {
    expect(phoneToVerify(phones)).toBe('6145550142');
    expect(phoneToVerify([phones[0]!])).toBe('6145550111');
    expect(phoneToVerify(null)).toBeNull();
  });

  it('moves on to the ID once the code passes, with the application as saved now', async () => {
    const saved = {
      ...record,
      phoneVerification: { verified: true, method: 'CODE', phoneNumberMasked: '(•••) •••-0142' },
    };
    const { run, visited, calledWith } = harness([
      [checkPhoneCode, () => ({ success: true, status: 'OTP_VALID', attemptsLeft: 4 })],
      [fetchApplicationById, () => saved],
    ]);
    const result = await run(phoneCodeSaga, phoneCodeEntered({ code: ' 123456 ' })).run();
    expect(calledWith.find((call) => call.fn === 'checkPhoneCode')?.args).toEqual([
      { applicationId: 'app-1', verificationCode: '123456' },
    ]);
    expect(visited.map((v) => v.to)).toEqual([page.identity.root.href()]);
    const application = applicationOf(result);
    expect(application.reached).toBe(page.identity.root.href());
    expect(application.record?.phoneVerification?.verified).toBe(true);
  });

  it('ends at /mfa/verification-failed on OTP_EXCEEDED', async () => {
    const { run, visited } = harness([
      [checkPhoneCode, () => ({ success: false, status: 'OTP_EXCEEDED', attemptsLeft: 0 })],
    ]);
    await run(phoneCodeSaga, phoneCodeEntered({ code: '123456' })).run();
    expect(visited.map((v) => v.to)).toEqual([page.verificationFailed.href()]);
  });

  it('leaves for the carrier’s check with the mobile number', async () => {
    const { run, left, calledWith } = harness([
      [fetchCarrierCheckLink, () => 'http://cng.localhost:8080/stand-in/boku/x.y'],
    ]);
    await run(carrierCheckSaga).run();
    expect(calledWith[0]?.args).toEqual([{ applicationId: 'app-1', phoneNumber: '6145550142' }]);
    expect(left).toEqual(['http://cng.localhost:8080/stand-in/boku/x.y']);
  });

  it('says there is no number to check, and asks nothing of the server', async () => {
    const { run, left, calledWith } = harness([], {
      ...record,
      contactInformation: { phones: [] },
    } as unknown as ApplicationRecord);
    await run(carrierCheckSaga)
      .put(leaveFailed({ step: 'otp', message: CHECKS_TEXT.noPhone }))
      .run();
    expect(left).toEqual([]);
    expect(calledWith).toEqual([]);
  });

  it('shows the server’s refusal of a scan (no scans left) and stays', async () => {
    const { run, left } = harness([
      [startIdentityCheck, () => refusal('You have scanned your ID 3 times. Choose another way to show your ID.')],
    ]);
    const result = await run(identityScanSaga).run();
    expect(left).toEqual([]);
    expect(selectChecks(result.storeState as RootState)).toMatchObject({
      leaving: false,
      identityError: 'You have scanned your ID 3 times. Choose another way to show your ID.',
    });
  });

  it('leaves for the scan’s page with the user token', async () => {
    const { run, left } = harness([
      [
        startIdentityCheck,
        () => ({ id: 'idv-1', status: 'PENDING', userToken: 'tok_en-1', reason: null, scansLeft: 2 }),
      ],
    ]);
    await run(identityScanSaga).run();
    expect(left).toEqual(['/stand-in/id-scan/tok_en-1']);
  });

  it('opts out and moves on to the documents before submission with the check recorded', async () => {
    const { run, visited } = harness([
      [
        optOutOfIdentityCheck,
        () => ({ id: 'idv-1', status: 'OPTED_OUT', userToken: null, reason: null, scansLeft: 3 }),
      ],
    ]);
    const result = await run(identityOptOutSaga).run();
    expect(visited.map((v) => v.to)).toEqual([page.agreements.href()]);
    expect(applicationOf(result).record?.identityVerification?.status).toBe('OPTED_OUT');
  });
});
