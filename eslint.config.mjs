import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundaryConfigs } from './eslint.boundaries.mjs';
import { glossaryConfigs } from './eslint.glossary.mjs';

const root = fileURLToPath(new URL('.', import.meta.url));
const architecture = JSON.parse(readFileSync(new URL('./architecture.json', import.meta.url), 'utf8'));

export default defineConfig(
  {
    ignores: [
      '**/node_modules/',
      '.var/',
      '**/dist/',
      'test/histories/',
      // Generated from the OpenAPI document (scripts/build-api-types.ts).
      'web/src/shared/api-schema.d.ts',
      // Reference solutions are candidates' code, run in the sandbox as written.
      'packages/course/sheets/*/solutions/',
      'bench/independent/*/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', 'web/tsconfig.json'],
          alwaysTryTypes: true,
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // The typescript-eslint version also understands `import type`.
      'no-restricted-imports': 'off',
      // `_`-prefixed names are unused on purpose (destructuring a key away), as TypeScript's own check allows.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.{js,cjs}'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['scripts/**/*.ts'],
    // Scripts load heavy modules lazily, with a typed synchronous require().
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['test/**/*.ts'],
    // Tests read untyped JSON responses.
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  ...boundaryConfigs(architecture, root),
  // The glossary's retired words, rejected in identifiers where they are retired (docs/architecture.md).
  ...glossaryConfigs(),
  prettier,
  {
    // After eslint-config-prettier, which turns max-len off: Prettier cannot wrap strings and comments.
    rules: { 'max-len': ['error', { code: 140, ignoreUrls: true }] },
  },
);
