// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import tseslint from 'typescript-eslint';

export default defineConfig([
  globalIgnores([
    'dist/',
    '.wrangler/',
    'node_modules/',
    'drizzle/',
    'test-results/',
    'playwright-report/',
    'coverage/',
    'web/public/locales/',
    'worker-configuration.d.ts',
  ]),
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2024, sourceType: 'module' },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // TypeScript resolves names (DOM, workerd and Node globals differ per tsconfig); plain JS files are few.
      'no-undef': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-duplicate-imports': 'off',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    // One-way imports (docs/architecture.md): lib and components never reach into features or app.
    files: ['web/lib/**/*.{ts,tsx}', 'web/components/**/*.{ts,tsx}', 'web/config/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', '@/app/*', '**/features/**', '!**/worker/features/**', '**/app/**'],
              message: 'lib/components/config must not import features or app.',
            },
          ],
        },
      ],
    },
  },
  {
    // The worker's lib is below everything else: importing a feature from it made an import cycle (env.ts <-> auth).
    files: ['worker/lib/**/*.ts'],
    ignores: ['worker/lib/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/**', '**/middleware/**', '**/mail/**', '**/jobs/**'],
              message: 'worker/lib must not import features, middleware, mail or jobs.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/app/*', '**/app/**'], message: 'Features must not import the app shell.' }] },
      ],
    },
  },
]);
