// Field reports from this browser (issue 49): its uncaught errors as they happen (a window's error event, an unhandled
// rejection, the saga middleware's onError: browserServices.ts) and its web vitals when the page is hidden
// (webVitals.ts). Each goes to POST /api/rum with sendBeacon; the server logs it with the page's route name
// (src/lib/rules/fieldReports.ts). A chunk of its own, with the web-vitals library: loaded once the page is idle, or
// by the first error, so nothing of it runs before the login form's first input.
import { paths } from '../config/paths';
import {
  FIELD_REPORT_LIMITS,
  FIELD_REPORTS_PATH,
  routeName,
  type ErrorReport,
  type FieldReport,
} from '../lib/rules/fieldReports';
import { watchWebVitals } from './webVitals';

/** The current page's route name: never the e-mailed link's code and address, an id or a query. */
export const currentRoute = (): string => routeName(paths.changePassword.forLogs(window.location.pathname));

export function sendFieldReport(report: FieldReport): void {
  const body = JSON.stringify(report);
  // A beacon outlives the page; a string goes as text/plain (no preflight), which the server reads as JSON.
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(FIELD_REPORTS_PATH, body)) return;
  void fetch(FIELD_REPORTS_PATH, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'text/plain' } })
    .then(() => undefined)
    .catch(() => undefined);
}

/** Reports uncaught errors, at most FIELD_REPORT_LIMITS.errorsPerPage a page (a loop that throws sends ten). */
export function errorReporter(send: (report: FieldReport) => void = sendFieldReport) {
  let sent = 0;
  return (source: ErrorReport['source'], error: unknown): void => {
    if (sent >= FIELD_REPORT_LIMITS.errorsPerPage) return;
    sent += 1;
    const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    send({ errors: [{ source, message: text.slice(0, FIELD_REPORT_LIMITS.messageChars), route: currentRoute() }] });
  };
}

/** This page's reporter: the ten errors a page may send are counted here. */
export const reportError = errorReporter();

/** Starts sending this page's web vitals. */
export const watchVitals = (): void => watchWebVitals(currentRoute, sendFieldReport);
