// Analytics pushes (virtual page views) onto the tag manager's data layer. Never personal data.
declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

export function pushPageView(path: string, details?: { applicationId: string | null }): void {
  window.dataLayer ??= [];
  window.dataLayer.push({
    event: 'virtualPageView',
    page: path,
    ...(details?.applicationId ? { applicationId: details.applicationId } : {}),
  });
}
