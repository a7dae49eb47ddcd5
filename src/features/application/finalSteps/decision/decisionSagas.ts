// Submission and the decision arriving live (application spec 4.1, 4.2, 4.6; issue 14, sections 2 and 3):
// - /submit: submitApplication, then the application socket; /esign: esignApplication, then the socket again.
// - The socket is this saga's: opened with the id token as the `Auth` query parameter, registered with
//   registerApplicationListener, read through an `eventChannel` closed in `finally` (nothing of it is in Redux
//   state). Each message's applicationState is recorded in the slice (decisionState.ts reads it with the record) and
//   its screen shown (decisionScreens.ts). A closing trigger (the union of spec 4.2's readings) closes it normally
//   and reports status, customer code and error flag; anything else keeps it waiting. An error sets the application's error state; an abnormal close reconnects
//   after a backoff (0.5 s doubling to 8 s), with a fresh token.
// - DENIED goes through the adverse-action routing of spec 4.6. Its push carries the facts the routing needs (the
//   denial's eligibility, the other option, a store in the state), so it costs no further call; a page opened by a
//   link or a reload (or a push without them) asks getAnotherOptionDetail and getAdverseActionDetail.
import type { Task } from 'redux-saga';
import { call, cancel, fork, put, select, take, takeLatest } from 'redux-saga/effects';
import { paths } from '../../../../config/paths';
import { applicationPaths } from '../../../../config/applicationPaths';
import type { RootState } from '../../../../store/rootReducer';
import { service } from '../../../../store/sagaServices';
import {
  esignApplication,
  fetchAdverseActionDetails,
  fetchApplicationById,
  submitApplication,
  type AdverseActionDetails,
  type ApplicationRecord,
  type ApplicationStateInfo,
} from '../../applicationEndpoints';
import { currentRecord, keepSaved, saveFailedWith } from '../../flowEffects';
import { selectDecisionStatus, selectDeclined, selectDenial } from './decisionState';
import {
  adverseActionOpened,
  applicationSubmitted,
  decisionReported,
  decisionSocketFailed,
  decisionStateReceived,
  decisionWatchEnded,
  decisionWatchRequested,
  decisionWatchStarted,
  esignRequested,
} from '../../applicationSlice';
import { adverseActionPage, closesSocket, isRouted, isWatched, screenOf } from './decisionScreens';
import { watchSocket } from '../../../../store/socketSagas';

/** Where the decision is watched (the server keeps it as the place to resume once submitted). */
const DECISION_PAGE = applicationPaths.transition.href();

interface Pushed {
  body?: {
    applicationState?: ApplicationStateInfo;
    status?: string;
    customerCode?: string | null;
    action?: string | null;
  };
  action?: string | null;
}

function parsed(data: string): Pushed | null {
  try {
    return JSON.parse(data) as Pushed;
  } catch {
    return null;
  }
}

type DenialFacts = NonNullable<ApplicationStateInfo['denial']>;

/**
 * The adverse-action page for a declined application (spec 4.6): the facts pushed with the denial route it; without
 * them its details are asked for, and only when it is routed.
 */
function* adverseActionFor(record: ApplicationRecord, pushed: DenialFacts | null = null) {
  const brandKey = (yield select((state: RootState) => state.runtime.brandKey)) as string;
  const kind = { brandKey, applicationKind: record.applicationKind ?? 'STANDARD', channel: record.channel ?? null };
  if (!isRouted(kind)) return applicationPaths.adverseAction.root.href();
  const denial = (yield select(selectDenial)) as ApplicationRecord['denial'];
  const ineligible = denial?.onlineEligible === false && denial.retailEligible === false;
  let details: AdverseActionDetails = {
    getAnotherOptionDetail: { anotherOptionAvailable: false },
    getAdverseActionDetail: { hasRetailStores: false },
  };
  if (pushed && pushed.hasRetailStores !== null) {
    details = {
      getAnotherOptionDetail: { anotherOptionAvailable: pushed.anotherOptionAvailable },
      getAdverseActionDetail: { hasRetailStores: pushed.hasRetailStores },
    };
  } else {
    try {
      details = (yield call(fetchAdverseActionDetails, {
        applicationId: record.id,
        stateCode: record.stateCode ?? '',
        brandName: brandKey,
      })) as AdverseActionDetails;
    } catch {
      // Without the details the notice is still given: the thank-you page carries it.
    }
  }
  return adverseActionPage({
    ...kind,
    ineligible,
    anotherOptionAvailable: details.getAnotherOptionDetail.anotherOptionAvailable,
    hasRetailStores: details.getAdverseActionDetail.hasRetailStores,
  });
}

/**
 * An adverse-action page opened (by the decision, a link or a reload): with nothing declined it has no notice to give
 * and the application's entry takes over; the entry page itself goes where the routing of spec 4.6 leads.
 */
export function* adverseActionOpenedSaga(action: ReturnType<typeof adverseActionOpened>) {
  if (action.payload.request) return;
  const navigate = yield* service('navigate');
  const record = yield* currentRecord();
  if (!record || !((yield select(selectDeclined)) as boolean)) {
    yield call(navigate.navigate, paths.application.root.href(), { replace: true });
    return;
  }
  if (!action.payload.entry) return;
  const screen = (yield call(adverseActionFor, record)) as string;
  if (navigate.pathname() !== screen) yield call(navigate.navigate, screen, { replace: true });
}

