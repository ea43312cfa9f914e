// The last step of `npm run build`: the documents of the pages a phone opens first (`/`, `/login`, an evaluation
// link; scripts/web-budgets.mjs names them), per language, in dist/client/documents/<page>/<lang>.html, from the built
// index.html (docs/decisions/053-light-public-pages.md). Each has the rules of the public stylesheet its page uses
// inline (Tailwind run again on the classes of the page's chunks) and preloads the page's chunks and its two catalogs
// with the entry; `/` is prerendered too (web/app/prerender.tsx). The worker
// answers those paths with the document of the visitor's language (worker/features/page-documents). Adds their sizes
// to the bundle report.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { compile, optimize } from '@tailwindcss/node';
import { build } from 'vite';
import { budgets, documentChunks, entryChunkOf, publicStylesheets, staticClosure } from '../web-budgets.mjs';

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
const entryChunks = staticClosure(report, entryChunkOf(report));
const catalogOf = (language, area) => JSON.parse(readFileSync(`${client}/locales/${language}/${area}.json`, 'utf8')).messages;

/**
 * The public stylesheet's rules for the classes `budget`'s page can show (its chunks' words that are classes), for
 * the document to have inline: the first paint needs no second request. A fresh compiler per page: one adds up the
 * classes of every build() call.
 */
async function pageStyles(budget) {
  const compiler = await compile(readFileSync('web/styles.css', 'utf8'), { base: resolve('web'), onDependency() {} });
  const words = [...documentChunks(report, budget)].flatMap((file) =>
    readFileSync(`${client}/${file}`, 'utf8').split(/[\s"'`]+/),
  );
  return optimize(compiler.build([...new Set(words)]), { minify: true }).code;
}

/**
 * The page's styles inline. The whole stylesheet's <link> stays, disabled (browsers do not fetch a disabled
 * stylesheet): Vite's loader of lazy chunks looks for it and would fetch the file otherwise, and going to another
 * page enables it (web/lib/lazy.ts).
 */
const inlineStyles = (html, styles) => {
  const [first, ...others] = publicStylesheets(report);
  if (!first || others.length > 0) throw new Error('prerender: expected the public stylesheet as one file');
  const link = new RegExp(`<link rel="stylesheet"[^>]*href="/${first.replace(/[.]/g, '\\.')}"[^>]*>`);
  if (!link.test(html)) throw new Error(`prerender: index.html does not link ${first}`);
  return html.replace(link, () => `<style>${styles}</style>\n    <link rel="stylesheet" href="/${first}" disabled>`);
};

/**
 * Preload hints for the page's chunks the entry does not load anyway, and the language's two catalogs inline (read by
 * web/lib/i18n.ts; fewer requests for a phone). The API answers the page needs at once the worker embeds
 * (worker/features/page-documents).
 */
function hints(budget, language) {
  const pageChunks = [...staticClosure(report, chunkOf(budget.page))].filter((file) => !entryChunks.has(file));
  const catalogs = Object.fromEntries(['shell', budget.area].map((area) => [`${language}/${area}`, catalogOf(language, area)]));
  return [
    ...pageChunks.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    `<script type="application/json" id="catalogs">${JSON.stringify(catalogs).replace(/</g, '\\u003c')}</script>`,
  ].join('\n    ');
}

for (const budget of budgets) {
  const styles = await pageStyles(budget);
  // The document itself (prerendered if its page has a prerenderer) and its variants (`evaluation/by_audience`: the
  // worker picks one by the page's data, worker/features/page-documents).
  const variants = Object.keys(prerenderers).filter((name) => name.startsWith(`${budget.document}/`));
  for (const name of [budget.document, ...variants]) {
    mkdirSync(`${client}/documents/${name}`, { recursive: true });
    for (const language of languages) {
      let page = inlineStyles(template, styles)
        .replace('<html lang="de">', `<html lang="${language}">`)
        .replace('</head>', `  ${hints(budget, language)}\n  </head>`);
      const prerender = prerenderers[name];
      if (prerender) {
        const { html, title } = prerender(language, { ...catalogOf(language, 'shell'), ...catalogOf(language, budget.area) });
        page = page.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`).replace(root, () => html);
      }
      const file = `documents/${name}/${language}.html`;
      writeFileSync(`${client}/${file}`, page);
      report.assets[file] = gzipSync(page, { level: 9 }).length;
    }
  }
}
writeFileSync(reportFile, JSON.stringify(report, null, 1));
console.log(
  `page documents in ${languages.join(', ')}: ${budgets.map((budget) => budget.document).join(', ')} (${client}/documents/)`,
);

function escapeHtml(text) {
  return text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]);
}
