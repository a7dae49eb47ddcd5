// Analytics pushes (virtual page views) onto the tag manager's data layer. Never personal data.
declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/** The page view the entry recorded before the app started (decision 0067), which the app's own first one repeats. */
let recordedByEntry: string | null = null;

/** The entry's record of the page the server's HTML shows, for a page whose app starts only on the first input. */
export function recordFirstPageView(path: string): void {
  pushPageView(path);
  recordedByEntry = path;
}

export function pushPageView(path: string, details?: { applicationId: string | null }): void {
  const first = recordedByEntry;
  recordedByEntry = null;
  if (first === path) return;
  window.dataLayer ??= [];
  window.dataLayer.push({
    event: 'virtualPageView',
    page: path,
    ...(details?.applicationId ? { applicationId: details.applicationId } : {}),
  });
}