/** Shows the screen of a pushed state, unless it is already shown. */
function* show(info: ApplicationStateInfo) {
  const navigate = yield* service('navigate');
  const record = yield* currentRecord();
  let screen = screenOf(info, record?.channel);
  if (info.status === 'DENIED') {
    if (!record) return;
    screen = (yield call(adverseActionFor, record, info.denial ?? null)) as string;
  }
  if (screen && navigate.pathname() !== screen) yield call(navigate.navigate, screen, { replace: true });
}

/** Watches one application's decision until a closing trigger (see the file's comment). */
export function* watchDecision(applicationId: string) {
  yield put(decisionWatchStarted());
  try {
    yield call(watchUntilReported, applicationId);
  } finally {
    yield put(decisionWatchEnded());
  }
}

function* watchUntilReported(applicationId: string) {
  yield call(watchSocket<true>, {
    path: 'application',
    registration: { action: 'registerApplicationListener', applicationId },
    *onMessage(data) {
      const message = parsed(data);
      const info = message?.body?.applicationState;
      if (!info) return undefined;
      const customerCode = message.body?.customerCode ?? null;
      // The denial's eligibility is on the record: pushed with it, or else read before routing.
      if (info.status === 'DENIED' && !info.denial) yield call(refreshDenial, applicationId);
      yield put(decisionStateReceived({ state: info, customerCode }));
      const action = message.body?.action ?? message.action ?? null;
      const record = yield* currentRecord();
      if (closesSocket({ state: info.status ?? null, action }, record?.channel)) {
        yield put(
          decisionReported({
            status: info.status ?? '',
            customerCode,
            error: info.status === 'SUBMIT_ERROR' || info.status === 'ESIGN_ERROR',
            action,
          }),
        );
        yield call(show, info);
        return { result: true };
      }
      yield call(show, info);
      return undefined;
    },
    // An error: the application's error state until the next message.
    *onError() {
      yield put(decisionSocketFailed());
      return false;
    },
    // An abnormal close: the error state until the next message, and a reconnect after the backoff.
    *onDrop() {
      yield put(decisionSocketFailed());
    },
  });
}

/** Reads the application again, which keeps it (the denial's eligibility came with the decision). */
function* refreshDenial(applicationId: string) {
  const record = yield* currentRecord();
  if (!record || record.id !== applicationId) return;
  try {
    yield call(fetchApplicationById, { id: applicationId });
  } catch {
    // The routing falls back to what is known.
  }
}

/**
 * Sends the submission (/submit: the credit report authorized; watched from /transition) or the signature (/esign:
 * watched to origination), keeps the decision page as the place to resume (a submitted application takes no more
 * saves), shows it, and watches the decision from there. `sent` is told when the send is over, however it ended.
 */
export function* sendThenWatch(
  send: typeof submitApplication | typeof esignApplication,
  sent: () => void = () => undefined,
) {
  const record = yield* currentRecord();
  if (!record) return sent();
  const navigate = yield* service('navigate');
  try {
    const saved = (yield call(send, { id: record.id })) as ApplicationRecord;
    yield* keepSaved(saved, DECISION_PAGE);
    if (navigate.pathname() !== DECISION_PAGE) yield call(navigate.navigate, DECISION_PAGE);
  } catch (error) {
    yield call(saveFailedWith, error);
    return;
  } finally {
    sent();
  }
  yield call(watchDecision, record.id);
}

/**
 * One decision watch at a time, and each send once: a second press while a submission or a signature is being sent
 * is ignored; a page's request to watch while a watch runs is ignored (the running one shows every state); a send
 * replaces a running watch (its socket closes normally) and watches from there.
 */
export function* oneWatchAtATime() {
  let running: Task | null = null;
  let sending = false;
  for (;;) {
    const action = (yield take([applicationSubmitted.type, esignRequested.type, decisionWatchRequested.type])) as {
      type: string;
      payload?: unknown;
    };
    const isSend = action.type !== decisionWatchRequested.type;
    if (running?.isRunning() && (sending || !isSend)) continue;
    // A page asks from what it last drew, and its effect may run late: a state that is no longer under way (the send's
    // own watch saw it through) is not watched again.
    if (!isSend && !isWatched((yield select(selectDecisionStatus)) as ReturnType<typeof selectDecisionStatus>))
      continue;
    if (running?.isRunning()) yield cancel(running);
    if (isSend) {
      sending = true;
      running = (yield fork(
        sendThenWatch,
        action.type === applicationSubmitted.type ? submitApplication : esignApplication,
        () => (sending = false),
      )) as Task;
    } else
      running = (yield fork(
        watchDecision,
        (action as ReturnType<typeof decisionWatchRequested>).payload.applicationId,
      )) as Task;
  }
}

export function* decisionSagas() {
  yield takeLatest(adverseActionOpened.type, adverseActionOpenedSaga);
  yield fork(oneWatchAtATime);
}
