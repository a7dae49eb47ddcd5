// Field reports from the browser (issue 49): uncaught errors, at most ten a page, with the route name and a capped
// message; the web vitals' last values in one report when the page is hidden; a saga's uncaught error reported.
import type { Metric } from 'web-vitals';
import { call } from 'redux-saga/effects';
import { waitFor } from '@testing-library/react';
import type { FieldReport } from '../lib/rules/fieldReports';
import { createTestServices } from '../../tests/support/renderApp';
import { makeStore } from '../store/makeStore';
import { errorReporter } from './fieldReports';
import { watchWebVitals } from './webVitals';
import { EARLY_REPORTS_KEY, type EarlyReports } from '../lib/rules/earlyReports';

type Listener = (metric: Metric) => void;
const listeners: Record<string, Listener> = {};
jest.mock('web-vitals', () => ({
  onCLS: (listener: Listener) => (listeners.CLS = listener),
  onFCP: (listener: Listener) => (listeners.FCP = listener),
  onINP: (listener: Listener) => (listeners.INP = listener),
  onLCP: (listener: Listener) => (listeners.LCP = listener),
  onTTFB: (listener: Listener) => (listeners.TTFB = listener),
}));

const metric = (name: Metric['name'], value: number, rating: Metric['rating'] = 'good') =>
  ({ name, value, rating, navigationType: 'navigate', delta: value, id: 'v', entries: [] }) as unknown as Metric;

function hide() {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
}

describe('field reports', () => {
  it('report an error with the route name and a message of at most 500 characters, ten a page', () => {
    window.history.pushState({}, '', '/account/loans/4417?tab=payments');
    const sent: FieldReport[] = [];
    const report = errorReporter((body) => sent.push(body));
    report('rejection', new TypeError('x is undefined'));
    report('window', 'y'.repeat(900));
    expect(sent[0]).toEqual({
      errors: [{ source: 'rejection', message: 'TypeError: x is undefined', route: '/account/loans/:number' }],
    });
    expect(sent[1]!.errors![0]!.message).toHaveLength(500);
    for (let count = 0; count < 20; count += 1) report('window', new Error(`loop ${count}`));
    expect(sent).toHaveLength(10);
  });

  it('never name the e-mailed password link in a route', () => {
    window.history.pushState({}, '', '/authentication/change-password/123456/ann%40example.com');
    const sent: FieldReport[] = [];
    errorReporter((body) => sent.push(body))('window', new Error('boom'));
    expect(sent[0]!.errors![0]!.route).toBe('/authentication/change-password/:segment');
  });

  it("send the vitals' last values in one report when the page is hidden, and nothing when there is none", () => {
    const sent: FieldReport[] = [];
    watchWebVitals(
      () => '/login',
      (body) => sent.push(body),
    );
    hide();
    expect(sent).toEqual([]);
    listeners.LCP!(metric('LCP', 1800.123456789));
    listeners.CLS!(metric('CLS', 0.01));
    listeners.CLS!(metric('CLS', 0.3, 'poor'));
    hide();
    expect(sent).toEqual([
      {
        vitals: [
          { name: 'LCP', value: 1800.123457, rating: 'good', navigationType: 'navigate', route: '/login' },
          { name: 'CLS', value: 0.3, rating: 'poor', navigationType: 'navigate', route: '/login' },
        ],
      },
    ]);
    hide();
    expect(sent).toHaveLength(1);
  });

  it("send the first byte's LCP with the vitals when web-vitals settled none, once, and take the vitals over from it (issue 68)", () => {
    const early: EarlyReports = { lcp: 2612.5, settled: true, lcpSent: false, errorsOwned: false, vitalsOwned: false };
    (window as unknown as Record<string, unknown>)[EARLY_REPORTS_KEY] = early;
    try {
      const sent: FieldReport[] = [];
      watchWebVitals(
        () => '/login',
        (body) => sent.push(body),
      );
      expect(early.vitalsOwned).toBe(true);
      listeners.FCP!(metric('FCP', 900));
      hide();
      expect(sent).toEqual([
        {
          vitals: [
            { name: 'FCP', value: 900, rating: 'good', navigationType: 'navigate', route: '/login' },
            { name: 'LCP', value: 2612.5, rating: 'needs-improvement', navigationType: 'navigate', route: '/login' },
          ],
        },
      ]);
      expect(early.lcpSent).toBe(true);
      listeners.CLS!(metric('CLS', 0.01));
      hide();
      expect(sent[1]).toEqual({
        vitals: [{ name: 'CLS', value: 0.01, rating: 'good', navigationType: 'navigate', route: '/login' }],
      });
    } finally {
      delete (window as unknown as Record<string, unknown>)[EARLY_REPORTS_KEY];
    }
  });

  it("report a saga's uncaught error", async () => {
    const { services, faults } = createTestServices();
    const failing = function* () {
      yield call(() => Promise.reject(new Error('the saga failed')));
    };
    makeStore(services, undefined, { rootSaga: failing, lazyParts: false });
    await waitFor(() => expect(faults).toEqual([new Error('the saga failed')]));
  });
});
