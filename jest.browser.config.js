const { availableParallelism } = require('node:os');

/**
 * Browser flows (Playwright driving Debian's chromium) against the built apps: npm run test:browser.
 * One chromium serves the whole run (test/browser/global-setup.ts starts it, each file connects to
 * it and works in contexts of its own); each file starts its own server on a free port with its own
 * in-memory database and data folder, so files run side by side: one worker per core, at least two
 * (TEST_WORKERS sets it). A file spends much of its time waiting (for the browser, for a transition),
 * so a single worker leaves the cores partly idle (bench/RESULTS.md, "CI duration").
 */
module.exports = {
  maxWorkers: Number.parseInt(process.env.TEST_WORKERS || '', 10) || Math.max(2, availableParallelism()),
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
