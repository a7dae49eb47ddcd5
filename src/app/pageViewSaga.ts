// Hands the page views that screens and route tables dispatch to the analytics service. The application's pages
// are the application feature's to record (with the application's id).
import { call, takeEvery } from 'redux-saga/effects';
import { isAtOrUnder, paths } from '../config/paths';
import { pageViewed } from '../events/pageEvents';
import { service } from '../store/sagaServices';

function* recordPageView(action: ReturnType<typeof pageViewed>) {
  if (isAtOrUnder(action.payload, paths.application.root.href())) return;
  const analytics = yield* service('analytics');
  yield call(analytics.pageView, action.payload);
}

export function* pageViewSagas() {
  yield takeEvery(pageViewed, recordPageView);
}
