/**
 * npm test: the API's unit tests beside the code (src, *.spec.ts), its e2e tests under test/
 * (*.e2e-spec.ts; not test/browser or test/cluster, which have their own commands), and the unit tests of the public site (wizard/jest.config.cjs) and the
 * back-office (admin/jest.config.cjs).
 *
 * test/run-tests.js (npm test, npm run test:mysql) runs them in two parts, chosen by TEST_PART:
 * "parallel", every suite but the timed ones, several workers side by side; then "timed", the
 * suites below alone, one after another. Without TEST_PART (plain `npx jest ...`) every suite runs.
 */

/**
 * The timed suites: each holds a wall clock or the process's CPU time to a limit (a 10 s shutdown
 * drain, a 5 s database outage answer, a hostile PDF's CPU time and event-loop stall), which a
 * sibling worker's load could stretch.
 */
const TIMED_SUITES = [
  '<rootDir>/test/platform/graceful-shutdown.e2e-spec.ts',
  '<rootDir>/test/database/outage.e2e-spec.ts',
  '<rootDir>/test/statements/analyze-document-limits.e2e-spec.ts',
];

const part = process.env.TEST_PART;
if (part && part !== 'parallel' && part !== 'timed') throw new Error(`TEST_PART must be "parallel" or "timed", not "${part}"`);

const api = {
  displayName: 'api',
  testEnvironment: 'node',
  rootDir: __dirname,
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: part === 'timed' ? TIMED_SUITES : ['**/*.spec.ts', '**/*.e2e-spec.ts'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/test/browser/', '<rootDir>/test/cluster/', ...(part === 'parallel' ? TIMED_SUITES : [])],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.spec.json' }],
  },
  moduleFileExtensions: ['ts', 'js', 'json'],
};

module.exports = {
  testTimeout: 30000,
  // A worker whose heap has grown past this between two files is replaced by a fresh one.
  workerIdleMemoryLimit: '1GB',
  projects: part === 'timed' ? [api] : [api, '<rootDir>/wizard/jest.config.cjs', '<rootDir>/admin/jest.config.cjs'],
};
