/**
 * Unit tests of the back-office's pure modules (node environment, no DOM):
 *   npx jest -c admin/jest.config.cjs
 * Spec files import their globals from '@jest/globals', so `tsc -p admin/tsconfig.json` type-checks them.
 */
module.exports = {
  displayName: 'admin',
  rootDir: 'src',
  testEnvironment: 'node',
  testRegex: '\\.spec\\.ts$',
  // The pure domain kernel, '@domain/pricing', '@domain/vocabulary', '@domain/catalogue-rules' (vite.config.ts and tsconfig.json carry the same alias).
  moduleNameMapper: {
    '^@domain/(.*)$': '<rootDir>/../../src/domain/$1',
  },
  transform: {
    '^.+\\.ts$': [
      'ts-jest',
      {
        tsconfig: {
          // CommonJS output: admin/package.json says "type": "module" (for the Vite config loader).
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
