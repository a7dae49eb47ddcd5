// logError as the first chunk's sagas call it: the log module, with RTK Query, loads on the first report.
// Logging never breaks the flow that reports, not even when the module cannot be loaded.
import { call } from 'redux-saga/effects';
import { lazySaga } from '../store/lazySaga';

const loadLogEndpoints = () => import(/* webpackChunkName: "log-api" */ './logEndpoints');
const reportError = lazySaga(loadLogEndpoints, 'logError');

export function* logError(message: string) {
  try {
    yield call(reportError, message);
  } catch {
    // nothing more to do
  }
}
