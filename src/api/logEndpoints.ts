// logMessage and logDetails: how the browser app reports to the back end (render errors among them).
import { put } from 'redux-saga/effects';
import { logOperations } from './log.generated';

/** The two log calls (log.graphql), as the app's error boundary and the sagas send them. */
export const logApi = logOperations;

/** Reports an error from a saga. Logging never breaks the flow that reports. */
export function* logError(message: string) {
  try {
    yield put(logApi.endpoints.logMessage.initiate({ request: { message, logLevel: 'ERROR' } }) as never);
  } catch {
    // nothing more to do
  }
}

/** Reports a message with structured details (sent as JSON; the back end masks personal data before writing). */
export function* logDetails(
  message: string,
  details: Record<string, unknown>,
  logLevel: 'INFO' | 'WARN' | 'ERROR' = 'WARN',
) {
  try {
    yield put(logApi.endpoints.logDetails.initiate({ message, data: JSON.stringify(details), logLevel }) as never);
  } catch {
    // nothing more to do
  }
}
