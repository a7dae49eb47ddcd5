// Field reports from the first byte (issue 68). The app's reporter (src/app/fieldReports.ts, with web-vitals) starts
// only once the app does, and on /login the app starts at the first input (decision 0067): an error thrown before
// then was never reported, a visit with no input sent nothing, and LCP (which web-vitals settles at the first input,
// long before its chunk arrives) was never sent. The server puts this script first in every page's <head> (allowed by
// its hash in the CSP). It watches from the first byte:
//   - each uncaught error and unhandled rejection, sent at once (at most ten), until the app's reporter takes over;
//   - the largest contentful paint, settled at the first real key, click or hiding of the page, and sent when the page
//     is hidden if the app's reporter has not taken over by then (which otherwise sends it with the other vitals).
// A few hundred bytes, in plain ES5 (it runs as written, before anything else). It names the route as the server takes
// it (src/lib/rules/fieldReports.ts's ROUTE_NAME_PATTERN): the path when it is plain words, else '/:segment'.

/** Where the script keeps what it saw, on `window`: read by the app's reporter when it takes over. */
export const EARLY_REPORTS_KEY = '__earlyReports';

export interface EarlyReports {
  /** The largest contentful paint so far, in milliseconds (0: none yet). */
  lcp: number;
  /** Settled: no later paint changes it (the first real input, or the page hidden). */
  settled: boolean;
  /** The script has sent the LCP itself (the page was hidden before the app's reporter of vitals took over). */
  lcpSent: boolean;
  /** The app reports errors now (src/app/browserServices.ts): the script sends none. */
  errorsOwned: boolean;
  /** The app reports the vitals now (src/app/webVitals.ts): the script leaves the LCP to it. */
  vitalsOwned: boolean;
}

/** The LCP thresholds (web-vitals' own): good up to 2.5 s, poor past 4 s. */
export const lcpRating = (ms: number) => (ms <= 2500 ? 'good' : ms <= 4000 ? 'needs-improvement' : 'poor');

export const EARLY_REPORTS_SCRIPT = `(function(w,d){var q=w.${EARLY_REPORTS_KEY}={lcp:0,settled:false,lcpSent:false,errorsOwned:false,vitalsOwned:false},n=0;
function route(){var p=location.pathname;return /^(\\/[a-z][a-z0-9-]{0,39}){1,3}$/.test(p)?p:'/:segment'}
function send(r){try{navigator.sendBeacon('/api/rum',JSON.stringify(r))}catch(x){}}
function error(s,m){if(q.errorsOwned||n>=10)return;n++;send({errors:[{source:s,message:String(m).slice(0,500),route:route()}]})}
w.addEventListener('error',function(e){error('window',e.error&&e.error.name?e.error.name+': '+e.error.message:e.message)});
w.addEventListener('unhandledrejection',function(e){var r=e.reason;error('rejection',r&&r.name?r.name+': '+r.message:r)});
try{new PerformanceObserver(function(l){var e=l.getEntries();if(!q.settled&&e.length)q.lcp=e[e.length-1].startTime}).observe({type:'largest-contentful-paint',buffered:true})}catch(x){}
function settle(e){if(e.isTrusted)q.settled=true}
w.addEventListener('keydown',settle,true);w.addEventListener('click',settle,true);
d.addEventListener('visibilitychange',function(){if(d.visibilityState!=='hidden')return;q.settled=true;
if(!q.vitalsOwned&&!q.lcpSent&&q.lcp){q.lcpSent=true;send({vitals:[{name:'LCP',value:Math.round(q.lcp*1e3)/1e3,rating:q.lcp<=2500?'good':q.lcp<=4000?'needs-improvement':'poor',navigationType:'navigate',route:route()}]})}})
})(window,document)`;

/** What the script saw, when it ran on this page. */
export const earlyReports = (): EarlyReports | undefined =>
  (globalThis as unknown as Record<string, EarlyReports | undefined>)[EARLY_REPORTS_KEY];
