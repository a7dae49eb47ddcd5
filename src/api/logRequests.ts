// logError and logDetails as the first chunk's sagas call them: the log module, with RTK Query, loads on the first report.
// Logging never breaks the flow that reports, not even when the module cannot be loaded.
import { call } from 'redux-saga/effects';
import { lazySaga } from './lazySaga';

const loadLogEndpoints = () => import(/* webpackChunkName: "log-api" */ './logEndpoints');
const reportError = lazySaga(loadLogEndpoints, 'logError');
const reportDetails = lazySaga(loadLogEndpoints, 'logDetails');

export function* logError(message: string) {
  try {
    yield call(reportError, message);
  } catch {
    // nothing more to do
  }
}

/**
 * A message with structured details, for failures whose shape matters (how a sign-up failure was classified).
 * Callers pass no personal data; the back end masks what slips through. Like every GraphQL call it needs a
 * session: without one it is dropped before it leaves the browser.
 */
export function* logDetails(message: string, details: Record<string, unknown>) {
  try {
    yield call(reportDetails, message, details);
  } catch {
    // nothing more to do
  }
}
