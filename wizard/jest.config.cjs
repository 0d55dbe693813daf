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
  // The shared pricing module and vocabularies (vite.config.ts and tsconfig.json carry the same aliases).
  moduleNameMapper: {
    '^@pricing$': '<rootDir>/../../src/comparison/pricing/index.ts',
    '^@vocabulary$': '<rootDir>/../../src/vocabulary/index.ts',
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
