// Byte budgets, checked by `npm test` after the production build (size-limit with @size-limit/file, gzip,
// 1 kB = 1000 bytes). Sizes are deterministic, so these are checks, not timings; timings are in `npm run bench`.
//   - /login: everything the page loads before its first paint (runtime, main chunk and CSS, the brand theme).
//   - each lazy area: its own chunk and CSS (named by webpackChunkName). An area's budget applies from the
//     first build that has its chunk; the bank link and agreements arrive with issues 13 and 14.
const { readdirSync } = require('node:fs');
const { join } = require('node:path');

const built = (dir, name) => {
  try {
    return readdirSync(join(__dirname, 'dist', dir)).some((file) => file.startsWith(`${name}.`) && file.endsWith(`.${dir}`));
  } catch {
    return false;
  }
};

const areas = [
  { name: 'application', limit: '60 kB' },
  { name: 'account', limit: '40 kB' },
  { name: 'bank', limit: '25 kB' },
  { name: 'agreements', limit: '30 kB' },
];

module.exports = [
  {
    name: '/login: initial JS + CSS',
    path: ['dist/js/runtime.*.js', 'dist/js/main.*.js', 'dist/css/main.*.css', 'brands/cng/theme.css'],
    limit: '122 kB',
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
];
