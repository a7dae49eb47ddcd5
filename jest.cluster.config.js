// The cluster tests (tests/cluster): several instances of the reference back end on one PostgreSQL behind nginx,
// driven in Chromium against the production build. Run by `npm test` after the browser tests, with DATABASE_URL set to
// a throw-away PostgreSQL; skipped there, with one line, when no PostgreSQL or nginx can be had.
export default {
  displayName: 'cluster',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/tests/cluster/**/*.test.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  testTimeout: 120000,
  maxWorkers: 1,
};
