// The application socket as the saga owns it (spec 4.2), run with expectSaga against fake sockets: the registration
// with the id token as `Auth`, each closing trigger (a normal close and the report), the states that keep it waiting
// (and the screen each shows), an error (the error state), an abnormal close (a reconnect after the backoff), and a
// denial routed to its adverse-action page (spec 4.6). Also the pure table and routing rule, and the adverse-action
// pages opened afresh.
import { createFakeAuthService } from '../../../../../tests/support/fakeAuthService';
import { selectDeclined, selectDecisionStatus, selectDenial } from './decisionState';
import { applicationOf, withApplication } from '../../../../../tests/support/applicationState';
import { sagaHarness } from '../../../../../tests/support/sagaHarness';
import { applicationPaths } from '../../../../config/applicationPaths';
import { fakeSockets, type SocketStep } from '../../../../../tests/support/fakeSocket';
import type { RootState } from '../../../../store/rootReducer';
import {
  fetchAdverseActionDetails,
  fetchApplicationById,
  submitApplication,
  type ApplicationRecord,
} from '../../applicationEndpoints';
import {
  adverseActionOpened,
  applicationSubmitted,
  decisionReported,
  decisionSocketFailed,
  decisionWatchRequested,
  selectApplication,
} from '../../applicationSlice';
import { adverseActionPage, closesSocket, screenOf } from './decisionScreens';
import { backoffMs } from '../../../../store/socketSagas';
import { adverseActionOpenedSaga, oneWatchAtATime, sendThenWatch, watchDecision } from './decisionSagas';

const page = applicationPaths;
const ID = '00000000-0000-4000-a000-000000000014';

const failure = (error: { status: number; message: string; code?: string }) =>
  Promise.reject(Object.assign(new Error(error.message), error));

const record = { id: ID, stateCode: 'OH', channel: 'ONLINE', denial: null } as unknown as ApplicationRecord;

function harness(
  scripts: SocketStep[][],
  options: {
    brandKey?: 'cng' | 'ccb';
    details?: { anotherOptionAvailable: boolean; hasRetailStores: boolean };
    submit?: () => unknown;
    record?: ApplicationRecord | null;
  } = {},
) {
  const held = options.record === undefined ? record : options.record;
  const auth = { ...createFakeAuthService(), getIdToken: async () => 'the-id-token' };
  const fake = fakeSockets(scripts, ID);
  const h = sagaHarness({
    auth,
    brandKey: options.brandKey,
    calls: new Map<unknown, (...args: never[]) => unknown>([
      [
        fetchApplicationById,
        () => ({ ...held, status: 'DENIED', denial: { onlineEligible: false, retailEligible: true } }),
      ],
      [submitApplication, options.submit ?? (() => record)],
      [
        fetchAdverseActionDetails,
        () => ({
          getAnotherOptionDetail: { anotherOptionAvailable: options.details?.anotherOptionAvailable ?? false },
          getAdverseActionDetail: { hasRetailStores: options.details?.hasRetailStores ?? false },
        }),
      ],
    ]),
    state: (state) => withApplication(state, { record: held }),
  });
  h.services.navigate.pathname = () => h.visited.at(-1)?.to ?? '';
  h.services.sockets.open = fake.open;
  return { ...h, sockets: fake.opened };
}

const decisionOf = (result: { storeState: unknown }) => selectApplication(result.storeState as RootState).decision;

