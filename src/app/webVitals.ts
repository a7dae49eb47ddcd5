// The page's web vitals (issue 49), measured by the web-vitals library: the last value of each, sent in one report when
// the page is hidden (the moment the library gives its final CLS and INP). A chunk of its own (fieldReports.ts).
import { onCLS, onFCP, onINP, onLCP, onTTFB, type MetricType } from 'web-vitals';
import type { FieldReport, VitalReport } from '../lib/rules/fieldReports';
import { earlyReports, lcpRating } from '../lib/rules/earlyReports';

export function watchWebVitals(route: () => string, send: (report: FieldReport) => void): void {
  const waiting = new Map<string, VitalReport>();
  // The first byte's script (src/lib/rules/earlyReports.ts) leaves the vitals to this reporter from now on; the LCP it
  // saw is sent with them when web-vitals has none (it settles LCP at the first input, often before this chunk loads).
  const early = earlyReports();
  if (early) early.vitalsOwned = true;
  const earlyLcp = (): VitalReport | null =>
    early && !early.lcpSent && early.lcp > 0
      ? {
          name: 'LCP',
          value: Math.round(early.lcp * 1e3) / 1e3,
          rating: lcpRating(early.lcp),
          navigationType: 'navigate',
          route: route(),
        }
      : null;
  const add = (metric: MetricType) =>
    waiting.set(metric.name, {
      name: metric.name,
      // Milliseconds to the microsecond, CLS (a score) to a millionth: enough for any chart.
      value: Math.round(metric.value * 1e6) / 1e6,
      rating: metric.rating,
      navigationType: metric.navigationType,
      route: route(),
    });
  onCLS(add);
  onFCP(add);
  onINP(add);
  onLCP(add);
  onTTFB(add);
  const flush = () => {
    const lcp = waiting.has('LCP') ? null : earlyLcp();
    if (lcp) waiting.set('LCP', lcp);
    if (waiting.size === 0) return;
    if (early && waiting.has('LCP')) early.lcpSent = true;
    send({ vitals: [...waiting.values()] });
    waiting.clear();
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  window.addEventListener('pagehide', flush);
}
