// One lint for the whole workspace. Besides code quality it enforces the dependency direction:
// remotes use only @portal/shared-*, shared packages use no app, nobody deep-imports a shared package
// (a deep import bundles a second copy of a federated singleton).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';

const deepSharedImports = {
  group: ['@portal/shared-*/src/*', '@portal/shared-*/src'],
  message: 'Import shared packages by their bare name: deep imports bundle a second copy of a singleton.',
};
// antd comes through shared-ui (shared-ui/src/antd.ts says why): a value imported from antd directly would bundle a
// second antd, with its own theme, message and modal context. Types are erased, so they may come from antd.
const antdValues = {
  group: ['antd', 'antd/*'],
  allowTypeImports: true,
  message: "Take antd's components from @portal/shared-ui: a direct import bundles a second antd with its own context.",
};
// The API's contracts reach the browser as types only: a value import would bundle the TypeBox schemas and TypeBox.
// `@portal/shared-contracts/values` (vocabularies and limits, no TypeBox) is the one entry point the browser takes values from.
const contractTypesOnly = {
  regex: '^@portal/shared-contracts$',
  allowTypeImports: true,
  message: 'Import the API contracts with `import type`: the browser needs their types, not the schemas.',
};
// What a read provides and a write invalidates comes from the API's read registrations (READ_TAGS and WRITE_TAGS in
// @portal/shared-contracts/values, generated; api/src/wiring/browser-tags.ts): a tag written by hand is a dependency
// someone has to remember. One record's own tag ({ type, id }) is the exception, next to the read's tags.
const handWrittenTags = ['providesTags', 'invalidatesTags'].flatMap((key) => [
  {
    selector: `Property[key.name='${key}'] > ArrayExpression > Literal`,
    message: `Take ${key} from READ_TAGS / WRITE_TAGS (@portal/shared-contracts/values): they come from the tables the API reads.`,
  },
  {
    selector: `Property[key.name='${key}'] ArrowFunctionExpression > ArrayExpression > Literal`,
    message: `Take ${key} from READ_TAGS / WRITE_TAGS (@portal/shared-contracts/values): they come from the tables the API reads.`,
  },
]);
const appImports = (apps) => ({
  group: apps,
  message: 'Dependencies flow one way: shared → remotes → shell (the shell loads remotes only at run time).',
});

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', 'data/**', 'api/drizzle/**', 'e2e/test-results/**', 'e2e/playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['shell/src/**', 'remote-*/src/**', 'shared-*/src/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // A relative path into another workspace package would bypass the rules below.
      'import-x/no-relative-packages': 'error',
    },
  },
  {
    files: ['remote-*/src/**', 'shared-ui/src/**'],
    ignores: ['**/__tests__/**'],
    rules: { 'no-restricted-syntax': ['error', ...handWrittenTags] },
  },
  {
    files: ['remote-*/src/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [appImports(['@portal/remote-*', '@portal/shell', '@portal/api']), deepSharedImports, antdValues, contractTypesOnly] },
      ],
    },
  },
  {
    files: ['shared-*/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [appImports(['@portal/remote-*', '@portal/shell', '@portal/api']), deepSharedImports] },
      ],
    },
  },
  {
    files: ['shared-auth/src/**', 'shared-ui/src/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [contractTypesOnly] }] },
  },
  {
    files: ['shell/src/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [appImports(['@portal/remote-*', '@portal/api']), deepSharedImports, antdValues, contractTypesOnly] },
      ],
    },
  },
);