describe('the application socket', () => {
  it.each([
    ['ORIGINATED', undefined, false, page.thankYou.href()],
    ['SUBMIT_ERROR', undefined, true, page.transition.href()],
    ['CANEBAY_DUPLICATE', undefined, false, page.transition.href()],
    ['ESIGN_ERROR', undefined, true, page.esign.href()],
    ['PENDING_ESIGN', 'ESIGN_RECALCULATED', false, page.esign.href()],
  ] as const)('closes normally and reports on %s %s', async (status, action, error, screen) => {
    const { run, sockets, visited } = harness([
      [
        { message: { status: 'SUBMITTING' } },
        { message: { status }, action, customerCode: status === 'ORIGINATED' ? 'CNG12345678' : null },
      ],
    ]);
    const result = await run(watchDecision, ID)
      .put(
        decisionReported({
          status,
          customerCode: status === 'ORIGINATED' ? 'CNG12345678' : null,
          error,
          action: action ?? null,
        }),
      )
      .run();
    expect(sockets).toHaveLength(1);
    expect(sockets[0]!.url).toBe('ws://portal.test/socket/application?Auth=the-id-token');
    expect(sockets[0]!.sent).toEqual([JSON.stringify({ action: 'registerApplicationListener', applicationId: ID })]);
    expect(sockets[0]!.closedWith).toBe(1000);
    expect(visited.map((v) => v.to)).toEqual([
      page.transition.href(),
      ...(screen === page.transition.href() ? [] : [screen]),
    ]);
    expect(decisionOf(result).state?.status).toBe(status);
  });

  it('keeps waiting through the states that are not triggers, showing each one’s screen', async () => {
    const { run, sockets, visited } = harness([
      [
        { message: { status: 'PENDING_UNDERWRITING' } },
        { message: { status: 'PENDING_ESIGN', isPendingEsign: true, isEsignDisabled: true } },
        { message: { status: 'ESIGNING' } },
        { message: { status: 'ORIGINATED' } },
      ],
    ]);
    await run(watchDecision, ID).run();
    expect(visited.map((v) => v.to)).toEqual([
      page.transition.href(),
      page.holdEsign.href(),
      page.transition.href(),
      page.thankYou.href(),
    ]);
    expect(sockets[0]!.closedWith).toBe(1000);
  });

  it('sets the error state on an error, and reconnects after an abnormal close (fresh socket, same registration)', async () => {
    const { run, sockets } = harness([
      [{ message: { status: 'SUBMITTING' } }, { error: true }, { close: 1006 }],
      [
        { message: { status: 'PENDING_UNDERWRITING' } },
        { message: { status: 'ORIGINATED' }, customerCode: 'CNG12345678' },
      ],
    ]);
    const result = await run(watchDecision, ID)
      .put(decisionSocketFailed())
      .put(decisionReported({ status: 'ORIGINATED', customerCode: 'CNG12345678', error: false, action: null }))
      .run(3000);
    expect(sockets).toHaveLength(2);
    expect(sockets[1]!.sent).toEqual(sockets[0]!.sent);
    // The next message clears the error state.
    expect(decisionOf(result).socketError).toBe(false);
  });

  it.each([
    ['a store application with another option → keep-in-mind', 'RETAIL', page.adverseAction.keepInMind.href()],
    ['an online application → the entry (spec 4.6: not routed)', 'ONLINE', page.adverseAction.root.href()],
  ] as const)('routes a denial by spec 4.6: %s', async (_name, channel, expected) => {
    const { run, visited, calledWith } = harness([[{ message: { status: 'DENIED' } }]], {
      details: { anotherOptionAvailable: true, hasRetailStores: true },
      record: { ...record, channel },
    });
    await run(watchDecision, ID).run();
    expect(visited.map((v) => v.to)).toEqual([expected]);
    // The routing's details are asked for only when the application is routed.
    expect(calledWith.some((c) => c.fn === 'fetchAdverseActionDetails')).toBe(channel === 'RETAIL');
  });

  // Before, a denial cost three hops: the push, the application read again for its eligibility, then the routing's
  // details. Now the push carries them.
  it('routes a denial on its push alone when it carries the denial’s facts: nothing is read again', async () => {
    // Issue 48: the notice's reasons come with the push too.
    const notice = {
      reasons: [{ reason: 'Poor credit performance with us', explanation: 'x' }],
      decidedOn: '2026-11-20',
      mailedAt: null,
      creditReport: null,
    };
    const denial = {
      onlineEligible: false,
      retailEligible: true,
      anotherOptionAvailable: true,
      hasRetailStores: true,
      notice,
    };
    const { run, visited, calledWith } = harness([[{ message: { status: 'DENIED', denial } }]], {
      record: { ...record, channel: 'RETAIL' },
    });
    const result = await run(watchDecision, ID).run();
    expect(visited.map((v) => v.to)).toEqual([page.adverseAction.keepInMind.href()]);
    expect(calledWith).toEqual([]);
    // The push is the slice's; the record stays as the server answered it, and the two read as one.
    const state = result.storeState as RootState;
    expect(applicationOf(result).record).toEqual({ ...record, channel: 'RETAIL' });
    expect(selectDecisionStatus(state)).toBe('DENIED');
    expect(selectDeclined(state)).toBe(true);
    expect(selectDenial(state)).toEqual({ onlineEligible: false, retailEligible: true, notice });
  });

  it('submits, goes to the decision page without another save (the server keeps it), and watches', async () => {
    const submitted = {
      ...record,
      applicationState: 'SUBMITTING',
      loanApplicationProgress: { applicationUrl: page.transition.href() },
    };
    const { run, sockets, visited, calledWith } = harness(
      [[{ message: { status: 'SUBMITTING' } }, { message: { status: 'CANEBAY_DUPLICATE' } }]],
      { submit: () => submitted },
    );
    const result = await run(sendThenWatch, submitApplication).run();
    expect(visited.map((v) => v.to)).toEqual([page.transition.href()]);
    expect(calledWith.map((c) => c.fn)).not.toContain('saveProgress');
    expect(sockets).toHaveLength(1);
    expect(selectApplication(result.storeState as RootState)).toMatchObject({
      reached: page.transition.href(),
      decision: { report: { status: 'CANEBAY_DUPLICATE', error: false }, watching: false },
    });
  });

  it('keeps /submit with the server’s refusal, and opens no socket', async () => {
    const { run, sockets, visited } = harness([], {
      submit: () =>
        failure({ status: 400, code: 'BAD_REQUEST', message: 'This application has already been submitted' }),
    });
    const result = await run(sendThenWatch, submitApplication).run();
    expect(visited).toEqual([]);
    expect(sockets).toHaveLength(0);
    expect(selectApplication(result.storeState as RootState)).toMatchObject({
      error: 'This application has already been submitted',
      saving: false,
    });
  });

  // Issue 32: the sends were taken with takeLatest beside the watch requests, so the page's hook had to hold back its
  // request while a send ran (or it cancelled the send). Now the saga keeps to one watch and each send once.
  it('sends once however often it is pressed, and ignores a request to watch while a watch runs', async () => {
    let sends = 0;
    const submitted = { ...record, applicationState: 'SUBMITTING' };
    const { run, sockets } = harness(
      [[{ message: { status: 'SUBMITTING' } }, { message: { status: 'PENDING_UNDERWRITING' } }]],
      { submit: () => new Promise((resolve) => setTimeout(() => resolve(((sends += 1), submitted)), 50)) },
    );
    await run(oneWatchAtATime)
      // A double press, and a page asking to watch, while the submission is sent.
      .dispatch(applicationSubmitted())
      .dispatch(applicationSubmitted())
      .dispatch(decisionWatchRequested({ applicationId: ID }))
      // A page asking again while the submission's watch runs.
      .delay(200)
      .dispatch(decisionWatchRequested({ applicationId: ID }))
      .silentRun(500);
    expect(sends).toBe(1);
    expect(sockets).toHaveLength(1);
  });

  it('watches a page’s request only while the state is under way (a late request after the decision opens nothing)', async () => {
    const underWay = harness([[{ message: { status: 'PENDING_UNDERWRITING' } }]], {
      record: { ...record, applicationState: 'PENDING_UNDERWRITING' },
    });
    await underWay
      .run(oneWatchAtATime)
      .dispatch(decisionWatchRequested({ applicationId: ID }))
      .silentRun(200);
    expect(underWay.sockets).toHaveLength(1);
    // The page drew ESIGNING; by the time its effect asked, the signing's own watch had seen it through to ORIGINATED.
    const decided = harness([[{ message: { status: 'ORIGINATED' } }]], {
      record: { ...record, applicationState: 'ORIGINATED' },
    });
    await decided
      .run(oneWatchAtATime)
      .dispatch(decisionWatchRequested({ applicationId: ID }))
      .silentRun(200);
    expect(decided.sockets).toHaveLength(0);
  });

  it('backs off from 0.5 s, doubling, to at most 8 s', () => {
    expect([0, 1, 2, 3, 4, 5].map(backoffMs)).toEqual([500, 1000, 2000, 4000, 8000, 8000]);
  });
});

