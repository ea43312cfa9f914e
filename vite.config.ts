import { fileURLToPath } from 'node:url';
import babel from '@rolldown/plugin-babel';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Alias, type PluginOption } from 'vite';
import { bundleReport } from './scripts/build/bundle-report.ts';
import { catalogAreas } from './scripts/build/catalog-areas.ts';
import { publicChunkGroups } from './scripts/build/chunk-groups.ts';

const projectRoot = fileURLToPath(new URL('.', import.meta.url));
const webRoot = fileURLToPath(new URL('./web', import.meta.url));
const contractRoot = fileURLToPath(new URL('./worker/contract', import.meta.url));

/**
 * Builds run on preact/compat (exact-match aliases, see docs/stack.md): the same React code, about 55 KB gzip less
 * on every page, which the public form's budget needs (docs/decisions/002-preact-compat-build.md). The SPA unit tests
 * resolve the same aliases (vitest.web.config.ts), so they run on what ships. `REACT=1` builds, serves and tests with
 * React itself.
 */
export const usePreact = process.env.REACT !== '1';

const preactAliases: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  // Testing Library's `act` (preact/compat has no `React.act`); no page imports it.
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  // swr's and wouter's React 17 shim hands out `React.useSyncExternalStore`, compat's own. Bundled, its CommonJS
  // `require('react')` reaches compat; Node, which loads it in the unit tests, would give it React itself.
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
];

/**
 * `@/` -> web/, `@contract/` -> worker/contract/ (what the SPA shares with the worker: schemas, enums, state rules,
 * pure helpers; the only worker code it may import).
 */
const pathAliases: Alias[] = [
  { find: /^@\//, replacement: `${webRoot}/` },
  { find: /^@contract\//, replacement: `${contractRoot}/` },
];
/** The path aliases and, unless `REACT=1`, React -> preact/compat. */
export const aliases: Alias[] = [...pathAliases, ...(usePreact ? preactAliases : [])];

/**
 * Lingui macros (`t`, `msg`, `<Trans>`) through Babel. Tests and the dev server keep `message`, the German source
 * text, so they need no compiled catalog; a build keeps the ids only: its catalogs are complete in every language
 * (`npm run i18n:check`), and every chunk would otherwise carry its German texts beside them.
 */
export const linguiMacro = (descriptorFields: 'message' | 'id-only' = 'message'): PluginOption =>
  babel({
    include: /\.[jt]sx?$/,
    plugins: [['@lingui/babel-plugin-lingui-macro', { descriptorFields }]],
  });

const apiProxy = { '/api': { target: 'http://localhost:8787', changeOrigin: false } };

export default defineConfig(({ command }) => ({
  root: webRoot,
  envDir: projectRoot,
  plugins: [
    linguiMacro(command === 'build' ? 'id-only' : 'message'),
    react(),
    tailwindcss(),
    catalogAreas({ router: `${webRoot}/app/router.tsx`, catalogs: `${webRoot}/public/locales` }),
    bundleReport({ file: fileURLToPath(new URL('./dist/bundle-report.json', import.meta.url)), root: projectRoot }),
  ],
  resolve: { alias: aliases },
  build: {
    // Every browser the app supports knows <link rel="modulepreload"> (Safari since 17): no polyfill in the entry.
    modulePreload: { polyfill: false },
    outDir: fileURLToPath(new URL('./dist/client', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: publicChunkGroups({
          entry: `${webRoot}/main.tsx`,
          pages: [
            'features/inquiries/pages/inquiry-create-page.tsx',
            'features/auth/pages/login-page.tsx',
            'features/evaluations/pages/public-evaluation-page.tsx',
          ].map((page) => `${webRoot}/${page}`),
        }),
      },
    },
  },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
}));
