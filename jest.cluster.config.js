/**
 * npm run test:cluster: the deployment of docker/ run for real (test/cluster): the built server
 * (dist/) as two instances on MariaDB and Redis behind HAProxy. Not part of npm test: it needs
 * MariaDB, Redis and HAProxy on the machine (.ci/run installs HAProxy from Debian's packages).
 */
module.exports = {
  testEnvironment: 'node',
  rootDir: __dirname,
  roots: ['<rootDir>/test/cluster'],
  testMatch: ['**/*.spec.ts'],
  testTimeout: 60000,
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.spec.json' }],
  },
  moduleFileExtensions: ['ts', 'js', 'json'],
};
