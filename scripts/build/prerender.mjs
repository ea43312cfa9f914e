// The last step of `npm run build`: the documents of the pages a phone opens first (`/`, `/login`, an evaluation
// link; scripts/web-budgets.mjs names them), per language, in dist/client/documents/<page>/<lang>.html, from the built
// index.html (docs/decisions/053-light-public-pages.md). Each has the stylesheet inline and preloads the page's chunks
// and its two catalogs with the entry; `/` is prerendered too (web/app/prerender.tsx). The worker
// answers those paths with the document of the visitor's language (worker/features/page-documents). Adds their sizes
// to the bundle report.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { budgets, staticClosure } from '../web-budgets.mjs';

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
const { prerenderers } = await import(pathToFileURL(`${serverOut}/prerender.mjs`).href);
rmSync(serverOut, { recursive: true, force: true });

const template = readFileSync(`${client}/index.html`, 'utf8');
const root = /<!--root-->[\s\S]*<!--\/root-->/;
if (!root.test(template)) throw new Error('prerender: index.html has no <!--root--> … <!--/root--> placeholder');

const reportFile = 'dist/bundle-report.json';
const report = JSON.parse(readFileSync(reportFile, 'utf8'));
const chunkOf = (facade) => Object.keys(report.chunks).find((file) => report.chunks[file].facade === facade);
const entry = chunkOf('web/index.html');
const entryChunks = staticClosure(report, entry);

// The entry's stylesheet, inline: the first paint needs no second request. Its <link> stays, disabled (browsers do
// not fetch a disabled stylesheet): Vite's loader of lazy chunks looks for it and would fetch the file otherwise.
const stylesheets = report.chunks[entry].css;
const inlineStyles = (html) =>
  stylesheets.reduce((page, file) => {
    const link = new RegExp(`<link rel="stylesheet"[^>]*href="/${file.replace(/[.]/g, '\\.')}"[^>]*>`);
    if (!link.test(page)) throw new Error(`prerender: index.html does not link ${file}`);
    const inline = `<style>${readFileSync(`${client}/${file}`, 'utf8')}</style>`;
    return page.replace(link, () => `${inline}\n    <link rel="stylesheet" href="/${file}" disabled>`);
  }, html);

/** Preload hints: the page's chunks the entry does not load anyway, the language's two catalogs, its API answers. */
function hints(budget, language) {
  const pageChunks = [...staticClosure(report, chunkOf(budget.page))].filter((file) => !entryChunks.has(file));
  return [
    ...pageChunks.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...['shell', budget.area].map(
      (area) => `<link rel="preload" as="fetch" crossorigin href="/locales/${language}/${area}.json">`,
    ),
    ...budget.api.map((path) => `<link rel="preload" as="fetch" crossorigin href="${path}">`),
  ].join('\n    ');
}

for (const budget of budgets) {
  mkdirSync(`${client}/documents/${budget.document}`, { recursive: true });
  for (const language of languages) {
    let page = inlineStyles(template)
      .replace('<html lang="de">', `<html lang="${language}">`)
      .replace('</head>', `  ${hints(budget, language)}\n  </head>`);
    const prerender = prerenderers[budget.document];
    if (prerender) {
      const catalog = (area) => JSON.parse(readFileSync(`${client}/locales/${language}/${area}.json`, 'utf8')).messages;
      const { html, title } = prerender(language, { ...catalog('shell'), ...catalog(budget.area) });
      page = page.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`).replace(root, () => html);
    }
    const file = `documents/${budget.document}/${language}.html`;
    writeFileSync(`${client}/${file}`, page);
    report.assets[file] = gzipSync(page, { level: 9 }).length;
  }
}
writeFileSync(reportFile, JSON.stringify(report, null, 1));
console.log(
  `page documents in ${languages.join(', ')}: ${budgets.map((budget) => budget.document).join(', ')} (${client}/documents/)`,
);

function escapeHtml(text) {
  return text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]);
}
