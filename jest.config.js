// Two projects: web (jsdom, real store) and server (a real reference back end in a child process, over HTTP). The
// browser tests have jest.e2e.config.js and the cluster tests jest.cluster.config.js (both run by npm test).
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
const transform = { '^.+\\.(t|j|mj)sx?$': swc };

export default {
  // A test's own time limit: 15 s, not jest's 5. On 2 cores the web and server projects run side by side with the
  // reference back end, and a screen test of a quarter second was once held past 5 s by the load (Node 24, CI).
  testTimeout: 15_000,
  projects: [
    {
      displayName: 'web',
      testEnvironment: '<rootDir>/tests/jest/jsdomEnvironment.cjs',
      testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/brands/**/*.test.ts'],
      transform,
      // react-leaflet and Lingui (with its message parser) ship ES modules only: swc turns them into CommonJS like our own code.
      transformIgnorePatterns: ['/node_modules/(?!(react-leaflet|@react-leaflet|@lingui|@messageformat)/)'],
      // react-pdf's pdf.js does not load under jest on Node 20 (STACK-NOTES): a stand-in with its callbacks.
      moduleNameMapper: {
        '\\.(s?css)$': '<rootDir>/tests/jest/styleStub.cjs',
        '^react-pdf$': '<rootDir>/tests/support/reactPdfStandIn.tsx',
        // A catalog file's address (webpack's asset): jest imports the same words as a module (TEXTS_BY_ADDRESS).
        '\\.(mjs|json)\\?url$': '<rootDir>/tests/jest/catalogAddress.cjs',
      },
      globals: { TEXTS_BY_ADDRESS: false },
      setupFilesAfterEnv: ['<rootDir>/tests/jest/setupWeb.ts'],
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/server/**/*.test.ts'],
      transform,
      // jose ships ES modules only (the webhook verifier's tests load it): swc turns it into CommonJS.
      transformIgnorePatterns: ['/node_modules/(?!jose/)'],
      setupFiles: ['<rootDir>/tests/jest/setupServer.cjs'],
      globalSetup: '<rootDir>/tests/jest/serverGlobalSetup.cjs',
      globalTeardown: '<rootDir>/tests/jest/serverGlobalTeardown.cjs',
    },
  ],
};
