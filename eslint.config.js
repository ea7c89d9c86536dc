// @ts-check
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Import direction (STYLE.md habit 1): app → features → shared/platform → contract.
 * Features never reach into each other's internals; the contract imports nothing of ours.
 */
const restrict = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

const noWebInServer = { group: ['@inkstone/web*', '**/apps/web/**'], message: 'The server never imports the web app.' };
const noServerInWeb = { group: ['@inkstone/server*', '**/apps/server/**'], message: 'The web app never imports the server.' };

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-*/**', '**/node_modules/**', 'data/**', '.data-*/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-control-regex': 'off',
    },
  },
  restrict(['packages/contract/**'], [
    { group: ['@inkstone/server*', '@inkstone/web*', '**/apps/**'], message: 'The contract imports nothing from the apps.' },
  ]),
  // Later entries win for the files they match, so each zone repeats the general rule.
  restrict(['apps/server/src/**'], [noWebInServer]),
  restrict(['apps/server/src/platform/**'], [
    noWebInServer,
    { group: ['**/features/**'], message: 'Platform code never imports features.' },
  ]),
  restrict(['apps/server/src/features/**'], [
    noWebInServer,
    { group: ['../*/store*', '../*/routes*', '../*/jobs*', '../*/tables*'], message: "Use another feature's service.ts, never its store, routes, jobs or tables." },
  ]),
  restrict(['apps/web/src/**'], [noServerInWeb]),
  restrict(['apps/web/src/features/**'], [
    noServerInWeb,
    { group: ['@/app/*', '@/app/**', '**/src/app/**'], message: 'Features never import the app shell.' },
    { group: ['@/features/*', '@/features/**', '../../features/**'], message: 'Features never import each other; share through shared/.' },
  ]),
  restrict(['apps/web/src/shared/**'], [
    noServerInWeb,
    { group: ['@/features/*', '@/features/**', '@/app/*', '@/app/**', '**/features/**', '**/src/app/**'], message: 'shared/ sits below features and the app.' },
  ]),
);
