// @ts-check
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import tseslint from 'typescript-eslint';

/**
 * The SPA reaches the worker only through its contract (worker/contract/: schemas, enums, state rules, pure helpers),
 * and only as `@contract/…`: no relative path into worker/, no `..` out of the contract.
 */
const workerOnlyThroughContract = {
  regex: '(^|/)worker(/|$)|^@contract/(.*/)?\\.\\.(/|$)',
  message: 'The SPA imports worker code only from worker/contract/, as @contract/….',
};
const noWorkerImportExpression = {
  selector: 'ImportExpression[source.value=/(^|\\/)worker(\\/|$)|^@contract\\/(.*\\/)?\\.\\.(\\/|$)/]',
  message: workerOnlyThroughContract.message,
};

const contractRoot = fileURLToPath(new URL('./worker/contract/', import.meta.url));
/**
 * worker/contract/ is shared with the SPA, so it imports only the packages named in the options and, by relative
 * path, itself: no drizzle, no Hono, nothing of the worker around it (`import type` too).
 * @type {import('eslint').Rule.RuleModule}
 */
const contractImports = {
  meta: {
    type: 'problem',
    schema: [
      {
        type: 'object',
        properties: { packages: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
    messages: {
      outside:
        "'{{source}}' is outside the contract: worker/contract/ may import only {{packages}} and, by relative path, worker/contract/.",
    },
  },
  create(context) {
    const packages = context.options[0]?.packages ?? [];
    /** @param {any} node */
    const check = (node) => {
      if (node?.type !== 'Literal' || typeof node.value !== 'string') return;
      const source = node.value;
      const inside = source.startsWith('.')
        ? !path.relative(contractRoot, path.resolve(path.dirname(context.filename), source)).startsWith('..')
        : packages.includes(source);
      if (!inside) context.report({ node, messageId: 'outside', data: { source, packages: packages.join(', ') } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      /** @param {any} node `import('x').T` */
      TSImportType: (node) => check(node.argument?.literal ?? node.argument),
      /** @param {any} node `import x = require('x')` */
      TSExternalModuleReference: (node) => check(node.expression),
    };
  },
};

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
    // A later block's no-restricted-imports replaces this one: each web block repeats workerOnlyThroughContract.
    files: ['web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [workerOnlyThroughContract] }],
      'no-restricted-syntax': ['error', noWorkerImportExpression],
    },
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
              group: ['@/features/*', '@/app/*', '**/features/**', '**/app/**'],
              message: 'lib/components/config must not import features or app.',
            },
            workerOnlyThroughContract,
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
        {
          patterns: [
            { group: ['@/app/*', '**/app/**'], message: 'Features must not import the app shell.' },
            workerOnlyThroughContract,
          ],
        },
      ],
    },
  },
  {
    files: ['worker/contract/**/*.ts'],
    plugins: { contract: { rules: { imports: contractImports } } },
    rules: { 'contract/imports': ['error', { packages: ['zod', 'marked'] }] },
  },
  {
    files: ['worker/contract/**/*.test.ts'],
    rules: { 'contract/imports': ['error', { packages: ['zod', 'marked', 'vitest'] }] },
  },
]);
