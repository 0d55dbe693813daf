import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Boundaries (CONVENTIONS "Boundaries (the linter holds them)"), held by the built-in
 * no-restricted-imports. A relative import leaves a folder when it climbs more '../' than the
 * importing file sits deep in it, so each rule below is written per depth: a file at
 * <root>/a/b/x.ts may climb two levels, not three. (Dynamic import() is not covered by the rule.)
 */
const MAX_DEPTH = 8;
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Files exactly `depth` folders below `root`. */
const filesAtDepth = (root, depth) => [`${root}/${'*/'.repeat(depth)}*.{ts,tsx}`];
/** A regex for relative imports that climb out of the folder from `depth` levels below it, except the listed targets. */
const leaving = (depth, allowedTargets = []) => `^(\\.\\./){${depth + 1}}${allowedTargets.length ? `(?!(${allowedTargets.join('|')}))` : ''}`;
/**
 * One config block per depth for `root`, restricting with `restrictionsAt(depth, extraAllowed)`;
 * `exceptions` lists single files whose existing imports are let through, each with its own block
 * (a later block replaces the rule's options for the files it matches).
 */
function boundary(root, restrictionsAt, exceptions = []) {
  const blocks = [];
  for (let depth = 0; depth <= MAX_DEPTH; depth += 1) {
    blocks.push({ files: filesAtDepth(root, depth), rules: { 'no-restricted-imports': ['error', { patterns: restrictionsAt(depth, []) }] } });
  }
  for (const { file, imports } of exceptions) {
    const depth = file.slice(root.length + 1).split('/').length - 1;
    // Each import as it reads once the climb out of `root` (depth + 1 times '../') is behind it.
    const allowed = imports.map((specifier) => `${escape(specifier.slice('../'.length * (depth + 1)))}$`);
    blocks.push({ files: [file], rules: { 'no-restricted-imports': ['error', { patterns: restrictionsAt(depth, allowed) }] } });
  }
  return blocks;
}

// src/domain, the pure kernel: no package at all (no NestJS, TypeORM, React, class-validator, not
// even node: built-ins: the browser runs it too) and no relative import out of src/domain.
const domainBoundary = boundary('src/domain', (depth) => [
  {
    regex: '^(?!\\.{1,2}/)',
    message: 'src/domain is plain TypeScript shared with the browser: it imports no package (no framework, no node: built-in), only files of src/domain.',
  },
  {
    regex: leaving(depth),
    message: 'src/domain imports nothing outside itself: move the pure piece into src/domain, or keep the import in the calling module.',
  },
]);

// admin/ and wizard/ reach outside their own src/ only through the aliases '@domain/*' and '@api-types/*'.
const frontEndRule = (app) => (depth, allowed) => [
  {
    regex: leaving(depth, allowed),
    message: `${app}/src reaches outside its own folder only through '@domain/*' (src/domain) and '@api-types/*', never by a relative path into src/, the other app or elsewhere: move a pure piece into src/domain.`,
  },
];
const adminBoundary = boundary('admin/src', frontEndRule('admin'));
const wizardBoundary = boundary('wizard/src', frontEndRule('wizard'));

// src/common is cross-cutting: besides itself it may import config/ and domain/, never a feature
// module (src/<feature>/...). The imports below existed when the rule came in; they are listed, one
// file and one import each, so that no new one can be added. Remove an entry when its import goes.
const commonBoundary = boundary(
  'src/common',
  (depth, allowed) => [
    {
      regex: leaving(depth, ['common/', 'config/', 'domain/', ...allowed]),
      message:
        'src/common imports no feature module (src/<feature>/...): only src/common, src/config and src/domain. Move the shared piece into common/ or domain/, or inject it.',
    },
  ],
  [
    { file: 'src/common/decorators/auth.decorator.ts', imports: ['../../users/entities/crm-user.entity'] },
    { file: 'src/common/decorators/current-user.decorator.ts', imports: ['../../auth/session-user'] },
    { file: 'src/common/filters/all-exceptions.filter.ts', imports: ['../../web/spa-fallback'] },
    { file: 'src/common/list-query/list-query.ts', imports: ['../../database/row-totals'] },
  ],
);

// src/database is the data source, its migrations, seeds and the list of entities: besides itself it
// may import config/, domain/ and the entity classes of the feature modules (<feature>/entities/
// *.entity, the schema it migrates and seeds), never a feature's service, module or other code
// (the first admin at boot is the users module's own). The imports below are listed, file by file and
// import by import: a migration is never rewritten, so it keeps the helpers it was written with.
const databaseBoundary = boundary(
  'src/database',
  (depth, allowed) => [
    {
      regex: leaving(depth, ['config/', 'domain/', '[a-z-]+/entities/[a-z-]+\\.entity$', ...allowed]),
      message:
        'src/database imports no feature module (src/<feature>/...) beyond its entity classes: only src/database, src/config, src/domain and <feature>/entities/*.entity. A feature acts at boot through its own provider (OnApplicationBootstrap).',
    },
  ],
  [
    {
      file: 'src/database/migrations/1764000000000-profile-session-secret.ts',
      imports: ['../../leads/application-reference', '../../profiles/visitor-session'],
    },
  ],
);

// Controllers call services: a controller injects no repository, entity manager or DataSource, so
// it imports none of them (nor the decorators that inject them); the query moves into a service.
// Written with no-restricted-syntax so that it adds to, and never replaces, the import boundaries.
const controllerBoundary = {
  files: ['src/**/*.controller.ts'],
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        selector:
          "ImportDeclaration[source.value='typeorm'] ImportSpecifier[imported.name=/^(DataSource|Repository|EntityManager|TreeRepository|MongoRepository)$/]",
        message: "A controller injects services, never a repository, an entity manager or the DataSource: move the query into the module's service.",
      },
      {
        selector:
          "ImportDeclaration[source.value='@nestjs/typeorm'] ImportSpecifier[imported.name=/^(InjectRepository|InjectDataSource|InjectEntityManager)$/]",
        message: "A controller injects services, never a repository, an entity manager or the DataSource: move the query into the module's service.",
      },
    ],
  },
};

export default tseslint.config(
  // api-types/schema.ts is generated (npm run api-types); its own test holds it to openapi.yaml.
  { ignores: ['node_modules', 'dist', 'admin/dist', 'wizard/dist', 'data', 'coverage', 'test-results', 'api-types/schema.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['admin/src/**/*.{ts,tsx}', 'wizard/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  ...domainBoundary,
  ...adminBoundary,
  ...wizardBoundary,
  ...commonBoundary,
  ...databaseBoundary,
  controllerBoundary,
);
