// The conversion's sagas with expectSaga: one offer starts the underwriting at once, two wait for the choice; only
// APPROVED goes on to the convert or refinance page; a failed call says so. Continue makes, checks and converts the
// application, then hands over to the application; an option no longer available opens the modal, whose OK records
// the denial and gives the notice of action taken; a declined underwriting gives it too; a payoff that changed asks
// for the amount again.
import { sagaHarness } from '../../../tests/support/sagaHarness';
import {
  chosenSaga,
  cloneApplication,
  continueSaga,
  convertType,
  customerCode,
  offersSaga,
  readOffers,
  recordDenial,
  underwrite,
  unavailableSaga,
  validateOriginal,
  CONVERSION_MESSAGES,
} from './conversionSagas';
import {
  continueRequested,
  conversionEntered,
  optionConfirmed,
  selectConversion,
  unavailableAcknowledged,
} from './conversionSlice';

type Answers = Map<unknown, (...args: never[]) => unknown>;

function harness(answers: [unknown, (...args: never[]) => unknown][]) {
  const calls: Answers = new Map([[customerCode, () => 'CNG12345678'], ...answers]);
  return sagaHarness({ calls });
}

const conversion = (result: { storeState: unknown }) => selectConversion(result.storeState as never);

describe('the offers and the underwriting', () => {
  it('one offer: the underwriting starts at once with the customer’s own code, and APPROVED goes to the convert page', async () => {
    const { run, visited, calledWith } = harness([
      [readOffers, () => ['CONVERSION']],
      [underwrite, () => ({ status: 'APPROVED', noticeApplicationId: null })],
    ]);
    const result = await run(offersSaga).dispatch(conversionEntered()).run();
    expect(conversion(result)).toMatchObject({ phase: 'approved', kind: 'CONVERSION' });
    expect(visited).toEqual([{ to: '/loan/conversion/convert', state: undefined }]);
    expect(calledWith.filter((call) => call.fn !== 'customerCode')).toEqual([
      { fn: 'readOffers', args: ['CNG12345678'] },
      { fn: 'underwrite', args: ['CNG12345678', 'CONVERSION'] },
    ]);
  });

  it('two offers wait for the choice; no underwriting yet', async () => {
    const underwriting = jest.fn();
    const { run, visited } = harness([
      [readOffers, () => ['CONVERSION', 'REFINANCE']],
      [underwrite, underwriting],
    ]);
    const result = await run(offersSaga).run();
    expect(conversion(result)).toMatchObject({ phase: 'choose' });
    expect(underwriting).not.toHaveBeenCalled();
    expect(visited).toEqual([]);
  });

  it('the refinance chosen and approved goes to the refinance page', async () => {
    const { run, visited } = harness([[underwrite, () => ({ status: 'APPROVED', noticeApplicationId: null })]]);
    await run(chosenSaga, optionConfirmed('REFINANCE')).run();
    expect(visited).toEqual([{ to: '/loan/conversion/refinance', state: undefined }]);
  });

  it.each([
    ['DECLINED', 'CONVERSION'],
    ['REVIEW', 'REFINANCE'],
  ] as const)(
    'an underwriting %s of a %s leads to the notice of action taken, naming the request and the notice kept for it',
    async (status, kind) => {
      const noticeApplicationId = 'a1b2c3d4-0000-4000-8000-000000000001';
      const { run, visited } = harness([[underwrite, () => ({ status, noticeApplicationId })]]);
      const result = await run(chosenSaga, optionConfirmed(kind)).run();
      expect(conversion(result)).toMatchObject({ phase: 'declined' });
      expect(visited).toEqual([
        { to: '/application/adverse-action', state: { declinedRequest: kind, noticeId: noticeApplicationId } },
      ]);
    },
  );

  it('no offer at all (nothing was asked for) says so on the conversion page; a failed call says why', async () => {
    const none = await harness([[readOffers, () => []]])
      .run(offersSaga)
      .run();
    expect(conversion(none)).toMatchObject({ phase: 'declined' });
    const failed = await harness([
      [
        readOffers,
        () => {
          throw { message: 'You have no payday loan that can be converted or refinanced.' };
        },
      ],
    ])
      .run(offersSaga)
      .dispatch(conversionEntered())
      .run();
    expect(conversion(failed)).toMatchObject({
      phase: 'failed',
      message: 'You have no payday loan that can be converted or refinanced.',
    });
  });
});