describe('the state-to-screen table and the adverse-action routing', () => {
  it('shows the e-sign, or the hold while it is on hold', () => {
    expect(screenOf({ status: 'PENDING_ESIGN', isEsignDisabled: false })).toBe(page.esign.href());
    expect(screenOf({ status: 'PENDING_ESIGN', isEsignDisabled: true })).toBe(page.holdEsign.href());
    expect(screenOf({ status: 'DENIED', isEsignDisabled: false })).toBeNull();
  });

  it('closes on the union of both readings of spec 4.2', () => {
    expect(
      ['ORIGINATED', 'DENIED', 'SUBMIT_ERROR', 'CANEBAY_DUPLICATE', 'ESIGN_ERROR'].every((state) =>
        closesSocket({ state: state as never }),
      ),
    ).toBe(true);
    expect(closesSocket({ state: 'PENDING_ESIGN', action: 'ESIGN_RECALCULATED' })).toBe(true);
    expect(closesSocket({ state: 'SUBMIT_APPROVED' })).toBe(false);
  });

  // Spec 4.6: "This does not apply to the bank brand, refinance applications, or non-retail channels."
  const facts = {
    brandKey: 'cng',
    applicationKind: 'STANDARD',
    channel: 'RETAIL',
    ineligible: false,
    anotherOptionAvailable: false,
    hasRetailStores: false,
  } as const;
  it.each([
    ['another option', { anotherOptionAvailable: true, hasRetailStores: true }, page.adverseAction.keepInMind.href()],
    ['a state with stores', { hasRetailStores: true }, page.adverseAction.retail.href()],
    ['a state without', {}, page.adverseAction.thankYou.href()],
    [
      'ineligible',
      { ineligible: true, anotherOptionAvailable: true, hasRetailStores: true },
      page.adverseAction.thankYou.href(),
    ],
    [
      'another brand (aca), a state with stores',
      { brandKey: 'aca', hasRetailStores: true },
      page.adverseAction.retail.href(),
    ],
    [
      'a conversion, a state with stores',
      { applicationKind: 'CONVERSION', hasRetailStores: true },
      page.adverseAction.retail.href(),
    ],
    ['the bank brand (not routed)', { brandKey: 'ccb', anotherOptionAvailable: true }, page.adverseAction.root.href()],
    [
      'a refinance (not routed)',
      { applicationKind: 'REFINANCE', hasRetailStores: true },
      page.adverseAction.root.href(),
    ],
    [
      'an online application (not routed)',
      { channel: 'ONLINE', anotherOptionAvailable: true, hasRetailStores: true },
      page.adverseAction.root.href(),
    ],
    [
      'an online application, ineligible (not routed)',
      { channel: 'ONLINE', ineligible: true },
      page.adverseAction.root.href(),
    ],
    ['a partner channel (not routed)', { channel: 'CHEETAH', hasRetailStores: true }, page.adverseAction.root.href()],
    ['no channel (not routed)', { channel: null, hasRetailStores: true }, page.adverseAction.root.href()],
  ] as const)('%s', (_name, overrides, expected) => {
    expect(adverseActionPage({ ...facts, ...overrides })).toBe(expected);
  });
});

