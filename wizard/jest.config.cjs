/**
 * Unit tests of the wizard's pure modules (node environment, no DOM):
 *   npx jest -c wizard/jest.config.cjs
 * Spec files import their globals from '@jest/globals', so `tsc -p wizard/tsconfig.json` type-checks them.
 */
module.exports = {
  displayName: 'wizard',
  rootDir: 'src',
  testEnvironment: 'node',
  testRegex: '\\.spec\\.ts$',
  transform: {
    '^.+\\.ts$': [
      'ts-jest',
      {
        tsconfig: {
          module: 'node16',
          moduleResolution: 'node16',
          target: 'ES2022',
          lib: ['ES2023', 'DOM'],
          types: [],
          strict: true,
          isolatedModules: true,
        },
      },
    ],
  },
};