describe('Continue', () => {
  const choice = { customerCode: 'CNG12345678', kind: 'CONVERSION' as const, amount: 1150 };

  it('makes the application, checks the payday loan, converts it, and hands over to the application', async () => {
    const { run, visited, calledWith } = harness([
      [cloneApplication, () => 'app-1'],
      [validateOriginal, () => ({ isNonStandardApplication: false, isEligible: true, hadLoanAmountDeleted: false })],
      [convertType, () => 'PENDING_ESIGN'],
    ]);
    await run(continueSaga, continueRequested(choice)).run();
    expect(calledWith.map((call) => [call.fn, call.args])).toEqual([
      ['cloneApplication', [choice]],
      ['validateOriginal', ['app-1']],
      ['convertType', ['app-1']],
    ]);
    expect(visited).toEqual([{ to: '/application', state: undefined }]);
  });

  it('an option no longer available opens the modal and converts nothing; its OK records the denial and returns to the loan, its other button gives the notice', async () => {
    const converted = jest.fn();
    const { run, visited } = harness([
      [cloneApplication, () => 'app-2'],
      [validateOriginal, () => ({ isNonStandardApplication: false, isEligible: false, hadLoanAmountDeleted: false })],
      [convertType, converted],
    ]);
    const result = await run(continueSaga, continueRequested(choice)).run();
    expect(conversion(result)).toMatchObject({ unavailableApplicationId: 'app-2', continuing: false });
    expect(converted).not.toHaveBeenCalled();
    expect(visited).toEqual([]);

    const denied = jest.fn();
    const ok = harness([[recordDenial, denied]]);
    await ok
      .run(unavailableSaga, unavailableAcknowledged({ readNotice: false }))
      .withState(result.storeState as never)
      .run();
    expect(denied).toHaveBeenCalledWith('app-2');
    expect(ok.visited).toEqual([{ to: '/account', state: undefined }]);
    const toNotice = harness([[recordDenial, denied]]);
    await toNotice
      .run(unavailableSaga, unavailableAcknowledged({ readNotice: true }))
      .withState(result.storeState as never)
      .run();
    expect(denied).toHaveBeenCalledTimes(2);
    expect(toNotice.visited).toEqual([
      { to: '/application/adverse-action', state: { declinedRequest: 'CONVERSION', noticeId: 'app-2' } },
    ]);
  });

  it('a payoff that changed asks for the amount again', async () => {
    const { run, visited } = harness([
      [cloneApplication, () => 'app-3'],
      [validateOriginal, () => ({ isNonStandardApplication: false, isEligible: false, hadLoanAmountDeleted: true })],
    ]);
    const result = await run(continueSaga, continueRequested(choice)).run();
    expect(conversion(result)).toMatchObject({
      message: CONVERSION_MESSAGES.amountChanged,
      continuing: false,
      unavailableApplicationId: null,
    });
    expect(visited).toEqual([]);
  });

  it('a refused choice says why and lets the customer try again', async () => {
    const { run } = harness([
      [
        cloneApplication,
        () => {
          throw { message: 'Choose an amount from $500.00 to $2000.00 in steps of $50.00.' };
        },
      ],
    ]);
    const result = await run(continueSaga, continueRequested(choice)).run();
    expect(conversion(result)).toMatchObject({
      message: 'Choose an amount from $500.00 to $2000.00 in steps of $50.00.',
      continuing: false,
    });
  });
});
