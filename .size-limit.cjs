// Byte budgets, checked by `npm test` after the production build (size-limit with @size-limit/file, gzip,
// 1 kB = 1000 bytes). Sizes are deterministic, so these are checks, not timings; timings are in `npm run bench`.
//   - /login before the first input: every script and stylesheet index.html loads, and the brand theme (the server's
//     HTML shows the sign-in form, which works before the app runs; decision 0067);
//   - the app's start, which the entry fetches at the first input on /login (and at once elsewhere): the boot chunk
//     with its vendors, and the sign-in form's chunk with the form layer.
//   - each lazy area: its own chunk and CSS (named by webpackChunkName). An area's budget applies from the
//     first build that has its chunk; the agreements arrive with issue 14.
const { existsSync, readdirSync } = require('node:fs');
const { appStartFiles, beforeInputFiles } = require('./scripts/login-files.cjs');
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

/** The files of /login (scripts/login-files.cjs); before a build, index.html for size-limit to name. */
const login = (files) => {
  if (!existsSync(join(__dirname, 'dist', 'index.html'))) return ['dist/index.html'];
  // A build always writes the list of the app's start: without it, the budget would leave out most of what it is for.
  if (!existsSync(join(__dirname, 'dist', 'boot-files.json'))) throw new Error('dist/boot-files.json is missing');
  return files(join(__dirname, 'dist')).map((file) => `dist/${file}`);
};

const areas = [
  { name: 'application', limit: '60 kB' },
  { name: 'account', limit: '40 kB' },
  // Converting or refinancing a payday loan: the offers, the slider and the refinance options (16.1 kB since the
  // conversion-denied modal offers the notice beside its OK, issue 48; 17.2 kB since amounts are shown without Intl,
  // decision 0066; 17.69 kB since the payment schedule's table takes its words from its catalog and its figures from
  // the page's language, decision 0085; 17.81 kB since the states' names follow the page's language, in a chunk it
  // shares with the application's steps; 18.04 kB since its copy of the GraphQL base query keeps a refusal's words with
  // values, and the customer read carries their language).
  { name: 'conversion', limit: '18.05 kB' },
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
  // The footer's links and disclosures, and the help menu (each fetched after the page, or when the menu is near). The
  // footer was 3.22 kB; 4.38 kB since its own words are a catalog (their English comes with the chunk) and its figures
  // are in the page's language (useFormats), decision 0085. A brand's legal text in Spanish is a file fetched by its
  // address, not a chunk.
  { name: 'footer', limit: '4.5 kB' },
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
    name: '/login before the first input: JS + CSS',
    path: [...login(beforeInputFiles), 'brands/cng/theme.css'],
    // The entry, webpack's runtime, and the stylesheets of the header, card, form and footer: 7.83 kB (decision 0067;
    // it was the 120.7 kB below before, the app's start included); 8.01 kB with decision 0068's styles (an unavailable
    // button's faded colours, the error summary, each brand's focus ring); 8.09 kB with decision 0070's "or" rule and
    // passkey button, and the brand's ring on what a page focuses itself (a page's title); 8.12 kB since the entry
    // waits for the first input on every public page and puts the application's first step's address in the address
    // bar (decision 0078); 8.43 kB with issue 72's header for a phone (the controls behind a Menu button below 768 px,
    // the phone number's own row up to 480 px, 44 px targets); 8.45 kB since the entry starts the app at once when the
    // focus is already in the page as it runs (typed into before the entry ran). Decision 0085's words from catalogs
    // add nothing here: the other languages' catalogs are files imported by their address, not chunks webpack's
    // runtime would name (8.44 kB).
    limit: '8.46 kB',
    gzip: true,
  },
  {
    name: "the app's start (at the first input on /login): JS + CSS",
    path: login(appStartFiles),
    // React, the router, Redux with sagas, the login itself, and the sign-in form with the form layer (formik and yup).
    // The boot chunk alone was 120 kB with its stylesheet since issue 30 (areas bring their route tables with their
    // chunks; the sign-in's workers and Amplify load with the first sign-in); 120.7 kB with the staged start of
    // decision 0066. Since decision 0067 /login's HTML shows the sign-in form and the app fetches the form's chunk
    // before it takes the page over, so the form (fetched after the 750 ms before) is counted here too: 144.06 kB;
    // 145.41 kB with decision 0068 (the change of page's focus and announcement, the form's error summary and its
    // focus on the first field in error); 146.03 kB with decision 0070's "Sign in with a passkey" (its button, action and
    // watcher); 146.56 kB with decision 0072 (the forms' check without stack traces and first while idle, and the
    // take-over of /login waiting for the typing to pause); 146.86 kB with decision 0074 (each field renders again only
    // for its own part of the form); 147.59 kB with decision 0078 (a route's chunks fetched ahead and rendered without
    // a Suspense boundary, the page's chunks fetched beside the session's check, the footer's links and the page's data
    // from the boot data); 147.78 kB with issue 72's record of how the person moves (a focused title's ring for the
    // keyboard only); 148.27 kB with issue 72's header for a phone (its Menu button and styles); 153.48 kB with
    // decision 0085's words from catalogs (Lingui's runtime and React binding, 4.2 kB; the English catalogs of the
    // frame, the sign-in and the code screens, which replace the texts written inline; the language control, its saga,
    // and each area's Spanish file's address); 153.54 kB with a banner showing a message given by its English in the
    // page's language itself (Alert), so that no form's banner can forget it; 153.63 kB with the brand's contact hours
    // and the footer's fallback links and their label said in the page's language (the common catalog); 153.79 kB
    // with a page's "Loading…" in the page's language, a switch that waits for the footer's content, and the words'
    // fetches read by use() on every render once made (a render React replays must call use() as it did); 153.51 kB
    // since the fields of a bank account typed by hand left the form layer's folder (src/components/bankAccount): the
    // form chunk, part of the start, carried them and their words for two pages of the application.
    limit: '153.6 kB',
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
