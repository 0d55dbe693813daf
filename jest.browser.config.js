/**
 * Browser flows (Playwright driving Debian's chromium) against the built apps: npm run test:browser.
 * One chromium serves the whole run (test/browser/global-setup.ts starts it, each file connects to
 * it and works in contexts of its own); each file starts its own server on a free port with its own
 * in-memory database and data folder.
 */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test/browser'],
  testMatch: ['**/*.browser-spec.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.spec.json' }],
  },
  globalSetup: '<rootDir>/test/browser/global-setup.ts',
  globalTeardown: '<rootDir>/test/browser/global-teardown.ts',
  testTimeout: 60000,
};
