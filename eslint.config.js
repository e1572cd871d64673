import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

// One-way imports: domain <- server, domain <- web. Features do not reach into each other.
const forbid = (...groups) => ({
  'no-restricted-imports': [
    'error',
    { patterns: groups.map(([group, message]) => ({ group, message })) },
  ],
});

/**
 * A feature (a folder under `featuresDir`) may import its own files and another feature's public
 * entry (`index.ts`), never another feature's internals. The zones are resolved paths, so an
 * alias (`@/web/features/<feature>/<file>`) and a relative path (`../<feature>/<file>`) are
 * caught alike.
 * scripts/lint-rules.test.ts proves the rule on the fixture features in scripts/lint-fixtures.
 */
function featureZones(featuresDir) {
  const features = readdirSync(path.join(root, featuresDir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return features.map((feature) => ({
    target: `./${featuresDir}/${feature}`,
    from: `./${featuresDir}`,
    except: [
      `./${feature}`,
      ...features.filter((other) => other !== feature).map((other) => `./${other}/index.ts`),
    ],
    message: `Import another feature through its index.ts, not its internals (${featuresDir}).`,
  }));
}

const webFeatures = 'src/web/features';
const fixtureFeatures = 'scripts/lint-fixtures/features';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'build-*/**',
      'data',
      'node_modules',
      'migrations',
      'test-results',
      'playwright-report',
      // Deliberately broken code: scripts/lint-rules.test.ts lints it and expects errors.
      'scripts/lint-fixtures',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      // The plugin's TypeScript settings (extensions, parser), with the `@/` alias resolver.
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.web.json', 'tsconfig.node.json'].map((file) => path.join(root, file)),
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': 'error',
    },
  },
  {
    files: ['src/domain/**'],
    rules: forbid(
      [
        ['@/server/*', '@/web/*', '**/server/**', '**/web/**'],
        'domain is pure: no server or web imports',
      ],
      [['node:*', 'fs', 'path', 'crypto'], 'domain does no I/O'],
    ),
  },
  {
    files: ['src/server/**'],
    rules: forbid([['@/web/*', '**/web/**'], 'the server never imports web code']),
  },
  {
    files: ['src/web/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...forbid([['@/server/*', '**/server/**'], 'web never imports server code']),
      // A value from the schemas' index evaluates every schema in it in the visitor's browser.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@/domain/schemas',
              allowTypeImports: true,
              message:
                "Import a schema from its own module (@/domain/schemas/<name>): a value from the index evaluates every schema on the page's first load.",
            },
          ],
        },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            ...featureZones(webFeatures),
            {
              // Shared code sits below the features: it never depends on one.
              target: ['./src/web/components', './src/web/lib', './src/web/i18n'],
              from: `./${webFeatures}`,
              message: 'components, lib and i18n are shared: they never import a feature.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [`${fixtureFeatures}/**`],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: featureZones(fixtureFeatures) },
      ],
    },
  },
);
