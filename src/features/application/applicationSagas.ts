// The application's flow (application spec 2, 3, 4, 7.1, 8, 9): each part's sagas, by the spec's steps (entry/,
// account/, personal/, loanDetails/, income/, finalSteps/), and the application's page views.
import { all, call, delay, race, take, takeEvery } from 'redux-saga/effects';
import { isAtOrUnder } from '../../config/paths';
import { applicationPaths } from '../../config/applicationPaths';
import { pageViewed } from '../../events/pageEvents';
import { service } from '../../store/sagaServices';
import { accountSagas } from './account/accountSagas';
import { entrySagas } from './entry/entrySagas';
import { agreementsSagas } from './finalSteps/agreements/agreementsSagas';
import { bankCheckSagas } from './finalSteps/bankCheck/bankCheckSagas';
import { checksSagas } from './finalSteps/checks/checksSagas';
import { anotherOptionSagas } from './finalSteps/decision/anotherOptionSagas';
import { decisionSagas } from './finalSteps/decision/decisionSagas';
import { documentsSagas } from './finalSteps/documents/documentsSagas';
import { current } from './flowEffects';
import { incomeSagas } from './income/incomeSagas';
import { personalSagas } from './personal/personalSagas';
import { applicationLoaded } from './applicationSlice';

const page = applicationPaths;

/** Each screen of the application is a virtual page view carrying the application's id (never anything personal). */
const PAGE_VIEW_WAIT_MS = 5000;

export function* applicationPageViewSaga(action: ReturnType<typeof pageViewed>) {
  if (!isAtOrUnder(action.payload, page.root.href())) return;
  const analytics = yield* service('analytics');
  const state = yield* current();
  let { applicationId } = state;
  // A page opened afresh while the application loads waits for it (a while at most), so the view carries its id.
  if (!applicationId && state.status === 'loading') {
    const { found } = (yield race({ found: take(applicationLoaded.type), later: delay(PAGE_VIEW_WAIT_MS) })) as {
      found?: ReturnType<typeof applicationLoaded>;
    };
    applicationId = found?.payload.applicationId ?? null;
  }
  yield call(analytics.pageView, action.payload, { applicationId });
}

export function* applicationSagas() {
  yield all([
    call(entrySagas),
    call(accountSagas),
    call(personalSagas),
    call(incomeSagas),
    takeEvery(pageViewed.type, applicationPageViewSaga),
    call(agreementsSagas),
    call(bankCheckSagas),
    call(checksSagas),
    call(documentsSagas),
    call(decisionSagas),
    call(anotherOptionSagas),
  ]);
}
