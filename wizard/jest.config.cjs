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
  // The pure domain kernel, '@domain/pricing', '@domain/vocabulary' (vite.config.ts and tsconfig.json carry the same alias).
  moduleNameMapper: {
    '^@domain/(.*)$': '<rootDir>/../../src/domain/$1',
  },
  transform: {
    '^.+\\.ts$': [
      'ts-jest',
      {
        tsconfig: {
          // CommonJS output: wizard/package.json says "type": "module" (for the Vite config
          // loader), under which node16 emits ESM that jest cannot run without a VM flag.
          module: 'commonjs',
          ignoreDeprecations: '6.0',
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
