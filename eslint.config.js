import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// One-way imports: domain <- server, domain <- web. Features do not reach into each other.
const forbid = (...groups) => ({
  'no-restricted-imports': ['error', { patterns: groups.map(([group, message]) => ({ group, message })) }],
});

export default tseslint.config(
  { ignores: ['dist', 'build-*/**', 'data', 'node_modules', 'migrations', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/domain/**'],
    rules: forbid(
      [['@/server/*', '@/web/*', '**/server/**', '**/web/**'], 'domain is pure: no server or web imports'],
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
      ...forbid(
        [['@/server/*', '**/server/**'], 'web never imports server code'],
        [['@/web/features/*/*/**'], "import a feature through its public files, not its internals"],
      ),
    },
  },
);
