// Lint rules: typescript-eslint strict (type-aware), React hooks, jsx-a11y, and the layer
// boundaries of ARCHITECTURE.md enforced with import-x/no-restricted-paths.
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

const features = fs
  .readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// hooks/ and lib/ are the non-component helpers of the shared layer (shared hooks, plain
// functions): the same layer as components/.
const lowerLayers = ['components', 'hooks', 'lib', 'theme', 'config', 'api', 'store', 'i18n'];

const boundaryZones = [
  // Shared layers never reach up.
  ...lowerLayers.map((layer) => ({
    target: `./src/${layer}`,
    from: ['./src/features', './src/pages', './src/app', './src/mocks'],
    message: 'Shared layers must not import features, pages, app or mocks.',
  })),
  {
    target: './src/features',
    from: ['./src/pages', './src/app', './src/mocks'],
    message: 'Features must not import pages or app.',
  },
  {
    target: './src/pages',
    from: ['./src/app', './src/mocks'],
    message: 'Pages must not import app.',
  },
  // A feature never imports another feature's internals.
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message:
      'A feature must not import another feature; move shared code down to components/, hooks/, lib/ or api/.',
  })),
];

export default tseslint.config(
  { ignores: ['dist/', 'dist-dev/', 'coverage/', 'node_modules/', 'src/generated/', 'public/'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // RTK Query's `build.query<Result, void>` is the library's documented idiom, and this
      // rule flags void in call-expression type arguments even with generics allowed.
      '@typescript-eslint/no-invalid-void-type': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    plugins: { react, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, 'import-x': importX },
    // The import rules follow our TypeScript files and tsconfig.json's `@/…` alias (`paths`),
    // which Node's resolution alone would miss: an unresolved import escapes every zone.
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: `${import.meta.dirname}/tsconfig.json`,
          alwaysTryTypes: true,
        }),
      ],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      // A module graph without cycles keeps evaluation order (and so the store's and the
      // slices' set-up) predictable; type-only imports do not run and may go both ways.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'no-console': ['error', { allow: ['error', 'warn', 'info'] }],
    },
  },
  {
    // `@/…` is `src/…` (tsconfig.json `paths`): a module outside one's own folder is imported
    // through the alias, never by climbing with `../` (a test's own helpers stay relative).
    files: ['tests/**/*.{ts,tsx}', 'scripts/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`^\.\./(?:\.\./)*src(?:/|$)`,
              message: 'Import src/ modules through the alias: @/… is src/….',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`^\.\./`,
              message: 'Import a module outside this folder through the alias: @/… is src/….',
            },
          ],
        },
      ],
    },
  },
  {
    // Every visible string comes from the translation files (D25): no text written in JSX.
    files: ['src/**/*.tsx'],
    rules: {
      'react/jsx-no-literals': [
        'error',
        {
          allowedStrings: [
            '*',
            '×',
            '·',
            '|',
            ':',
            '–',
            '—',
            '/',
            '(',
            ')',
            ',',
            '•',
            '✓',
            '→',
            '←',
          ],
        },
      ],
    },
  },
  {
    // `expect(window.scrollTo)` passes a method reference on purpose: that is how a test
    // asserts on a browser API it stubbed.
    files: ['tests/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/unbound-method': 'off' },
  },
  {
    // node:test's describe/test return promises the runner itself awaits.
    files: ['tests/e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-floating-promises': 'off' },
  },
  {
    files: ['**/*.{js,cjs,mjs}', 'scripts/**/*.d.cts'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['**/*.cjs', 'webpack.config.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
