// The page's web vitals (issue 49), measured by the web-vitals library: the last value of each, sent in one report when
// the page is hidden (the moment the library gives its final CLS and INP). A chunk of its own (fieldReports.ts).
import { onCLS, onFCP, onINP, onLCP, onTTFB, type MetricType } from 'web-vitals';
import type { FieldReport, VitalReport } from '../lib/rules/fieldReports';

export function watchWebVitals(route: () => string, send: (report: FieldReport) => void): void {
  const waiting = new Map<string, VitalReport>();
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
    if (waiting.size === 0) return;
    send({ vitals: [...waiting.values()] });
    waiting.clear();
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  window.addEventListener('pagehide', flush);
}
