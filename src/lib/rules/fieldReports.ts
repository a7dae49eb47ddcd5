// Field reports (issue 49): what a browser tells the server of its visit, for operators. Its web vitals, sent once when
// the page is hidden, and its uncaught errors, sent as they happen, to POST /api/rum; the server logs each as a
// structured entry. Shared by the browser (src/app/fieldReports.ts) and the server (server/web/fieldReportRoutes.ts).

export const FIELD_REPORTS_PATH = '/api/rum';
/** The vitals a report may hold (the web-vitals library's five). */
export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export const VITAL_RATINGS = ['good', 'needs-improvement', 'poor'] as const;
export const NAVIGATION_TYPES = [
  'navigate',
  'reload',
  'back-forward',
  'back-forward-cache',
  'prerender',
  'restore',
  'soft-navigation',
] as const;
/** Where an error was caught: a window's error event, an unhandled rejection, the saga middleware. */
export const ERROR_SOURCES = ['window', 'rejection', 'saga'] as const;
export const FIELD_REPORT_LIMITS = {
  /** The longest error message kept (the rest is cut in the browser, and refused by the server beyond it). */
  messageChars: 500,
  /** The longest route name. */
  routeChars: 120,
  /** The errors one page sends at most (a loop that throws sends ten, not thousands). */
  errorsPerPage: 10,
  /** The largest report the server reads. */
  bytes: 4096,
} as const;

const NUMBER = /^\d+$/;
const OPAQUE = /^(?=.*\d)[0-9a-f-]{12,}$/i;

/**
 * The page as a report names it: its path without query or fragment, and any segment that is an id, a number, an
 * address or anything but plain letters replaced by what it is. Nothing personal. (The browser first cuts the e-mailed
 * password link's code and address, as for every log: paths.changePassword.forLogs.)
 */
export function routeName(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] ?? '';
  const segments = path.split('/').map((segment) => {
    let text: string;
    try {
      text = decodeURIComponent(segment);
    } catch {
      return ':segment';
    }
    if (text.includes('@')) return ':email';
    if (NUMBER.test(text)) return ':number';
    if (OPAQUE.test(text) || /\d{3}/.test(text)) return ':id';
    return text === '' || ROUTE_WORD.test(text) ? text : ':segment';
  });
  // The path's own slashes only: none doubled, none at the end; a name too long loses whole segments from its end.
  const kept = segments.filter((segment) => segment !== '');
  while (kept.join('/').length + 1 > FIELD_REPORT_LIMITS.routeChars) kept.pop();
  return `/${kept.join('/')}`;
}

/** A segment as the route table spells them: lowercase words joined by dashes (anything else is named by its kind). */
const ROUTE_WORD = /^[a-z][a-z0-9-]{0,39}$/;
/**
 * A route name as the server takes it, and only what routeName gives: `/`, or segments each a word of the route
 * table's kind or a placeholder (issue 68: `/maria.lopez:900000001/4111111111111111` was logged as sent).
 */
export const ROUTE_NAME_PATTERN = '^/$|^(?:/(?:[a-z][a-z0-9-]{0,39}|:number|:id|:email|:segment))+$';

export type VitalName = (typeof VITAL_NAMES)[number];
export interface VitalReport {
  name: VitalName;
  value: number;
  rating: (typeof VITAL_RATINGS)[number];
  navigationType: (typeof NAVIGATION_TYPES)[number];
  route: string;
}
export interface ErrorReport {
  source: (typeof ERROR_SOURCES)[number];
  message: string;
  route: string;
}
export interface FieldReport {
  vitals?: VitalReport[];
  errors?: ErrorReport[];
}