describe('an adverse-action page opened (a link, a reload)', () => {
  const denied = (channel: string) => ({ ...record, status: 'DENIED', channel }) as unknown as ApplicationRecord;
  it.each([
    [
      'the entry, a declined store application: routed by spec 4.6',
      true,
      null,
      denied('RETAIL'),
      page.adverseAction.root.href(),
      [page.adverseAction.retail.href()],
      'cng',
    ],
    [
      'the entry, a declined online application: stays (not routed)',
      true,
      null,
      denied('ONLINE'),
      page.adverseAction.root.href(),
      [],
      'cng',
    ],
    [
      'the entry, the bank brand’s store application: stays',
      true,
      null,
      denied('RETAIL'),
      page.adverseAction.root.href(),
      [],
      'ccb',
    ],
    [
      'retail, a declined application: stays',
      false,
      null,
      denied('RETAIL'),
      page.adverseAction.retail.href(),
      [],
      'cng',
    ],
    [
      'the entry, nothing declined: the application takes over',
      true,
      null,
      null,
      page.adverseAction.root.href(),
      [page.root.href()],
      'cng',
    ],
    [
      'keep-in-mind, an application still open: the application takes over',
      false,
      null,
      record,
      page.adverseAction.keepInMind.href(),
      [page.root.href()],
      'cng',
    ],
    [
      'the entry, a declined refinance of the account: its notice stays',
      true,
      'REFINANCE',
      null,
      page.adverseAction.root.href(),
      [],
      'cng',
    ],
  ] as const)('%s', async (_name, entry, request, held, at, expected, brandKey) => {
    const h = harness([], {
      record: held,
      details: { anotherOptionAvailable: false, hasRetailStores: true },
      brandKey,
    });
    h.services.navigate.pathname = () => h.visited.at(-1)?.to ?? at;
    await h.run(adverseActionOpenedSaga, adverseActionOpened({ entry, request })).run();
    expect(h.visited.map((v) => v.to)).toEqual(expected);
  });
});
