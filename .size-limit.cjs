// Byte budgets, checked by `npm test` after the production build (size-limit with @size-limit/file, gzip,
// 1 kB = 1000 bytes). Sizes are deterministic, so these are checks, not timings; timings are in `npm run bench`.
//   - /login: every script and stylesheet index.html loads, the boot chunk with its vendors and CSS (which the entry
//     fetches once the page has painted), and the brand theme.
//   - each lazy area: its own chunk and CSS (named by webpackChunkName). An area's budget applies from the
//     first build that has its chunk; the agreements arrive with issue 14.
const { existsSync, readdirSync } = require('node:fs');
const { loginFiles } = require('./scripts/login-files.cjs');
const { join } = require('node:path');

const built = (dir, name) => {
  try {
    return readdirSync(join(__dirname, 'dist', dir)).some(
      (file) => file.startsWith(`${name}.`) && file.endsWith(`.${dir}`),
    );
  } catch {
    return false;
  }
};

/** What /login needs before it is usable (scripts/login-files.cjs); before a build, index.html for size-limit to name. */
const initial = () => {
  if (!existsSync(join(__dirname, 'dist', 'index.html'))) return ['dist/index.html'];
  // A build always writes the boot chunk's list: without it, the budget would leave out most of what it is for.
  if (!existsSync(join(__dirname, 'dist', 'boot-files.json'))) throw new Error('dist/boot-files.json is missing');
  return loginFiles(join(__dirname, 'dist')).map((file) => `dist/${file}`);
};

const areas = [
  { name: 'application', limit: '60 kB' },
  { name: 'account', limit: '40 kB' },
  // Converting or refinancing a payday loan: the offers, the slider and the refinance options (16.1 kB since the
  // conversion-denied modal offers the notice beside its OK, issue 48; 17.2 kB since amounts are shown without Intl,
  // decision 0066).
  { name: 'conversion', limit: '17.5 kB' },
  // Step 3's bank pages with react-plaid-link; the local stand-in for Plaid Link is a chunk of its own (never
  // fetched with real Plaid).
  { name: 'bank', limit: '25 kB' },
  { name: 'plaid-stand-in', limit: '6 kB' },
  // The agreements' PDF viewer; react-pdf with pdf.js's main-thread part (fetched when a document first opens), and
  // pdf.js's worker (an asset, fetched by pdf.js at the same moment).
  { name: 'agreements', limit: '30 kB' },
  { name: 'pdf-vendor', limit: '195 kB' },
  // The store locator without its map (the map library is a chunk of its own, loaded by the map only).
  { name: 'stores', limit: '8 kB' },
  // The store map: its component, and Leaflet with react-leaflet and Leaflet's stylesheet (fetched by the map alone).
  { name: 'store-map', limit: '3 kB' },
  { name: 'map-vendor', limit: '55 kB' },
  // The footer's links and disclosures, and the help menu (each fetched after the page, or when the menu is near).
  { name: 'footer', limit: '4 kB' },
  { name: 'help-menu', limit: '12 kB' },
  // What a sign-in runs (prefetched once the page is up): the sign-in, acting-for and hand-off workers.
  { name: 'sign-in', limit: '3 kB' },
  // The application's store-select step: the step and the store locator it shows.
  { name: 'application-store', limit: '8 kB' },
  // The field reports with the web-vitals library (fetched once the page is idle, or by a first uncaught error).
  { name: 'field-reports', limit: '4.5 kB' },
];

const pdfWorker = () => {
  try {
    return readdirSync(join(__dirname, 'dist', 'assets')).filter((file) =>
      /^pdf\.worker\.min\.[0-9a-f]+\.mjs$/.test(file),
    );
  } catch {
    return [];
  }
};

module.exports = [
  {
    name: '/login: initial JS + CSS',
    path: [...initial(), 'brands/cng/theme.css'],
    // 120 kB, and it stayed there: areas bring their route tables and pages' paths with their chunks (the boot code keeps
    // one `<area>/*` route and the roots); recovery, single sign-on's pages and the partner-site rule load with their
    // pages; the sign-in's and the session hand-off's workers load with the first sign-in (their watchers are here);
    // Amplify's calls load with Amplify. What is left is React, the router, Redux with sagas, and the login itself.
    // 120.2 kB since issue 49: react-error-boundary's ErrorBoundary replaced our own (0.1 kB more); 120.3 kB with the
    // field reports' error listeners and their chunk's loader (the reports and web-vitals are a chunk of their own,
    // loaded once the page is idle); 120.4 kB with React Router 7.18.6 (0.1 kB more than 7.18.5); 120.5 kB with the
    // browser services knowing when the page is being left (decision 0060: 47 B); 120.42 kB with the staged start and
    // the compile hint of decision 0066 (0.17 kB); 120.7 kB with the presses kept until the app has taken the page
    // over (0.23 kB: the app now starts after the first paint, and a button pressed before must not be lost).
    limit: '120.7 kB',
    gzip: true,
  },
  ...areas
    .filter((area) => built('js', area.name))
    .map((area) => ({
      name: `${area.name} area chunk`,
      path: [`dist/js/${area.name}.*.js`, ...(built('css', area.name) ? [`dist/css/${area.name}.*.css`] : [])],
      limit: area.limit,
      gzip: true,
    })),
  ...pdfWorker().map((file) => ({ name: 'pdf.js worker', path: [`dist/assets/${file}`], limit: '370 kB', gzip: true })),
];
