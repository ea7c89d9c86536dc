// @ts-check
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { directionZones } from './lint/directions.js';
import { maxLine, noStringApiPaths } from './lint/style-rules.js';

/**
 * ARCHITECTURE.md names every direction and the rule that keeps it. The directions are checked on
 * resolved file paths (import-x/no-restricted-paths), so a relative import, an alias and a package
 * name that lead to the same file are judged alike.
 */
export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-*/**',
      '**/node_modules/**',
      'data/**',
      '.data-*/**',
      'test-results/**',
      'playwright-report/**',
      // Deliberately broken code, linted one by one by lint/fixtures.test.ts.
      'lint/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: {
      // Without these import-x reads only .js files, and no-cycle would never see a TypeScript circle.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      // Resolves `@/…` (the web's alias), workspace packages and `.ts` specifiers to real files.
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: [
            'packages/contract/tsconfig.json',
            'packages/render/tsconfig.json',
            'apps/server/tsconfig.json',
            'apps/web/tsconfig.json',
            'e2e/tsconfig.json',
            'bench/tsconfig.json',
          ],
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-control-regex': 'off',
      'import-x/no-restricted-paths': ['error', { zones: directionZones }],
      // Value imports only (import-x skips `import type`); lint/import-graph.test.ts walks the types too.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // What Prettier cannot wrap (long strings and comments); `npm test` runs Prettier's check too.
      'max-len': ['error', maxLine],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: reactHooks.configs.flat.recommended.plugins,
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      // Only says the React Compiler would skip a component (TanStack Virtual's hook); we do not
      // build with the compiler, so there is nothing to act on.
      'react-hooks/incompatible-library': 'off',
    },
  },
  {
    // Web features call the API through the contract's typed caller, never by a path they spell.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    // Tests and their fake servers stand in for the server, so they name the paths they answer.
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    rules: { 'no-restricted-syntax': ['error', ...noStringApiPaths] },
  },
);
