// The last step of `npm run build`: renders `/` in each language into dist/client/home/{lang}.html from the built
// index.html and the shell's catalogs (docs/decisions/053-light-public-pages.md). The worker answers `/` with the
// file of the visitor's language (worker/features/home). Adds their sizes to the bundle report.
import { readFileSync, writeFileSync, mkdirSync, rmSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { staticClosure } from '../web-budgets.mjs';

const client = 'dist/client';
const serverOut = 'dist/prerender';
const languages = ['de', 'fr', 'it', 'en'];

await build({
  configFile: 'vite.config.ts',
  logLevel: 'warn',
  ssr: { noExternal: true },
  build: {
    ssr: 'app/prerender.tsx', // relative to the config's root, web/
    outDir: `../${serverOut}`,
    emptyOutDir: true,
    rollupOptions: { output: { entryFileNames: 'prerender.mjs' } },
  },
});
const { renderHome } = await import(pathToFileURL(`${serverOut}/prerender.mjs`).href);
rmSync(serverOut, { recursive: true, force: true });

const template = readFileSync(`${client}/index.html`, 'utf8');
const root = /<!--root-->[\s\S]*<!--\/root-->/;
if (!root.test(template)) throw new Error('prerender: index.html has no <!--root--> … <!--/root--> placeholder');

const reportFile = 'dist/bundle-report.json';
const report = JSON.parse(readFileSync(reportFile, 'utf8'));

// The form's chunk and its imports start loading with the entry, not after it ran (the entry preloads its own).
const FORM_PAGE = 'web/features/inquiries/pages/inquiry-create-page.tsx';
const chunkOf = (facade) => Object.keys(report.chunks).find((file) => report.chunks[file].facade === facade);
const entryChunks = staticClosure(report, chunkOf('web/index.html'));
const formChunks = [...staticClosure(report, chunkOf(FORM_PAGE))].filter((file) => !entryChunks.has(file));
/** Preload hints for what `/` needs next: the form's chunks and the two catalogs of the language. */
const hints = (language) =>
  [
    ...formChunks.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...['shell', 'inquiry-create-page'].map(
      (area) => `<link rel="preload" as="fetch" crossorigin href="/locales/${language}/${area}.json">`,
    ),
  ].join('\n    ');
mkdirSync(`${client}/home`, { recursive: true });
for (const language of languages) {
  const { messages } = JSON.parse(readFileSync(`${client}/locales/${language}/shell.json`, 'utf8'));
  const { html, title } = renderHome(language, messages);
  const page = template
    .replace('<html lang="de">', `<html lang="${language}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace('</head>', `  ${hints(language)}\n  </head>`)
    .replace(root, () => html);
  writeFileSync(`${client}/home/${language}.html`, page);
  report.assets[`home/${language}.html`] = gzipSync(page, { level: 9 }).length;
}
writeFileSync(reportFile, JSON.stringify(report, null, 1));
console.log(`prerendered / in ${languages.join(', ')} (${client}/home/)`);

function escapeHtml(text) {
  return text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]);
}
