import { fileURLToPath } from 'node:url';
import babel from '@rolldown/plugin-babel';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Alias, type PluginOption } from 'vite';

const projectRoot = fileURLToPath(new URL('.', import.meta.url));
const webRoot = fileURLToPath(new URL('./web', import.meta.url));

/**
 * Builds run on preact/compat (exact-match aliases, see docs/stack.md): the same React code, about 55 KB gzip less
 * on every page, which the public form's budget needs (docs/decisions/002-preact-compat-build.md).
 * `REACT=1` builds and serves with React itself.
 */
export const usePreact = process.env.REACT !== '1';

const preactAliases: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

/** `@/` -> web/. Unit tests use only this (they run on React, see the decision record). */
export const pathAliases: Alias[] = [{ find: /^@\//, replacement: `${webRoot}/` }];
const aliases: Alias[] = [...pathAliases, ...(usePreact ? preactAliases : [])];

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
  plugins: [linguiMacro(), react(), tailwindcss()],
  resolve: { alias: aliases },
  build: {
    outDir: fileURLToPath(new URL('./dist/client', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
  },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
});
