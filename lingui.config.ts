import { defineConfig } from '@lingui/cli';

/**
 * German is the source language: message ids are the German texts written in the code.
 * `lingui compile` writes one JSON catalog per locale to web/public/locales/{locale}/messages.json,
 * which the SPA fetches at run time (GET /locales/{lng}/messages.json).
 */
export default defineConfig({
  sourceLocale: 'de',
  locales: ['de', 'fr', 'it', 'en'],
  fallbackLocales: false,
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/web'],
      exclude: ['**/node_modules/**', '**/*.test.ts', '**/*.test.tsx', '<rootDir>/web/public/**'],
    },
  ],
  catalogsMergePath: '<rootDir>/web/public/locales/{locale}/messages',
  compileNamespace: 'json',
  orderBy: 'message',
});
