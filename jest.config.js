/**
 * npm test: the API's unit tests beside the code (src, *.spec.ts), its e2e tests under test/
 * (*.e2e-spec.ts; not test/browser or test/cluster, which have their own commands), and the unit tests of the public site (wizard/jest.config.cjs) and the
 * back-office (admin/jest.config.cjs).
 */
module.exports = {
  testTimeout: 30000,
  projects: [
    {
      displayName: 'api',
      testEnvironment: 'node',
      rootDir: __dirname,
      roots: ['<rootDir>/src', '<rootDir>/test'],
      testMatch: ['**/*.spec.ts', '**/*.e2e-spec.ts'],
      testPathIgnorePatterns: ['/node_modules/', '<rootDir>/test/browser/', '<rootDir>/test/cluster/'],
      transform: {
        '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.spec.json' }],
      },
      moduleFileExtensions: ['ts', 'js', 'json'],
    },
    '<rootDir>/wizard/jest.config.cjs',
    '<rootDir>/admin/jest.config.cjs',
  ],
};
