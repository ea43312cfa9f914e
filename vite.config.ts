import { fileURLToPath } from 'node:url';
import babel from '@rolldown/plugin-babel';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Alias, type PluginOption } from 'vite';
import { bundleReport } from './scripts/build/bundle-report.ts';
import { catalogAreas } from './scripts/build/catalog-areas.ts';

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

/** Lingui macros (`t`, `msg`, `<Trans>`) through Babel; keeps `message` so the German source text is a fallback. */
export const linguiMacro = (): PluginOption =>
  babel({
    include: /\.[jt]sx?$/,
    plugins: [['@lingui/babel-plugin-lingui-macro', { descriptorFields: 'message' }]],
  });

const apiProxy = { '/api': { target: 'http://localhost:8787', changeOrigin: false } };

export default defineConfig({
  root: webRoot,
  envDir: projectRoot,
  plugins: [
    linguiMacro(),
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
  },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
});
