// Hands the page views that screens and route tables dispatch to the analytics service.
import { call, takeEvery } from 'redux-saga/effects';
import { pageViewed } from '../events/pageEvents';
import { service } from '../store/sagaServices';

function* recordPageView(action: ReturnType<typeof pageViewed>) {
  const analytics = yield* service('analytics');
  yield call(analytics.pageView, action.payload);
}

export function* pageViewSagas() {
  yield takeEvery(pageViewed, recordPageView);
}
