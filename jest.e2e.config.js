// Browser tests and the start-up smoke test (both need the build): Chromium (system package) driven by playwright-core against the production build served by
// the reference back end. Run with `npm run test:e2e` (part of `npm test`).
export default {
  displayName: 'e2e',
  testEnvironment: '<rootDir>/tests/jest/e2eEnvironment.cjs',
  testMatch: ['<rootDir>/tests/e2e/**/*.test.ts', '<rootDir>/tests/startup/**/*.test.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  // jose and pixelmatch ship ES modules only: transformed like the tests (the start-up test signs a token with jose; the
  // pictures of the core screens are compared with pixelmatch).
  transformIgnorePatterns: ['/node_modules/(?!(jose|pixelmatch)/)'],
  globalSetup: '<rootDir>/tests/jest/e2eGlobalSetup.cjs',
  globalTeardown: '<rootDir>/tests/jest/serverGlobalTeardown.cjs',
  testTimeout: 60000,
  maxWorkers: 1,
};
